// Everything a test process leaves on the machine lives under one run folder in the temp dir,
// named after the process (`dispute-api-test-<pid>-*`), and every process it starts carries that
// folder's path in its environment. A reaper, started beside it in its own process group, waits
// for the test process to end, whether it passed, failed, was interrupted or was killed outright
// (vitest SIGKILLs its workers when its main process dies), then ends the marked processes still
// running and removes the folder. Should the reaper itself be killed, the next test process to
// start sweeps every run folder whose owner is gone.
import { fork } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endMarked, isAlive, REMOVE_LIST, removeRun, RUN_MARKER } from './reap.mjs';

export { RUN_MARKER };

const PREFIX = 'dispute-api-test-';
// Folders of the tests before this module existed, kept only when younger than this.
const LEGACY = ['dispute-api-registry-', 'dispute-api-version-'];
const LEGACY_AGE_MS = 60 * 60 * 1000;

// One run per process, also when a test runner loads this module once per test file.
const KEY = Symbol.for('@dispute-api/test-support/run');
/** @type {{ dir: string, reaper: import('node:child_process').ChildProcess } | undefined} */
let run = /** @type {any} */ (globalThis)[KEY];

/** The run folder of this process, created (with its reaper) on first use. */
export function runDir() {
  if (run) return run.dir;
  sweepStaleRuns();
  const dir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
  process.env[RUN_MARKER] = dir;
  const reaper = fork(join(import.meta.dirname, 'reaper.mjs'), [dir], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    execArgv: [],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  // The reaper must not keep this process alive: it watches it, it does not hold it.
  reaper.unref();
  reaper.channel?.unref();
  run = { dir, reaper };
  /** @type {any} */ (globalThis)[KEY] = run;
  return dir;
}

/** A new empty folder inside this process's run folder; removed with it at the latest. */
export function scratchDir(name) {
  return mkdtempSync(join(runDir(), `${name}-`));
}

/**
 * Has the reaper remove `path` (a file or folder outside the run folder, such as one a test must
 * write inside a package) should this process end before the test removes it.
 */
export function removeOnExit(path) {
  // A line in the run's list rather than a message to the reaper: a message is sent later, and
  // a process killed at once (a test that stops it right after) would never send it.
  appendFileSync(join(runDir(), REMOVE_LIST), `${path}\n`);
}

/**
 * Removes run folders whose owner process is gone, after ending the processes they marked; and
 * folders of the earlier tests' own naming, once they are an hour old.
 */
export function sweepStaleRuns() {
  const root = tmpdir();
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    const owner = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length).split('-')[0]) : NaN;
    if (Number.isInteger(owner) && owner > 0) {
      if (isAlive(owner)) continue;
      endMarked(path);
      removeRun(path);
    } else if (LEGACY.some((prefix) => name.startsWith(prefix)) && olderThan(path, LEGACY_AGE_MS)) {
      rmSync(path, { recursive: true, force: true, maxRetries: 3 });
    }
  }
}

function olderThan(path, ms) {
  try {
    return Date.now() - statSync(path).mtimeMs > ms;
  } catch {
    return false;
  }
}
