import type { ChildProcess, SpawnOptions } from 'node:child_process';

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `spawn` in a new process group, with stdout and stderr piped unless `options.stdio` says otherwise. */
export declare function spawnInGroup(
  command: string,
  args?: readonly string[],
  options?: SpawnOptions,
): ChildProcess;
/** Sends `signal` to the child's whole group; false when the group is already gone. */
export declare function signalGroup(child: ChildProcess, signal?: NodeJS.Signals): boolean;
/** Stops the child's group (SIGTERM, then SIGKILL after `graceMs`); resolves with its exit code or signal. */
export declare function stopGroup(
  child: ChildProcess,
  graceMs?: number,
): Promise<number | NodeJS.Signals | null>;
/** Runs a command to its end in its own group; never rejects on a non-zero exit. */
export declare function runInGroup(
  command: string,
  args?: readonly string[],
  options?: SpawnOptions,
): Promise<Finished>;
