// Child processes of a test, each in a process group of its own, so that stopping one stops what
// it started in turn (npx starts node, npm starts scripts). They carry the run marker (./cleanup.mjs),
// so the reaper ends any that a test could not stop.
import { spawn } from 'node:child_process';
import { RUN_MARKER, runDir } from './cleanup.mjs';

/** `spawn` in a new process group, with stdout and stderr piped unless `options.stdio` says otherwise. */
export function spawnInGroup(command, args = [], options = {}) {
  const env = { ...(options.env ?? process.env), [RUN_MARKER]: runDir() };
  return spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options, env, detached: true });
}

/** Sends `signal` to the child's whole group; false when the group is already gone. */
export function signalGroup(child, signal = 'SIGTERM') {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the child's group: SIGTERM, then SIGKILL after `graceMs`; resolves once the child has
 * exited, with what it exited with.
 */
export async function stopGroup(child, graceMs = 5_000) {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  const result = await exited;
  clearTimeout(timer);
  // Whatever of the group outlived its leader.
  signalGroup(child, 'SIGKILL');
  return result;
}

/**
 * Runs a command to its end in its own group and resolves with `{ code, signal, stdout, stderr }`
 * (never rejects on a non-zero exit; rejects when it cannot start). Whatever the command left
 * running in its group is killed once it exits.
 */
export function runInGroup(command, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnInGroup(command, args, options);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    // Kills what the command left behind, which also closes pipes such leftovers held open.
    child.once('exit', () => signalGroup(child, 'SIGKILL'));
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
