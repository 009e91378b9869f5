#!/usr/bin/env node
// pnpm version:add <YYYY-MM-DD> [--from <version>]
//
// Starts a new API version as a copy of an existing one (by default the current one): copies
// spec/<from>/ to spec/<date>/ with the version written into info.version and the servers' URLs,
// lists it in spec/versions.json as the current version, adds a changelog stub, builds the spec,
// rewrites what the spec README's example prints and what the READMEs show of the versions
// (scripts/readme-versions.mjs: the version tables, the mock's start lines, and the copied
// version's rows where a table has rows per version), and regenerates the client and the mock's
// types (apps/mock/scripts/generate-types.mjs). Everything else (mock, docs, change report,
// release guard) reads the list. The new version is unreleased, and free to change, until the spec's release step
// records it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const specDir = join(root, 'spec');
const listFile = join(specDir, 'versions.json');
const USAGE = 'usage: pnpm version:add <YYYY-MM-DD> [--from <version>]';

function fail(message) {
  console.error(`version:add: ${message}`);
  process.exit(1);
}

function parse() {
  try {
    const { values, positionals } = parseArgs({
      options: { from: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) fail(`expected one date, got ${positionals.length}; ${USAGE}`);
    return { date: positionals[0], from: values.from };
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}; ${USAGE}`);
  }
}

/** Checks the request against the list before anything is written, so a refusal leaves no trace. */
function check(date, from, list) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(`${date} is not a date of the form YYYY-MM-DD`);
  // Date parses 2026-02-30 as 2 March; a real date prints back unchanged.
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    fail(`${date} is not a calendar date`);
  if (list.versions.includes(date)) fail(`${date} is already in spec/versions.json`);
  if (existsSync(join(specDir, date))) fail(`spec/${date}/ already exists`);
  const newest = [...list.versions].sort().at(-1);
  if (newest !== undefined && date <= newest) fail(`${date} is not newer than ${newest}, the newest version`);
  if (!list.versions.includes(from))
    fail(`--from ${from} is not in spec/versions.json (${list.versions.join(', ')})`);
  if (!existsSync(join(specDir, from, 'openapi.yaml'))) fail(`spec/${from}/openapi.yaml does not exist`);
}

/** Replaces the source text of one YAML scalar, keeping every other byte (comments, layout). */
function replaceScalar(text, node, value) {
  const [start, end] = node.range;
  return `${text.slice(0, start)}'${value.replaceAll("'", "''")}'${text.slice(end)}`;
}

/** info.version and each server URL's path segment naming the old version now name the new one. */
function rewriteRoot(file, from, date) {
  const { parseDocument, isScalar } = createRequire(join(specDir, 'package.json'))('yaml');
  let text = readFileSync(file, 'utf8');
  const edits = [];
  const version = parseDocument(text).getIn(['info', 'version'], true);
  if (!isScalar(version) || version.value !== from)
    fail(`${relative(root, file)}: info.version is not '${from}'`);
  edits.push([version, date]);
  for (const server of parseDocument(text).get('servers')?.items ?? []) {
    const url = server.get('url', true);
    if (!isScalar(url) || typeof url.value !== 'string') continue;
    const moved = url.value
      .split('/')
      .map((segment) => (segment === from ? date : segment))
      .join('/');
    if (moved !== url.value) edits.push([url, moved]);
  }
  // From the end of the file backwards, so earlier ranges stay valid.
  for (const [node, value] of edits.sort((a, b) => b[0].range[0] - a[0].range[0]))
    text = replaceScalar(text, node, value);
  writeFileSync(file, text);
}

/** Lines of the new folder that still name the old version: prose for a person to reword. */
function mentions(dir, from) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const file = join(entry.parentPath, entry.name);
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.includes(from) ? [`${relative(root, file)}:${i + 1}`] : []));
    });
}

/**
 * Runs a Node script of the repository with this Node, so that it works the same whichever package
 * manager (or none) started this one.
 */
function runScript(cwd, script, args = []) {
  const { status, error } = spawnSync(process.execPath, [script, ...args], {
    cwd: join(root, cwd),
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  if (error || status !== 0)
    fail(`${join(cwd, script)} ${args.join(' ')} failed${error ? `: ${error.message}` : ''}`);
}

const { date, from: fromArg } = parse();
const list = JSON.parse(readFileSync(listFile, 'utf8'));
const from = fromArg ?? list.current;
check(date, from, list);

const target = join(specDir, date);
cpSync(join(specDir, from), target, { recursive: true });
rewriteRoot(join(target, 'openapi.yaml'), from, date);
const versions = [date, ...list.versions].sort().reverse();
writeFileSync(
  listFile,
  `{\n  "current": "${date}",\n  "versions": [${versions.map((v) => `"${v}"`).join(', ')}]\n}\n`,
);
writeFileSync(
  join(specDir, 'changelog', `${date}.md`),
  `## Changes that the diff cannot measure\n\nNone yet. Write here, for ${date}, what the change report from ${from} cannot show:\nmeaning, behaviour and policy that no schema states.\n`,
);
console.log(`spec/${date}/ copied from ${from}; spec/versions.json lists it as current`);

// The spec's build (and the diff it uses), then the client's `generate` script and the mock's types
// (each version's operations and sandbox shape), which name every version.
runScript('.', 'node_modules/turbo/bin/turbo', [
  'run',
  'build',
  '--filter=@dispute-api/spec',
  '--output-logs=errors-only',
]);
runScript('spec', 'scripts/readme-example.mjs');
runScript('.', 'scripts/readme-versions.mjs', ['--added', date, '--from', from]);
runScript('packages/client', 'scripts/generate.mjs');
runScript('apps/mock', 'scripts/generate-types.mjs');

const prose = mentions(target, from);
if (prose.length > 0)
  console.log(`still naming ${from} (reword where it means this version):\n  ${prose.join('\n  ')}`);
console.log(
  `version ${date} added; it is unreleased until \`pnpm --filter @dispute-api/spec release ${date}\``,
);
