// Ending what a test run started: the processes that carry its run folder in their environment
// (./cleanup.mjs sets it before any child starts, and children inherit it). Found through /proc,
// so on Linux; elsewhere only the folders are removed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable that marks a process as started by a test run: the run folder's path. */
export const RUN_MARKER = 'DISPUTE_API_TEST_RUN';

/** Whether a process with this pid exists (one of another user counts). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** The pids, other than this process, whose environment names `dir` as their run folder. */
export function markedProcesses(dir) {
  return processesWithEnv(RUN_MARKER, dir);
}

/** The pids, other than this process, whose environment has `name=value`. */
export function processesWithEnv(name, value) {
  if (!existsSync('/proc/self/environ')) return [];
  const entry = `${name}=${value}`;
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid) && Number(pid) !== process.pid)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(entry);
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
}

/** SIGKILLs every process marked with `dir`, then waits (up to 5 s) until they are gone. */
export function endMarked(dir) {
  return endProcesses(markedProcesses(dir));
}

/** SIGKILLs `pids`, then waits (up to 5 s) until they are gone. */
export function endProcesses(pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 5_000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (pids.some(isRunning) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 50);
  return pids;
}

/**
 * Alive and not a zombie: a killed child whose parent has not collected it yet holds no files and
 * runs nothing (where the machine's init never collects orphans, it stays one).
 */
export function isRunning(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * The file in a run folder that lists, one per line, the paths outside it to remove with it
 * (`removeOnExit`): written synchronously by the test process, so that a path is listed even when
 * that process is killed the next moment, and read by whoever removes the run.
 */
export const REMOVE_LIST = 'remove-on-exit.txt';

/** Removes the paths a run listed, then its folder. */
export function removeRun(dir) {
  let listed = [];
  try {
    listed = readFileSync(join(dir, REMOVE_LIST), 'utf8').split('\n').filter(Boolean);
  } catch {
    // Nothing listed.
  }
  for (const path of [...listed, dir]) rmSync(path, { recursive: true, force: true, maxRetries: 5 });
}
