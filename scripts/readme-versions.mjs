#!/usr/bin/env node
// `node scripts/readme-versions.mjs [--check] [--added <date> --from <version>]`
//
// What the READMEs and guides show of the versions, written from spec/versions.json (the one list): the
// tables of versions with their status, and the lines the mock prints for each version it serves.
// Tables with rows of their own per version (the workflows, the seed) are prose a person writes;
// `pnpm version:add` gives the new version a copy of the rows of the version it copies
// (`--added --from`), since the copy has the same workflows and seed, and the check sees that every
// listed version, and no other, has rows. `pnpm lint` runs it with --check (one line per part that
// differs, exit 1); without it, the parts are written. The spec README's printed block is its own
// example's output (spec/scripts/readme-example.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CURRENT_VERSION, VERSIONS } from '../spec/versions.mjs';

const root = join(import.meta.dirname, '..');
// The reference's words for the two it names ("initial release", "current"); the docs' switcher
// calls the others earlier.
const status = (version) => {
  if (version === CURRENT_VERSION) return 'current';
  return version === VERSIONS.at(-1) ? 'initial' : 'earlier';
};

/** Tables written whole from the list: a row per version, newest first, under the table's header. */
const LISTS = [
  {
    file: 'README.md',
    table: 'versions-table',
    row: (v) => `| \`${v}\` | ${status(v)} | \`spec/dist/${v}.yaml\`, \`.json\` |`,
  },
  {
    file: 'packages/client/README.md',
    table: 'entry-points-table',
    row: (v) => `| \`@dispute-api/client/${v}\` | ${status(v)} |`,
  },
];
/** Tables whose first cell is a version, with rows a person writes. */
const PER_VERSION = [
  { file: 'apps/docs/guides/check-a-real-environment.md', table: 'workflows-table' },
  { file: 'apps/docs/guides/sandbox.md', table: 'seed-table' },
];
/** READMEs that show the mock's start, whose first line for a version is the pattern of the others. */
const START_LINES = ['README.md', 'apps/mock/README.md'];

const problems = [];

/** The lines between `<!-- table: start -->` and `<!-- table: end -->`, and where they are; or a problem. */
function region(text, file, table) {
  const start = text.indexOf(`<!-- ${table}: start -->\n`);
  const end = text.indexOf(`<!-- ${table}: end -->`);
  if (start < 0 || end < start) {
    problems.push(`${file}: no <!-- ${table}: start --> and <!-- ${table}: end --> around the ${table}`);
    return undefined;
  }
  const from = text.indexOf('\n', start) + 1;
  return { from, to: end, lines: text.slice(from, end).split('\n').slice(0, -1) };
}

/** `text` with the region's lines replaced. */
const replaced = (text, { from, to }, lines) =>
  `${text.slice(0, from)}${lines.join('\n')}\n${text.slice(to)}`;

const firstCell = (row) => /^\|\s*`?(\d{4}-\d{2}-\d{2})`?\s*\|/.exec(row)?.[1];

/** The rows of a per-version table, grouped by version, in the list's order; a copy for `added`. */
function perVersionRows(rows, file, table, added) {
  const byVersion = Map.groupBy(rows, (row) => firstCell(row) ?? '');
  if (added && !byVersion.has(added.date))
    byVersion.set(
      added.date,
      (byVersion.get(added.from) ?? []).map((row) => row.replace(added.from, added.date)),
    );
  // The order is the list's (newest first) in what is written; which versions have rows is the
  // person's to fix.
  const shown = [...byVersion.keys()].sort().reverse();
  if (shown.join() !== VERSIONS.join())
    problems.push(
      `${file}: the ${table} has rows for ${shown.join(', ') || 'no version'}; spec/versions.json lists ${VERSIONS.join(', ')} (each listed version needs rows of its own)`,
    );
  return VERSIONS.flatMap((version) => byVersion.get(version) ?? []);
}

/** Each block of start lines: one line per version, newest first, on the pattern of the first. */
function startLines(text) {
  let blocks = 0;
  const written = text.replace(/(?:^dispute-api-mock: \d{4}-\d{2}-\d{2} at .*\n)+/gm, (block) => {
    blocks += 1;
    const [line, version] = /^dispute-api-mock: (\d{4}-\d{2}-\d{2}) at .*$/m.exec(block) ?? [];
    return VERSIONS.map((listed) => `${line.replaceAll(version, listed)}\n`).join('');
  });
  return blocks > 0 ? written : undefined;
}

function update(file, added) {
  const original = readFileSync(join(root, file), 'utf8');
  let text = original;
  for (const part of LISTS.filter((list) => list.file === file)) {
    const at = region(text, file, part.table);
    if (at) text = replaced(text, at, [...at.lines.slice(0, 2), ...VERSIONS.map(part.row)]);
  }
  for (const { table } of PER_VERSION.filter((part) => part.file === file)) {
    const at = region(text, file, table);
    if (at)
      text = replaced(text, at, [
        ...at.lines.slice(0, 2),
        ...perVersionRows(at.lines.slice(2), file, table, added),
      ]);
  }
  if (START_LINES.includes(file)) {
    const written = startLines(text);
    if (written === undefined) problems.push(`${file}: shows no \`dispute-api-mock: <version> at …\` line`);
    text = written ?? text;
  }
  return { original, text };
}

let values;
try {
  ({ values } = parseArgs({
    options: { check: { type: 'boolean' }, added: { type: 'string' }, from: { type: 'string' } },
    strict: true,
  }));
} catch (error) {
  console.error(`readme-versions: ${error.message}; usage: [--check] [--added <date> --from <version>]`);
  process.exit(2);
}
if ((values.added === undefined) !== (values.from === undefined)) {
  console.error('readme-versions: --added and --from go together');
  process.exit(2);
}
const added = values.added === undefined ? undefined : { date: values.added, from: values.from };
const files = [...new Set([...LISTS, ...PER_VERSION].map((part) => part.file).concat(START_LINES))];
const updates = files.map((file) => ({ file, ...update(file, added) }));
const changed = updates.filter(({ original, text }) => text !== original);
if (values.check)
  for (const { file } of changed)
    if (!problems.some((line) => line.startsWith(`${file}:`)))
      problems.push(
        `${file}: what it shows of the versions differs from spec/versions.json; run node scripts/readme-versions.mjs`,
      );
// Nothing is written while a part is wrong: rows of a version the list no longer names are a
// person's prose, not to be dropped unseen.
for (const line of problems) console.error(line);
if (problems.length > 0) process.exit(1);
for (const { file, text } of values.check ? [] : changed) {
  writeFileSync(join(root, file), text);
  console.log(`${file}: its versions written from spec/versions.json`);
}
