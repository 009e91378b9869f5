#!/usr/bin/env node
// `pnpm lint` of the public packages as packed: the file allow-list, publint (strict) and
// arethetypeswrong on each tarball. With a folder argument it checks the tarballs in it (what
// `pnpm release` is about to publish); without, it packs every public package first.
// One line per problem; exit 1 if there is any.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { VERSIONS } from '@dispute-api/spec/versions';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { requiredFiles, tarballProblems } from './allow-list.mjs';
import { packPublicPackages, tarballFiles, tarballManifest } from './packages.mjs';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const attwBin = join(dirname(require.resolve('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');

// The packages are ESM. Node 22.12+ also loads them through require(), but TypeScript's `node16`
// CommonJS mode (and attw's own TypeScript, 5.6) refuses require() of ESM, so that resolution is
// left out of the check; the client's and the spec's READMEs say so.
const ATTW_ARGS = [
  '--profile',
  'esm-only',
  '--no-definitely-typed',
  '--format',
  'ascii',
  '--no-color',
  '--no-emoji',
];
// Entry points that are documents, not modules: attw only resolves JavaScript and types.
const NOT_MODULES = { '@dispute-api/spec': ['./changelog.md'] };
const excluded = (name) => (NOT_MODULES[name] ? ['--exclude-entrypoints', ...NOT_MODULES[name]] : []);

async function check(tarball) {
  const [files, manifest] = await Promise.all([tarballFiles(tarball), tarballManifest(tarball)]);
  const { name, version } = manifest;
  const problems = tarballProblems(name, files, manifest, requiredFiles(name, VERSIONS));

  // The file's own bytes: a Buffer may be a view into a larger pooled ArrayBuffer.
  const bytes = readFileSync(tarball);
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const { messages } = await publint({ pack: { tarball: arrayBuffer }, strict: true });
  for (const message of messages)
    problems.push(`${name}: publint ${message.type}: ${formatMessage(message, manifest)}`);

  try {
    await run(process.execPath, [attwBin, tarball, ...ATTW_ARGS, ...excluded(name)]);
  } catch (error) {
    problems.push(`${name}: arethetypeswrong:\n${error.stdout || error.message}`);
  }
  const kB = (readFileSync(tarball).length / 1000).toFixed(1);
  console.log(`${name}@${version}: ${files.length} files, ${kB} kB packed`);
  return problems;
}

const given = process.argv[2] && resolve(process.argv[2]);
const dir = given ?? scratchDir('dispute-api-pack');
try {
  const tarballs = [];
  if (given)
    tarballs.push(
      ...readdirSync(dir)
        .filter((f) => f.endsWith('.tgz'))
        .map((f) => join(dir, f)),
    );
  else tarballs.push(...(await packPublicPackages(dir)));
  if (tarballs.length === 0) throw new Error(`no tarballs in ${dir}`);

  const problems = [];
  for (const tarball of tarballs) problems.push(...(await check(tarball)));
  for (const line of problems) console.error(line);
  if (problems.length > 0) process.exitCode = 1;
  else console.log(`tarballs: ${tarballs.length} packages; allow-list, publint --strict and attw clean`);
} finally {
  if (!given) rmSync(dir, { recursive: true, force: true });
}
