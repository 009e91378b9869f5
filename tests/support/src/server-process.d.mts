export interface Printed {
  stdout: string;
  stderr: string;
  code: number | null;
}

export interface RunningServer<T> {
  /** What `ready` found in the output. */
  ready: T;
  /** Stops it (SIGINT to its process group, as Ctrl-C) and resolves with all it printed. */
  stop: () => Promise<Printed>;
}

/** The origin in the mock's start line, `dispute-api-mock: <version> at <origin>/public/<version> …`. */
export declare function mockOrigin(stdout: string): string | undefined;
/** The origin in the docs server's start line, `docs: serving <folder> at <origin>/`. */
export declare function docsOrigin(stdout: string): string | undefined;
/**
 * Runs `node <script> <args>` until `ready` finds what it waits for in its output; exiting first
 * fails at once.
 */
export declare function startServer<T>(
  script: string,
  args: string[],
  ready: (stdout: string) => T | undefined,
  cwd?: string,
): Promise<RunningServer<T>>;
/**
 * Starts `node <script> <args>` and sends `signal` to its group the moment it prints anything, as
 * a reader stops a server on seeing where it listens; resolves with how it ended. A server that
 * prints before its handler is in place ends by the signal (`signal` set, `code` null).
 */
export declare function stopOnFirstLine(
  script: string,
  args: string[],
  signal?: NodeJS.Signals,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
