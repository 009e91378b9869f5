// The compatibility tables of spec/README.md, written from measured results: the test renders them
// and compares them with the README's, between marker comments; GENERATOR_TABLES=write rewrites them.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const readmePath = fileURLToPath(new URL('../../../spec/README.md', import.meta.url));

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

const markers = (name: string) => [`<!-- ${name}: start -->`, `<!-- ${name}: end -->`] as const;

/** The text between the README's markers of `name`. */
export function readmeBlock(name: string): string {
  const readme = readFileSync(readmePath, 'utf8');
  const [start, end] = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`spec/README.md: no "${start}" … "${end}" block`);
  return readme.slice(from + start.length, to).trim();
}

/** Replaces the README's block `name` with `text`. */
export function writeReadmeBlock(name: string, text: string): void {
  const readme = readFileSync(readmePath, 'utf8');
  const [start, end] = markers(name);
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`spec/README.md: no "${start}" … "${end}" block`);
  writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${text}\n${readme.slice(to)}`);
}
