// The compatibility tables of the guide Getting started ("Generating your own client", in
// apps/docs/guides/getting-started.md), written from measured results: the test renders them and
// compares them with the guide's, between marker comments; GENERATOR_TABLES=write rewrites them.
import { readFileSync, writeFileSync } from 'node:fs';
import { guideFile } from '@dispute-api/test-support/markdown';

const readmePath = guideFile('getting-started');

/** One cell from per-version values: the value when every version agrees, else each version's. */
export function perVersion(values: { version: string; value: string }[]): string {
  const distinct = new Set(values.map((v) => v.value));
  if (distinct.size === 1) return values[0].value;
  return values.map((v) => `${v.version}: ${v.value}`).join('; ');
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The guide's text and where the block `name` lies in it, between its marker comments. */
function block(name: string) {
  const readme = readFileSync(readmePath, 'utf8');
  const [start, end] = [`<!-- ${name}: start -->`, `<!-- ${name}: end -->`];
  const from = readme.indexOf(start) + start.length;
  const to = readme.indexOf(end);
  if (from < start.length || to < from)
    throw new Error(`apps/docs/guides/getting-started.md: no "${start}" … "${end}" block`);
  return { readme, from, to };
}

/**
 * The text of the guide's block `name`, for the test to compare with the measured `table`; with
 * GENERATOR_TABLES=write, the block is first replaced by the table.
 */
export function readmeTable(name: string, table: string): string {
  const { readme, from, to } = block(name);
  if (process.env.GENERATOR_TABLES !== 'write') return readme.slice(from, to).trim();
  writeFileSync(readmePath, `${readme.slice(0, from)}\n${table}\n${readme.slice(to)}`);
  return table;
}
