// Opens the store a `--store` value (or DISPUTE_MOCK_STORE) names: `memory` (the default: no
// store, every space in memory), `sqlite:FILE` (one instance that survives restarts) or
// `postgres://…` (instances that share one state). What goes wrong is one line that names the store
// without its password.
import { StartupError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { SpaceStore } from '../../core/store/space-store.js';

export const STORE_VARIABLE = 'DISPUTE_MOCK_STORE';

/** What a store value names: no store, a SQLite file, or a PostgreSQL connection string. */
export type StoreTarget =
  { kind: 'memory' } | { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Reads a store value; undefined when it is none of the three forms. */
export function storeTarget(value: string): StoreTarget | undefined {
  if (value === 'memory') return { kind: 'memory' };
  if (value.startsWith('sqlite:') && value.length > 'sqlite:'.length)
    return { kind: 'sqlite', file: value.slice(7) };
  if (/^postgres(ql)?:\/\//.test(value)) return { kind: 'postgres', url: value };
  return undefined;
}

/** A connection string without its password, for messages. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/** The store the target names, migrated; undefined for `memory`. Throws a StartupError in one line. */
export async function openStore(target: StoreTarget, logger: Logger): Promise<SpaceStore | undefined> {
  if (target.kind === 'memory') return undefined;
  if (target.kind === 'sqlite') {
    const { openSqliteStore } = await import('./sqlite.js');
    try {
      return openSqliteStore(target.file);
    } catch (error) {
      if (error instanceof StartupError) throw error;
      throw new StartupError(`the SQLite store ${target.file}: ${(error as Error).message}`);
    }
  }
  const { openPostgresStore } = await import('./postgres.js');
  const where = withoutPassword(target.url);
  try {
    return await openPostgresStore({ connectionString: target.url }, (error) =>
      logger.error(`the PostgreSQL store ${where}: ${error.message}`),
    );
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const { message, code } = error as { message?: string; code?: string };
    throw new StartupError(`the PostgreSQL store ${where}: ${message || code || String(error)}`);
  }
}
