/** The environment variable that marks a process as started by a test run: the run folder's path. */
export declare const RUN_MARKER: 'DISPUTE_API_TEST_RUN';
/** Whether a process with this pid exists (one of another user counts). */
export declare function isAlive(pid: number): boolean;
/** The pids, other than this process, whose environment names `dir` as their run folder. */
export declare function markedProcesses(dir: string): number[];
/** The pids, other than this process, whose environment has `name=value`. */
export declare function processesWithEnv(name: string, value: string): number[];
/** SIGKILLs `pids`, then waits (up to 5 s) until they are gone. */
export declare function endProcesses(pids: number[]): number[];
/** SIGKILLs every process marked with `dir`, then waits (up to 5 s) until they are gone. */
export declare function endMarked(dir: string): number[];
/** Alive and not a zombie (a killed process nobody has collected yet holds nothing). */
export declare function isRunning(pid: number): boolean;
