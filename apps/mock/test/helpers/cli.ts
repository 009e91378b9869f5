// The `dispute-api-mock` command as a user runs it: the built dist/cli.js, in a child process of its
// own process group, so that a test that fails or times out leaves nothing running.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnInGroup, stopGroup } from '@dispute-api/test-support/processes';
import { mockOrigin } from '@dispute-api/test-support/server-process';
import { afterEach, beforeAll } from 'vitest';

/** The built command, as a user runs it. */
export const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the CLI in a process group of its own; `exited` resolves with its exit code and output.
 * The caller stops it (`stopGroup`): a file may share one across its tests.
 */
export function start(args: string[], env?: NodeJS.ProcessEnv) {
  const child = spawnInGroup(
    process.execPath,
    [CLI, ...args],
    env ? { env: { ...process.env, ...env } } : {},
  );
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk) => (out.stdout += chunk));
  child.stderr!.on('data', (chunk) => (out.stderr += chunk));
  const exited = new Promise<Run>((res, rej) => {
    child.on('error', rej);
    child.on('close', (code) => res({ code, ...out }));
  });
  return { child, out, exited };
}

// Every CLI a test ran with `run`; one still running when its test ends (failed or timed out) is stopped.
const running = new Set<ChildProcess>();
afterEach(async () => {
  await Promise.all([...running].map((child) => stopGroup(child)));
  running.clear();
});

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` before these tests`);
});

/**
 * Runs the CLI; `until` ends it early (SIGTERM) once stdout satisfies it. No time limit of its own:
 * the CLI starts as fast as the machine lets it, and the test's limit catches a hang.
 */
export function run(
  args: string[],
  until?: (stdout: string) => boolean | Promise<boolean>,
  env?: NodeJS.ProcessEnv,
): Promise<Run> {
  const { child, out, exited } = start(args, env);
  running.add(child);
  if (!until) return exited;
  return new Promise((res, rej) => {
    let checking = false;
    let done = false;
    child.stdout!.on('data', () => {
      if (checking || done) return;
      checking = true;
      Promise.resolve(until(out.stdout))
        .then((finished) => {
          if (finished) {
            done = true;
            child.kill('SIGTERM');
          }
        }, rej)
        .finally(() => (checking = false));
    });
    exited.then(res, rej);
  });
}

/** Runs the CLI to its end with more environment. */
export const runCli = (args: string[], env?: NodeJS.ProcessEnv) => run(args, undefined, env);

/** Starts the CLI and resolves once it says where it listens; stopped after the test unless stopped before. */
export async function startCli(args: string[], env?: NodeJS.ProcessEnv) {
  const { child, out, exited } = start(args, env);
  running.add(child);
  const origin = await new Promise<string>((res, rej) => {
    const look = () => {
      const found = mockOrigin(out.stdout);
      if (found) res(found);
    };
    child.stdout!.on('data', look);
    exited.then((r) => rej(new Error(`the CLI ended (${r.code}) before it listened: ${r.stderr}`)), rej);
  });
  return { origin, out, exited, kill: (signal: NodeJS.Signals) => child.kill(signal) };
}
