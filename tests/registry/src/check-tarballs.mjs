#!/usr/bin/env node
// `pnpm lint` of the public packages as packed: the file allow-list, publint (strict) and
// arethetypeswrong on each tarball. One line per problem; exit 1 if there is any.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { VERSIONS } from '@dispute-api/spec/versions';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { requiredFiles, tarballProblems } from './allow-list.mjs';
import { pack, publicPackages, tarballFiles, tarballManifest } from './packages.mjs';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const attwBin = join(dirname(require.resolve('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');

// The packages are ESM; Node 22.12+ loads them through require() too, but TypeScript before 5.8
// (and attw's own, 5.6) types require() of ESM as an error, so CommonJS type resolution under
// `node16` is not checked. The packages' READMEs say so.
const ATTW_ARGS = ['--profile', 'esm-only', '--no-definitely-typed', '--format', 'ascii', '--no-color', '--no-emoji'];
// Entry points that are documents, not modules: attw only resolves JavaScript and types.
const NOT_MODULES = { '@dispute-api/spec': ['./changelog.md'] };

const excluded = (name) => (NOT_MODULES[name] ? ['--exclude-entrypoints', ...NOT_MODULES[name]] : []);

async function check(pkg, dir) {
  const tarball = await pack(pkg, dir);
  const [files, manifest] = await Promise.all([tarballFiles(tarball), tarballManifest(tarball)]);
  const problems = tarballProblems(pkg.name, files, manifest, requiredFiles(pkg.name, VERSIONS));

  const { messages } = await publint({ pack: { tarball: readFileSync(tarball).buffer }, strict: true });
  for (const message of messages) problems.push(`${pkg.name}: publint ${message.type}: ${formatMessage(message, manifest)}`);

  try {
    await run(process.execPath, [attwBin, tarball, ...ATTW_ARGS, ...excluded(pkg.name)]);
  } catch (error) {
    problems.push(`${pkg.name}: arethetypeswrong:\n${error.stdout || error.message}`);
  }
  return { pkg, tarball, files, problems };
}

const dir = mkdtempSync(join(tmpdir(), 'dispute-api-pack-'));
try {
  const results = [];
  // One at a time: each pack and attw run takes a core.
  for (const pkg of await publicPackages()) results.push(await check(pkg, dir));
  const problems = results.flatMap((r) => r.problems);
  for (const { pkg, files } of results) console.log(`${pkg.name}@${pkg.version}: ${files.length} files`);
  for (const line of problems) console.error(line);
  if (problems.length > 0) process.exitCode = 1;
  else console.log(`tarballs: ${results.length} packages, allow-list, publint --strict and attw clean`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
