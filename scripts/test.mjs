#!/usr/bin/env node
// Every package's `test` script: vitest, with arguments passed on
// (`pnpm --filter @dispute-api/mock test -- test/cli.test.ts`). Under turbo (`pnpm test` at the
// root) turbo has built what the tests need already (turbo.json: `test` depends on `^build` and
// `build`). Started any other way, as `pnpm --filter <package> test` right after a fresh install,
// it first has turbo build the package and its workspace dependencies, from turbo's cache when
// they are current.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

// pnpm hands over the `--` that separates a script's arguments; vitest would take it literally.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
// turbo sets TURBO_HASH in the environment of every task it runs.
const underTurbo = process.env.TURBO_HASH !== undefined;

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
  const { name } = JSON.parse(readFileSync('package.json', 'utf8'));
  const turbo = join(import.meta.dirname, '..', 'node_modules', '.bin', 'turbo');
  await run(turbo, ['run', 'build', `--filter=${name}...`, '--output-logs=errors-only']);
}
await run('vitest', ['run', ...args]);
