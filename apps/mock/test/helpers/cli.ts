// The `dispute-api-mock` command as a user runs it: the built dist/cli.js, in a child process.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/cli.js');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI; `until` ends it early (SIGTERM) once stdout satisfies it. */
export function run(args: string[], until?: (stdout: string) => boolean | Promise<boolean>): Promise<Run> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` before these tests`);
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let checking = false;
    let done = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (!until || checking || done) return;
      checking = true;
      Promise.resolve(until(stdout))
        .then((finished) => {
          if (finished) {
            done = true;
            child.kill('SIGTERM');
          }
        }, rej)
        .finally(() => (checking = false));
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', rej);
    child.on('exit', (code) => {
      clearTimeout(timer);
      res({ code, stdout, stderr });
    });
  });
}
