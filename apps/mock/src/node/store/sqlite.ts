// The store of one instance that outlives restarts: a SQLite file, through Node's own `node:sqlite`
// (no native add-on to build, nothing to download; Node 22.13 and 24 have it). Every call finishes
// at once, in this process. One instance writes a file; the `keys` command may open it beside the
// running mock (WAL lets it, and waits out the other's write). A write is answered once its transaction is committed
// with `synchronous=FULL`, so neither a killed process nor a lost machine loses a write answered.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { createRequire } from 'node:module';
import type { StoredChange, StoredMeta } from '../../core/sandbox/store.js';
import { promising, type SpaceStore, type StoredKey } from '../../core/store/space-store.js';
import { migrate, type Dialect } from './migrations.js';

// Loaded when a SQLite store is opened only: the module prints an experimental warning on load.
const sqlite = () => createRequire(import.meta.url)('node:sqlite') as typeof import('node:sqlite');

const SQLITE: Dialect = {
  name: 'sqlite',
  steps: [
    `CREATE TABLE dispute_mock_spaces (id TEXT PRIMARY KEY, revision INTEGER NOT NULL,
       used_at INTEGER NOT NULL, basis TEXT, meta TEXT);
     CREATE TABLE dispute_mock_records (space TEXT NOT NULL REFERENCES dispute_mock_spaces (id) ON DELETE CASCADE,
       version TEXT NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL, place INTEGER NOT NULL, body TEXT,
       PRIMARY KEY (space, version, collection, id));
     CREATE INDEX dispute_mock_spaces_used_at ON dispute_mock_spaces (used_at);
     CREATE TABLE dispute_mock_keys (id TEXT PRIMARY KEY, label TEXT NOT NULL, signed INTEGER NOT NULL,
       created_at INTEGER NOT NULL, revoked_at INTEGER);
     CREATE TABLE dispute_mock_revision (last INTEGER NOT NULL);
     INSERT INTO dispute_mock_revision VALUES (0);`,
  ],
};

type Row = Record<string, unknown>;

const keyOf = (row: Row): StoredKey => ({
  id: String(row.id),
  label: String(row.label),
  signed: row.signed === 1,
  createdAt: Number(row.created_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
});

/** Opens (creating it when absent) and migrates the file; throws what is wrong in one line. */
export function openSqliteStore(file: string): SpaceStore {
  const db = new (sqlite().DatabaseSync)(file);
  try {
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000',
    );
    migrate(SQLITE, {
      version: () => (db.prepare('PRAGMA user_version').get() as Row).user_version as number,
      apply: (sql, version) => transaction(db, () => db.exec(`${sql}; PRAGMA user_version = ${version}`)),
    });
  } catch (error) {
    db.close();
    throw error;
  }
  return promising(sqliteCalls(db));
}

function transaction<T>(db: DatabaseSync, run: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = run();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function statements(db: DatabaseSync) {
  const q = (sql: string): StatementSync => db.prepare(sql);
  return {
    space: q('SELECT revision, basis, meta FROM dispute_mock_spaces WHERE id = ?'),
    records: q('SELECT version, collection, id, place, body FROM dispute_mock_records WHERE space = ?'),
    nextRevision: q('UPDATE dispute_mock_revision SET last = last + 1 RETURNING last'),
    upsertSpace:
      q(`INSERT INTO dispute_mock_spaces (id, revision, used_at, basis, meta) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET revision = excluded.revision, used_at = excluded.used_at,
      basis = excluded.basis, meta = excluded.meta`),
    upsertRecord: q(`INSERT INTO dispute_mock_records (space, version, collection, id, place, body)
      VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (space, version, collection, id)
      DO UPDATE SET place = excluded.place, body = excluded.body`),
    dropRecords: q('DELETE FROM dispute_mock_records WHERE space = ?'),
    clear: q('UPDATE dispute_mock_spaces SET revision = ?, basis = NULL, meta = NULL WHERE id = ?'),
    touch: q('UPDATE dispute_mock_spaces SET used_at = ? WHERE id = ?'),
    removeIdle: q('DELETE FROM dispute_mock_spaces WHERE used_at < ?'),
    count: q('SELECT count(*) AS n FROM dispute_mock_spaces'),
    addKey: q(
      'INSERT INTO dispute_mock_keys (id, label, signed, created_at, revoked_at) VALUES (?, ?, ?, ?, ?)',
    ),
    findKey: q('SELECT * FROM dispute_mock_keys WHERE id = ?'),
    listKeys: q('SELECT * FROM dispute_mock_keys ORDER BY created_at, id'),
    revokeKey: q('UPDATE dispute_mock_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?'),
  };
}

function sqliteCalls(db: DatabaseSync) {
  const s = statements(db);
  const revisionOf = (space: string) => ((s.space.get(space) as Row | undefined)?.revision as number) ?? 0;
  const next = () => (s.nextRevision.get() as Row).last as number;
  return {
    kind: 'sqlite',
    load(space: string) {
      const row = s.space.get(space) as Row | undefined;
      if (!row || row.basis === null) return { revision: (row?.revision as number) ?? 0, changes: undefined };
      const records = (s.records.all(space) as Row[]).map((r): StoredChange => ({
        version: String(r.version),
        collection: String(r.collection),
        id: String(r.id),
        place: Number(r.place),
        record: r.body === null ? undefined : (JSON.parse(r.body as string) as StoredChange['record']),
      }));
      return {
        revision: row.revision as number,
        changes: { basis: row.basis as string, meta: JSON.parse(row.meta as string) as StoredMeta, records },
      };
    },
    revision: revisionOf,
    save: (space: string, write: Parameters<SpaceStore['save']>[1]) =>
      transaction(db, () => {
        if (revisionOf(space) !== write.revision) return undefined;
        const revision = next();
        s.upsertSpace.run(space, revision, write.at, write.basis, JSON.stringify(write.meta));
        for (const r of write.records)
          s.upsertRecord.run(
            space,
            r.version,
            r.collection,
            r.id,
            r.place,
            r.record ? JSON.stringify(r.record) : null,
          );
        return revision;
      }),
    clear: (space: string) =>
      transaction(db, () => {
        if (!s.space.get(space)) return 0;
        const revision = next();
        s.dropRecords.run(space);
        s.clear.run(revision, space);
        return revision;
      }),
    touch: (space: string, at: number) => void s.touch.run(at, space),
    removeIdle: (before: number) => Number(s.removeIdle.run(before).changes),
    count: () => (s.count.get() as Row).n as number,
    keys: {
      add: (k: StoredKey) => void s.addKey.run(k.id, k.label, k.signed ? 1 : 0, k.createdAt, k.revokedAt),
      find: (id: string) => {
        const row = s.findKey.get(id) as Row | undefined;
        return row && keyOf(row);
      },
      list: () => (s.listKeys.all() as Row[]).map(keyOf),
      revoke: (id: string, at: number) => Number(s.revokeKey.run(at, id).changes) > 0,
    },
    ping: () => void s.count.get(),
    close: () => db.close(),
  };
}
