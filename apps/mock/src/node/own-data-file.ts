// Reading own data from `--fixtures FILE`: JSON, or YAML for `.yaml`/`.yml` files. What is wrong
// with the file itself (missing, unreadable, not JSON or YAML) is reported like a broken record: one
// line, and the CLI exits with 2; the records are checked against the contract by the sandbox.
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parse } from 'yaml';
import { FixturesError } from '../core/errors.js';

export function readOwnData(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new FixturesError([
      `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    ]);
  }
  const yaml = ['.yaml', '.yml'].includes(extname(file).toLowerCase());
  try {
    return yaml ? (parse(text) as unknown) : (JSON.parse(text) as unknown);
  } catch (error) {
    throw new FixturesError([
      `is not valid ${yaml ? 'YAML' : 'JSON'}: ${(error as Error).message.split('\n')[0]}`,
    ]);
  }
}
