// The own data file: read from `--fixtures FILE`, written by the proxy's `--record FILE`; JSON, or
// YAML for `.yaml`/`.yml` files. What is wrong with a file read (missing, unreadable, not JSON or
// YAML) is reported like a broken record: one line, and the CLI exits with 2; the records are checked
// against the contract by the sandbox.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname } from 'node:path';
import type * as Yaml from 'yaml';
import { FixturesError } from '../core/errors.js';

const isYaml = (file: string) => ['.yaml', '.yml'].includes(extname(file).toLowerCase());
// Loaded for a YAML file only: most own data is JSON, and loading the YAML library is a fair part
// of the start of a mock whose whole work is its data. Required, not imported, since reading own
// data is synchronous; the package ships a CommonJS build for Node.
const yamlLibrary = (): typeof Yaml => createRequire(import.meta.url)('yaml') as typeof Yaml;

/** Writes own data whole: to a file beside it first, so that a reader never finds half of it. */
export function writeOwnData(file: string, data: unknown): void {
  writeFileSync(
    `${file}.partial`,
    isYaml(file) ? yamlLibrary().stringify(data) : `${JSON.stringify(data, null, 2)}\n`,
  );
  renameSync(`${file}.partial`, file);
}

export function readOwnData(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new FixturesError([
      `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    ]);
  }
  const yaml = isYaml(file);
  try {
    return yaml ? (yamlLibrary().parse(text) as unknown) : (JSON.parse(text) as unknown);
  } catch (error) {
    throw new FixturesError([
      `is not valid ${yaml ? 'YAML' : 'JSON'}: ${(error as Error).message.split('\n')[0]}`,
    ]);
  }
}
