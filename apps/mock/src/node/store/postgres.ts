// The store that many instances share: PostgreSQL, through node-postgres (`pg`, an optional peer
// dependency: only a hosted sandbox needs it). One pool per process. Each call is one statement, so
// one round trip and its own transaction: a save raises the space's revision only where it is still
// the one the write was made on (`WHERE revision = $2`); two instances saving on the same revision
// meet at the row's lock, and the second finds the revision moved and saves nothing (its write is
// then made again on the current records, durable-records.ts). Revisions come from one sequence.
// A save or a reset is made only by the instance that holds the space's lease (leases.ts).
import type { StoredChange, StoredMeta } from '../../core/sandbox/store.js';
import type { SpaceLeases, SpaceStore, StoredKey } from '../../core/store/space-store.js';
import { loadPeer } from '../peers.js';
import { pendingSteps, type Dialect } from './migrations.js';
import { fence, listenForWanted, postgresLeases } from './leases.js';
import { randomUUID } from 'node:crypto';
import type { Pool, PoolConfig } from 'pg';

const POSTGRES: Dialect = {
  name: 'PostgreSQL',
  steps: [
    `CREATE SEQUENCE dispute_mock_revision;
     CREATE TABLE dispute_mock_spaces (id text PRIMARY KEY, revision bigint NOT NULL,
       used_at bigint NOT NULL, basis text, meta jsonb);
     CREATE INDEX dispute_mock_spaces_used_at ON dispute_mock_spaces (used_at);
     CREATE TABLE dispute_mock_records (space text NOT NULL REFERENCES dispute_mock_spaces (id) ON DELETE CASCADE,
       version text NOT NULL, collection text NOT NULL, id text NOT NULL, place bigint NOT NULL, body jsonb,
       PRIMARY KEY (space, version, collection, id));
     CREATE TABLE dispute_mock_keys (id text PRIMARY KEY, label text NOT NULL, signed boolean NOT NULL,
       created_at bigint NOT NULL, revoked_at bigint);`,
    // Leases (leases.ts): who holds the space, until when, and who wants it since when.
    `ALTER TABLE dispute_mock_spaces ADD COLUMN holder text, ADD COLUMN lease_until timestamptz,
       ADD COLUMN wanted_by text, ADD COLUMN wanted_at timestamptz;`,
  ],
};

/** Where the schema's version is kept; made before anything else, and locked while migrating. */
const VERSION_TABLE = 'CREATE TABLE IF NOT EXISTS dispute_mock_schema (version integer NOT NULL)';
/** Any constant: instances that start together migrate one after the other. */
const MIGRATION_LOCK = 7_310_201;

const SAVE = `WITH saved AS (
    UPDATE dispute_mock_spaces SET revision = nextval('dispute_mock_revision'), used_at = $3, basis = $4, meta = $5
    WHERE id = $1 AND revision = $2 AND ${fence('$7')} RETURNING id, revision
  ), written AS (
    INSERT INTO dispute_mock_records (space, version, collection, id, place, body)
    SELECT saved.id, r.version, r.collection, r.id, r.place, r.body
    FROM saved, jsonb_to_recordset($6::jsonb) AS r (version text, collection text, id text, place bigint, body jsonb)
    ON CONFLICT (space, version, collection, id) DO UPDATE SET place = excluded.place, body = excluded.body
  )
  SELECT revision FROM saved`;

const LOAD = `SELECT s.revision, s.basis, s.meta, coalesce((SELECT jsonb_agg(jsonb_build_array(r.version, r.collection, r.id, r.place, r.body))
  FROM dispute_mock_records r WHERE r.space = s.id), '[]') AS records FROM dispute_mock_spaces s WHERE s.id = $1`;

const CLEAR = `WITH cleared AS (
    UPDATE dispute_mock_spaces SET revision = nextval('dispute_mock_revision'), basis = NULL, meta = NULL
    WHERE id = $1 AND ${fence('$2')} RETURNING revision
  ), dropped AS (DELETE FROM dispute_mock_records WHERE space = $1 AND EXISTS (SELECT 1 FROM cleared))
  SELECT revision FROM cleared`;

/**
 * Spaces unused since $1, and rows that only held a lease for reads (a space never written, or
 * reset: its seed), once no lease runs on them; counts the first.
 */
const REMOVE_IDLE = `WITH removed AS (
    DELETE FROM dispute_mock_spaces WHERE (used_at < $1 OR basis IS NULL)
      AND (lease_until IS NULL OR lease_until < clock_timestamp()) RETURNING used_at
  ) SELECT count(*) FILTER (WHERE used_at < $1) AS n FROM removed`;

type Row = Record<string, unknown>;

const names = new Map<string, string>();
/** A name per statement text, for prepared statements. */
const statementName = (sql: string) => {
  let name = names.get(sql);
  if (!name) names.set(sql, (name = `dispute_mock_${names.size}`));
  return name;
};

const keyOf = (row: Row): StoredKey => ({
  id: String(row.id),
  label: String(row.label),
  signed: row.signed === true,
  createdAt: Number(row.created_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
});

/** Loads `pg`, an optional peer dependency: a missing one becomes the line that says what to install. */
async function loadPg(): Promise<typeof import('pg')> {
  const module = await loadPeer('pg', 'a PostgreSQL store', () => import('pg'));
  // CommonJS: its exports are the module's default export.
  return (module as unknown as { default?: typeof module }).default ?? module;
}

async function migratePostgres(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(VERSION_TABLE);
    const found = await client.query<{ version: number }>('SELECT version FROM dispute_mock_schema');
    const current = found.rows[0]?.version ?? 0;
    for (const { sql } of pendingSteps(POSTGRES, current)) await client.query(sql);
    if (found.rows.length === 0)
      await client.query('INSERT INTO dispute_mock_schema VALUES ($1)', [POSTGRES.steps.length]);
    else
      await client.query('UPDATE dispute_mock_schema SET version = $1', [
        Math.max(current, POSTGRES.steps.length),
      ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Connects, migrates, and gives the store; throws what is wrong in one line, the password left out. */
export async function openPostgresStore(
  config: PoolConfig,
  onError: (error: Error) => void,
): Promise<SpaceStore & { readonly leases: SpaceLeases }> {
  const pg = await loadPg();
  // int8 (revisions, places, times) as numbers: they stay far below 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  const pool = new pg.Pool({ max: 10, connectionTimeoutMillis: 10_000, ...config });
  pool.on('error', onError);
  try {
    await migratePostgres(pool);
    const store = postgresCalls(pool, randomUUID(), (text) => onError(new Error(text)));
    const listener = await listenForWanted(
      () => new pg.Client(config),
      store.leases,
      (text) => onError(new Error(text)),
    );
    return {
      ...store,
      async close() {
        try {
          await store.close();
        } finally {
          await listener.close();
        }
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

function postgresCalls(pool: Pool, holder: string, warn: (text: string) => void) {
  // Named, so that each connection parses and plans a statement once: the revision is asked before
  // every read.
  const rows = async (sql: string, values: unknown[] = []) =>
    (await pool.query<Row>({ name: statementName(sql), text: sql, values })).rows;
  const first = async (sql: string, values: unknown[] = []) => (await rows(sql, values))[0];
  const leases = postgresLeases(rows, holder, warn);
  return {
    leases,
    kind: 'postgres',
    async load(space) {
      const row = await first(LOAD, [space]);
      if (!row || row.basis === null) return { revision: (row?.revision as number) ?? 0, changes: undefined };
      const records = (row.records as [string, string, string, number, StoredChange['record'] | null][]).map(
        ([version, collection, id, place, body]): StoredChange => ({
          version,
          collection,
          id,
          place,
          record: body ?? undefined,
        }),
      );
      return {
        revision: row.revision as number,
        changes: { basis: row.basis as string, meta: row.meta as StoredMeta, records },
      };
    },
    revision: async (space) =>
      ((await first('SELECT revision FROM dispute_mock_spaces WHERE id = $1', [space]))
        ?.revision as number) ?? 0,
    async save(space, write) {
      const records = write.records.map((r) => ({ ...r, body: r.record ?? null, record: undefined }));
      const row = await first(SAVE, [
        space,
        write.revision,
        write.at,
        write.basis,
        write.meta,
        JSON.stringify(records),
        holder,
      ]);
      return row?.revision as number | undefined;
    },
    clear: async (space) => (await first(CLEAR, [space, holder]))?.revision as number | undefined,
    async touch(space, at) {
      await pool.query('UPDATE dispute_mock_spaces SET used_at = $2 WHERE id = $1', [space, at]);
    },
    removeIdle: async (before) => Number((await first(REMOVE_IDLE, [before]))!.n),
    count: async () =>
      Number((await first('SELECT count(*) AS n FROM dispute_mock_spaces WHERE basis IS NOT NULL'))!.n),
    keys: postgresKeys(pool, rows),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await leases
        .releaseAll()
        .catch((error: unknown) => warn(`could not let go of leases: ${String(error)}`));
      await pool.end();
    },
  } satisfies SpaceStore;
}

/** The sandbox keys' rows: ids, labels and dates, never a key (node/keys.ts). */
function postgresKeys(
  pool: Pool,
  rows: (sql: string, values?: unknown[]) => Promise<Row[]>,
): SpaceStore['keys'] {
  const first = async (sql: string, values: unknown[]) => (await rows(sql, values))[0];
  return {
    async add(k) {
      await pool.query(
        'INSERT INTO dispute_mock_keys (id, label, signed, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5)',
        [k.id, k.label, k.signed, k.createdAt, k.revokedAt],
      );
    },
    find: async (id) => {
      const row = await first('SELECT * FROM dispute_mock_keys WHERE id = $1', [id]);
      return row && keyOf(row);
    },
    list: async () => (await rows('SELECT * FROM dispute_mock_keys ORDER BY created_at, id')).map(keyOf),
    revoke: async (id, at) =>
      ((
        await pool.query('UPDATE dispute_mock_keys SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1', [
          id,
          at,
        ])
      ).rowCount ?? 0) > 0,
  };
}
