#!/usr/bin/env node
// Every package's `test` and `test:e2e` script: vitest, with arguments passed on
// (`pnpm --filter @dispute-api/mock test -- test/cli.test.ts`). The tests come in two loops:
// - `test`, the fast loop: every test file but the end-to-end ones;
// - `test:e2e` (`--e2e`), the slow step: the files named `*.e2e.test.ts` (a real browser, a real
//   database, a throwaway install). A package whose every test is end to end (tests/registry,
//   tests/versions, tests/frontend) has no `test` script, and its `test:e2e` runs every file.
// Under turbo (`pnpm test` at the root) turbo has built what the tests need already (turbo.json:
// both tasks depend on `^build` and `build`). Started any other way, as `pnpm --filter <package>
// test` right after a fresh install, it first has turbo build the package and its workspace
// dependencies, from turbo's cache when they are current.
// With SUITE_TIMES_FILE set (.ci/run sets it), each run appends a line with its package, loop and
// seconds, so that the slowest suite is seen when it arrives.
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

const E2E_FILES = '.e2e.test.';

// pnpm hands over the `--` that separates a script's arguments; vitest would take it literally.
const given = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
const e2e = given.includes('--e2e');
const args = given.filter((arg) => arg !== '--e2e');
// turbo sets TURBO_HASH in the environment of every task it runs.
const underTurbo = process.env.TURBO_HASH !== undefined;
const { name, scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
const files = !e2e
  ? [`--exclude=**/*${E2E_FILES}*`]
  : scripts.test === undefined
    ? []
    : ['--passWithNoTests', E2E_FILES];

/** Runs a command with this process's signals passed on; exits like it unless it succeeds. */
async function run(command, commandArgs) {
  const child = spawn(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  const [code, signal] = await new Promise((resolve) => child.on('exit', (...end) => resolve(end)));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, forward);
  if (code !== 0) process.exit(code ?? 128 + constants.signals[signal]);
}

if (!underTurbo) {
  const turbo = join(import.meta.dirname, '..', 'node_modules', '.bin', 'turbo');
  await run(turbo, ['run', 'build', `--filter=${name}...`, '--output-logs=errors-only']);
}
const began = performance.now();
// A positional argument filters files by name; `--exclude` adds to the config's exclusions.
await run('vitest', ['run', ...files, ...args]);
if (process.env.SUITE_TIMES_FILE) {
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  appendFileSync(process.env.SUITE_TIMES_FILE, `${name}\t${e2e ? 'test:e2e' : 'test'}\t${seconds}\n`);
}
