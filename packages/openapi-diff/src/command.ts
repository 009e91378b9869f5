import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { diffOpenApi } from './diff.js';
import { renderMarkdown } from './markdown.js';
import type { ApiInfo, ChangeReport } from './types.js';

export const USAGE =
  'Usage: openapi-diff <base.json|yaml> <head.json|yaml> [--json out.json] [--md out.md] [--fail-on-breaking]';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const consoleOutput: Output = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/**
 * The whole command line, separate from cli.ts so tests can run it in-process.
 * Returns the exit code: 0 done, 1 breaking changes under --fail-on-breaking, 2 usage or input error.
 */
export function main(argv: string[], output: Output = consoleOutput): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'string' },
        md: { type: 'string' },
        'fail-on-breaking': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    output.err(`openapi-diff: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    output.out(USAGE);
    return 0;
  }
  if (positionals.length !== 2) {
    output.err(USAGE);
    return 2;
  }

  let report: ChangeReport;
  try {
    report = diffOpenApi(load(positionals[0]!), load(positionals[1]!));
    if (values.json !== undefined) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    if (values.md !== undefined) writeFileSync(values.md, renderMarkdown(report));
  } catch (error) {
    output.err(`openapi-diff: ${(error as Error).message}`);
    return 2;
  }

  const { breaking, nonBreaking } = report.summary;
  const versions = `${name(report.base)} -> ${name(report.head)}`;
  output.out(`${versions}: ${breaking} breaking, ${nonBreaking} non-breaking change(s).`);
  if (values['fail-on-breaking'] && breaking > 0) {
    output.err('Breaking changes:');
    for (const change of report.changes.filter((c) => c.breaking)) {
      const place = change.location === change.operation ? '' : ` ${change.location}:`;
      output.err(`  ${change.operation ?? '(document)'} -${place} ${change.message} [${change.id}]`);
    }
    return 1;
  }
  return 0;
}

/** JSON by extension or content; YAML for .yaml/.yml, or when the text is not JSON. */
function load(file: string): object {
  const text = readFileSync(file, 'utf8');
  const extension = extname(file).toLowerCase();
  let document: unknown;
  try {
    if (extension === '.json') document = JSON.parse(text);
    else if (extension === '.yaml' || extension === '.yml') document = parseYaml(text);
    else document = parseEither(text);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new Error(`${file}: not an OpenAPI document (expected an object at the top level).`);
  }
  return document;
}

function parseEither(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return parseYaml(text);
  }
}

function name(info: ApiInfo): string {
  return [info.title, info.version].filter(Boolean).join(' ') || '(untitled)';
}
