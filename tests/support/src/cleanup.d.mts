export { RUN_MARKER } from './reap.mjs';
/** The run folder of this process, created (with its reaper) on first use. */
export declare function runDir(): string;
/** A new empty folder inside this process's run folder; removed with it at the latest. */
export declare function scratchDir(name: string): string;
/** Has the reaper remove `path` should this process end before the test removes it. */
export declare function removeOnExit(path: string): void;
/** Removes run folders whose owner process is gone, after ending the processes they marked. */
export declare function sweepStaleRuns(): void;
