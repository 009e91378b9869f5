#!/usr/bin/env node
// Every package's `test` script. Under turbo (`pnpm test` at the root) it is vitest. Started any
// other way, as `pnpm --filter <package> test` right after a fresh install, it hands over to turbo,
// which first builds what the tests need (turbo.json: `test` depends on `^build` and `build`,
// taken from its cache when current) and then runs this script again, under turbo. Arguments go
// through to vitest: `pnpm --filter @dispute-api/mock test -- test/cli.test.ts`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
// turbo sets TURBO_HASH in the environment of every task it runs.
const underTurbo = process.env.TURBO_HASH !== undefined;
const { name } = JSON.parse(readFileSync('package.json', 'utf8'));
const turbo = join(import.meta.dirname, '..', 'node_modules', '.bin', 'turbo');

const [command, commandArgs] = underTurbo
  ? ['vitest', ['run', ...args]]
  : [turbo, ['run', 'test', `--filter=${name}`, ...(args.length > 0 ? ['--', ...args] : [])]];
const child = spawn(command, commandArgs, {
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  process.exitCode = code ?? 128 + (signal ? constants.signals[signal] : 1);
});
