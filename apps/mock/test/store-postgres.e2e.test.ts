// The spaces over PostgreSQL: a real server the test starts (tests/support), instances of the mock
// on it, what the hosted sandbox promises: the answers of one in-memory sandbox, no lost update,
// keys that never see each other's records, revocation, a write answered is a write kept (kill -9),
// and one clear line for a store that cannot be used.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type Postgres } from '@dispute-api/test-support/postgres';
import type { RunningMock } from '../src/index.js';
import { keysCommand } from '../src/node/keys-command.js';
import { openPostgresStore } from '../src/node/store/postgres.js';
import { LEASE_MS } from '../src/node/store/leases.js';
import type { SpaceWrite } from '../src/core/store/space-store.js';
import { call, start } from './helpers/mock.js';
import { runSequence, senderOf } from './helpers/sequence.js';
import { runCli, startCli } from './helpers/cli.js';

const KEYS = ['team-a-key', 'team-b-key', 'team-c-key'];
const SECRET = 'a-root-secret-of-at-least-32-characters';
let server: Postgres;
let clock = Date.UTC(2025, 5, 1);
const now = () => clock;
const started: RunningMock[] = [];

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await Promise.all(started.map((m) => m.close()));
  await server?.stop();
});

/** A database of its own for a test, on the test file's server. */
async function database(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function instance(options: object = {}) {
  const mock = await start({ apiKeys: KEYS, isolateKeys: true, now, evidenceDelayMs: 1500, ...options });
  started.push(mock);
  return mock;
}

describe('two instances on one PostgreSQL database', () => {
  it('answer a random sequence of 1,000 calls over three keys as one in-memory sandbox does', async () => {
    const store = await database('sequence');
    const [reference, a, b] = [await instance(), await instance({ store }), await instance({ store })];
    const { writes } = await runSequence({
      seed: 20261204,
      steps: 1000,
      keys: KEYS,
      reference: senderOf(reference),
      subjects: [senderOf(a), senderOf(b)],
      tick: (ms) => (clock += ms),
    });
    expect(writes).toBeGreaterThan(300);
  });

  it('lose no update when both write one record and one list at the same moment', async () => {
    const store = await database('concurrent');
    const [a, b] = [await instance({ store }), await instance({ store })];
    const dispute = '/public/2025-04-01/disputes/6602b1d4e4b0c1d2e3f41c33';
    const patches = Array.from({ length: 20 }, (_, i) =>
      call(i % 2 ? a : b, dispute, { key: KEYS[0], method: 'PATCH', body: { order: { [`note${i}`]: i } } }),
    );
    expect((await Promise.all(patches)).map((r) => r.status)).toEqual(Array(20).fill(200));
    const hooks = Array.from({ length: 20 }, (_, i) =>
      call(i % 2 ? a : b, '/public/2025-04-01/webhooks', {
        key: KEYS[0],
        method: 'POST',
        body: { event: 'alerts.updated', url: `https://a.example/${i}` },
      }),
    );
    const ids = (await Promise.all(hooks)).map((r) => r.json.id);
    expect(new Set(ids).size).toBe(20);
    for (const mock of [a, b]) {
      const listed = (await call(mock, '/public/2025-04-01/webhooks', { key: KEYS[0] })).json.data;
      expect(listed.filter((w: { id: string }) => ids.includes(w.id))).toHaveLength(20);
    }
  });

  it('keep 50 keys apart under random writes through both instances', async () => {
    const store = await database('fifty');
    const keys = Array.from({ length: 50 }, (_, i) => `key-${i}`);
    const [a, b] = [await instance({ store, apiKeys: keys }), await instance({ store, apiKeys: keys })];
    const urls = await Promise.all(
      keys.map(async (key, i) => {
        const url = `https://k${i}.example/hook`;
        const r = await call(i % 2 ? a : b, '/public/2025-04-01/webhooks', {
          key,
          method: 'POST',
          body: { event: 'alerts.updated', url },
        });
        expect(r.status).toBe(201);
        return url;
      }),
    );
    for (const [i, key] of keys.entries()) {
      const seen = (await call(i % 2 ? b : a, '/public/2025-04-01/webhooks', { key })).json.data.map(
        (w: { url: string }) => w.url,
      );
      expect(seen.filter((url: string) => urls.includes(url))).toEqual([urls[i]]);
    }
  });
});

describe('leases of spaces in PostgreSQL', () => {
  const fail = (error: Error) => expect.fail(error.message);
  /** Two stores on a database of their own, as two instances open theirs. */
  const twoStores = async (name: string) => {
    const url = await database(name);
    const [a, b] = [
      await openPostgresStore({ connectionString: url }, fail),
      await openPostgresStore({ connectionString: url }, fail),
    ];
    return { url, a, b };
  };
  const write = (revision: number): SpaceWrite => ({
    revision,
    at: clock,
    basis: 'seed',
    meta: { ids: 0, kept: {} },
    records: [],
  });

  it('let only the instance that holds one save or reset its space, and pass to one that must write', async () => {
    const { a, b } = await twoStores('leases');
    try {
      expect(await a.leases.take('space', false)).toBe(0);
      expect(a.leases.holds('space')).toBe(true);
      // A read finds it held: the revision, and no lease.
      expect(await b.leases.take('space', false)).toBe(0);
      expect(b.leases.holds('space')).toBe(false);
      expect(await b.save('space', write(0))).toBeUndefined();
      expect(await b.clear('space')).toBeUndefined();
      const saved = (await a.save('space', write(0)))!;
      expect(saved).toBeGreaterThan(0);
      // A writer waits until the holder lets go (told by NOTIFY, or its lease ends), then holds it.
      expect(await b.leases.take('space', true)).toBe(saved);
      expect(a.leases.holds('space')).toBe(false);
      expect(await a.save('space', write(saved))).toBeUndefined();
      expect(await b.save('space', write(saved))).toBeGreaterThan(saved);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('are not taken back by their holder while another instance wishes one', async () => {
    const url = await database('wishes');
    const a = await openPostgresStore({ connectionString: url }, fail);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await a.leases.take('space', true);
      // The wish of an instance that is not listening: the holder hears nothing of it.
      const { wished } = (
        await client.query(
          "UPDATE dispute_mock_spaces SET wanted_by = 'another', wanted_at = clock_timestamp() RETURNING wanted_at AS wished",
        )
      ).rows[0];
      await a.leases.take('space', true);
      const { until } = (await client.query('SELECT lease_until AS until FROM dispute_mock_spaces')).rows[0];
      // Taken again only once the wish was no longer fresh (a lease's length): PostgreSQL's times.
      expect(until.getTime() - wished.getTime()).toBeGreaterThan(2 * LEASE_MS);
    } finally {
      await Promise.all([a.close(), client.end()]);
    }
  });

  it("answer a read of a space another instance holds without waiting for the row's lock", async () => {
    const { url, a, b } = await twoStores('unlocked');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await a.leases.take('space', true);
      // The holder's save under way keeps the row locked until it commits.
      await client.query('BEGIN');
      await client.query("SELECT 1 FROM dispute_mock_spaces WHERE id = 'space' FOR UPDATE");
      expect(await b.leases.take('space', false)).toBe(0);
      expect(b.leases.holds('space')).toBe(false);
    } finally {
      await client.query('ROLLBACK');
      await Promise.all([a.close(), b.close(), client.end()]);
    }
  });

  it('are heard of again after the connection that hears wishes is lost', async () => {
    const url = await database('relisten');
    const errors: string[] = [];
    const store = await openPostgresStore({ connectionString: url }, (error) => errors.push(error.message));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const listener = async () =>
      (
        await client.query(
          "SELECT pid FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()",
        )
      ).rows.map((row) => row.pid as number);
    try {
      const [first] = await listener();
      expect(first).toBeDefined();
      await client.query('SELECT pg_terminate_backend($1)', [first]);
      // A new connection listens, once the old one is seen lost.
      await expect
        .poll(async () => (await listener()).filter((pid) => pid !== first), { timeout: 60_000 })
        .toHaveLength(1);
      expect(errors.join('\n')).toMatch(/lost the connection that hears which spaces other instances want/);
    } finally {
      await Promise.all([store.close(), client.end()]);
    }
  });

  it('spare an instance that holds one the question before each read', async () => {
    const store = await database('reads');
    const mock = await instance({ store, metricsPort: 0 });
    const asked = async () =>
      Number(
        /^dispute_api_mock_store_call_duration_seconds_count\{kind="revision"\} (\d+)$/m.exec(
          await (await fetch(mock.metricsUrl!)).text(),
        )?.[1] ?? 0,
      );
    for (let i = 0; i < 20; i++)
      expect((await call(mock, '/public/2025-04-01/alerts?limit=5', { key: KEYS[2] })).status).toBe(200);
    // The first read asks and takes the lease; a machine stalled past a lease asks again.
    expect(await asked()).toBeGreaterThan(0);
    expect(await asked()).toBeLessThan(10);
  });
});

describe('the metrics of an instance on PostgreSQL', () => {
  it('count the spaces in memory and in the store, and time the store calls', async () => {
    const store = await database('metrics');
    const mock = await instance({ store, metricsPort: 0 });
    await call(mock, '/public/2025-04-01/webhooks', {
      key: KEYS[1],
      method: 'POST',
      body: { event: 'alerts.updated', url: 'https://m.example/h' },
    });
    const scrape = async () => (await fetch(mock.metricsUrl!)).text();
    await expect.poll(scrape, { timeout: 120_000 }).toMatch(/^dispute_api_mock_spaces_stored 1$/m);
    const text = await scrape();
    expect(text).toMatch(/^dispute_api_mock_spaces_in_memory 2$/m);
    expect(text).toMatch(/^dispute_api_mock_store_call_duration_seconds_count\{kind="save"\} 1$/m);
  });
});

describe('sandbox keys in PostgreSQL', () => {
  it('are accepted by every instance until revoked, then 403; the store holds no key', async () => {
    const store = await database('keys');
    const env = { DISPUTE_MOCK_STORE: store, DISPUTE_MOCK_KEY_SECRET: SECRET };
    const created = JSON.parse(await keysCommand(['create', '--label', 'Team A', '--json'], env));
    const [a, b] = [
      await instance({ store, keySecret: SECRET, apiKeys: [] }),
      await instance({ store, keySecret: SECRET, apiKeys: [] }),
    ];
    const health = (mock: RunningMock, key: string) =>
      call(mock, '/public/2025-04-01/health-check/access-key', { key });
    expect((await health(a, created.accessKey)).status).toBe(200);
    expect((await health(b, created.accessKey)).status).toBe(200);
    expect((await health(a, 'local-dev-key')).status).toBe(403);
    expect((await health(a, `${created.accessKey.slice(0, -1)}x`)).status).toBe(403);
    expect(await keysCommand(['revoke', created.id], env)).toBe(`key ${created.id} revoked`);
    await expect.poll(async () => (await health(b, created.accessKey)).status).toBe(403);
    const dump = new pg.Client({ connectionString: store });
    await dump.connect();
    const text = JSON.stringify((await dump.query('SELECT * FROM dispute_mock_keys')).rows);
    await dump.end();
    expect(text).toContain(created.id);
    expect(text).not.toContain(created.accessKey.split('_')[2]);
    expect(text).not.toContain(created.secretKey);
  });
});

describe('the command on PostgreSQL', () => {
  it('keeps a write answered 2xx when killed at once (kill -9), and reads it back after a restart', async () => {
    const store = await database('killed');
    const env = { DISPUTE_MOCK_STORE: store };
    const first = await startCli(['--port', '0', '--api-key', 'k'], env);
    const created = await fetch(`${first.origin}/public/2025-04-01/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'alerts.updated', url: 'https://killed.example/h' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    first.kill('SIGKILL');
    const second = await startCli(['--port', '0', '--api-key', 'k'], env);
    const list = (await (
      await fetch(`${second.origin}/public/2025-04-01/webhooks`, { headers: { 'x-api-key': 'k' } })
    ).json()) as { data: { id: string }[] };
    expect(list.data.map((w) => w.id)).toContain(id);
    // The killed instance's lease on the space ends by itself: a write waits for it, then is made.
    const removed = await fetch(`${second.origin}/public/2025-04-01/webhooks/${id}`, {
      method: 'DELETE',
      headers: { 'x-api-key': 'k' },
    });
    second.kill('SIGTERM');
    expect(removed.status).toBeLessThan(300);
  });

  it('refuses to start with one line: a wrong password, an unreachable server, a schema from the future', async () => {
    const wrong = new URL(server.url);
    wrong.password = 'not-the-password';
    const refused = await runCli(['--port', '0'], { DISPUTE_MOCK_STORE: wrong.toString() });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(
      /^dispute-api-mock: cannot start: the PostgreSQL store .*\*\*\*.*password authentication failed/,
    );
    expect(refused.stderr).not.toContain('not-the-password');
    const closed = await runCli(['--port', '0', '--store', 'postgres://u:p@127.0.0.1:1/db']);
    expect(closed.code).toBe(1);
    expect(closed.stderr).toMatch(
      /^dispute-api-mock: cannot start: the PostgreSQL store postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/db: .*ECONNREFUSED/,
    );
    const future = await database('future');
    // Made and migrated by this mock, then marked as a newer one's.
    await (await start({ store: future })).close();
    const client = new pg.Client({ connectionString: future });
    await client.connect();
    await client.query('UPDATE dispute_mock_schema SET version = 99');
    await client.end();
    const newer = await runCli(['--port', '0'], { DISPUTE_MOCK_STORE: future });
    expect(newer.code).toBe(1);
    expect(newer.stderr).toMatch(/schema is version 99, newer than this mock knows \(2\)/);
    expect(newer.stdout).toBe('');
  });
});
