export interface PostgresOptions {
  /** The role initdb creates, a superuser; `dispute` unless given. */
  user?: string;
  /** Its password (SCRAM); a random one unless given. It is in `url`. */
  password?: string;
  /** The database created for the test; `dispute` unless given. */
  database?: string;
  /** The folder of PostgreSQL's programs; Debian's PostgreSQL 15 unless given. */
  bin?: string;
  /** How long to wait for the server to accept connections; 120 s unless given. */
  readyTimeoutMs?: number;
}

export interface Postgres {
  /** `postgres://user:password@127.0.0.1:port/database`. */
  url: string;
  port: number;
  /** The cluster's data folder (removed by stop() and kill()). */
  dataDir: string;
  /** A fast shutdown (clients disconnected, a checkpoint), then the folder removed. */
  stop(): Promise<void>;
  /** Every process of the server SIGKILLed at once, as in a crash, then the folder removed. */
  kill(): Promise<void>;
}

/** Where Debian's PostgreSQL 15 keeps the server's programs. */
export declare const POSTGRES_BIN: string;
/** Starts a PostgreSQL server of its own for a test; stopped and removed however the test ends. */
export declare function startPostgres(options?: PostgresOptions): Promise<Postgres>;
/** The pids of the server whose data folder is `dataDir` (they all work in it). */
export declare function serverProcesses(dataDir: string): number[];
