// The stores' schemas, versioned: each store lists its steps, numbered from 1, and a store's
// version says how many are applied (SQLite's `user_version`, a row in PostgreSQL). At start the
// mock applies the steps it has and the store lacks, each in a transaction with the version it
// reaches; a store whose version is beyond the last step was made by a newer mock, whose records
// this one may misread, so it refuses to start on it.
import { StartupError } from '../../core/errors.js';

export interface Dialect {
  readonly name: string;
  /** The schema's steps, in order: step i brings the store to version i + 1. */
  readonly steps: readonly string[];
}

/** The steps a store at `current` lacks, with the version each brings it to; throws for a newer store. */
export function pendingSteps(dialect: Dialect, current: number): { sql: string; version: number }[] {
  const known = dialect.steps.length;
  if (current > known)
    throw new StartupError(
      `the ${dialect.name} store's schema is version ${current}, newer than this mock knows (${known}): a newer dispute-api-mock made it; run that version, or give another store`,
    );
  return dialect.steps.slice(current).map((sql, index) => ({ sql, version: current + index + 1 }));
}

/** Applies the pending steps with calls that finish at once (SQLite). */
export function migrate(
  dialect: Dialect,
  store: { version(): number; apply(sql: string, version: number): void },
): void {
  for (const { sql, version } of pendingSteps(dialect, store.version())) store.apply(sql, version);
}
