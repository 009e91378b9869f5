// The spaces over a durable store, with the store in this process's memory: two engines on one
// store stand for two instances on one database. What holds here holds for every store; the SQLite
// and PostgreSQL tests run the same sequences on theirs.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { createMemoryStore } from '../src/core/store/memory-store.js';
import type { SpaceStore } from '../src/core/store/space-store.js';
import { call, start } from './helpers/mock.js';
import { runSequence, senderOf } from './helpers/sequence.js';

const KEYS = ['team-a-key', 'team-b-key', 'team-c-key'];
let clock = Date.UTC(2025, 5, 1);
const now = () => clock;
const spaceOf = (key: string) => createHash('sha256').update(key).digest('hex');
const started: RunningMock[] = [];

async function instance(store?: SpaceStore, extra: object = {}) {
  const mock = await start({
    apiKeys: KEYS,
    isolateKeys: true,
    now,
    evidenceDelayMs: 1500,
    ...(store ? { store: { store, spaceOf } } : {}),
    ...extra,
  });
  started.push(mock);
  return mock;
}
afterAll(() => Promise.all(started.map((m) => m.close())));

describe('two instances on one store', () => {
  it('answer a random sequence of 1,000 calls over three keys as one in-memory sandbox does', async () => {
    const store = createMemoryStore();
    const [reference, a, b] = [await instance(), await instance(store), await instance(store)];
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

  it('a space written before a restart reads back after it, from the store alone', async () => {
    const store = createMemoryStore();
    const first = await instance(store);
    const created = await call(first, '/public/2025-04-01/webhooks', {
      key: KEYS[0],
      method: 'POST',
      body: { event: 'alerts.updated', url: 'https://a.example/hook' },
    });
    expect(created.status).toBe(201);
    const second = await instance(store);
    const list = await call(second, '/public/2025-04-01/webhooks', { key: KEYS[0] });
    expect(list.json.data.map((w: { id: string }) => w.id)).toContain(created.json.id);
    const other = await call(second, '/public/2025-04-01/webhooks', { key: KEYS[1] });
    expect(other.json.data.map((w: { id: string }) => w.id)).not.toContain(created.json.id);
  });

  it('a reset through one instance is the seed again through the other', async () => {
    const store = createMemoryStore();
    const [a, b] = [await instance(store), await instance(store)];
    const alert = '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11';
    await call(a, `${alert}/outcome`, { key: KEYS[0], method: 'POST', body: { outcome: 'refunded' } });
    expect((await call(b, alert, { key: KEYS[0] })).json.outcome).toBe('refunded');
    expect((await call(b, '/__mock/reset', { key: KEYS[0], method: 'POST' })).status).toBe(200);
    expect((await call(a, alert, { key: KEYS[0] })).json.outcome).toBeNull();
  });

  it('concurrent updates of one dispute from both instances lose none', async () => {
    const store = createMemoryStore();
    const [a, b] = [await instance(store), await instance(store)];
    const dispute = '/public/2025-04-01/disputes/6602b1d4e4b0c1d2e3f41c33';
    const patches = Array.from({ length: 20 }, (_, i) =>
      call(i % 2 ? a : b, dispute, {
        key: KEYS[0],
        method: 'PATCH',
        body: { order: { [`note${i}`]: i } },
      }),
    );
    expect((await Promise.all(patches)).map((r) => r.status)).toEqual(Array(20).fill(200));
    const webhooks = Array.from({ length: 20 }, (_, i) =>
      call(i % 2 ? a : b, '/public/2025-04-01/webhooks', {
        key: KEYS[0],
        method: 'POST',
        body: { event: 'alerts.updated', url: `https://a.example/${i}` },
      }),
    );
    const ids = (await Promise.all(webhooks)).map((r) => r.json.id);
    expect(new Set(ids).size).toBe(20);
    const listed = (await call(a, '/public/2025-04-01/webhooks', { key: KEYS[0] })).json.data;
    expect(listed.filter((w: { id: string }) => ids.includes(w.id))).toHaveLength(20);
  });

  it('refuses a write past the records limit in the API format, and keeps the space as it was', async () => {
    // The limit leaves room for 6 records beside the seed, whatever the versions served.
    const seed = Object.values((await call(await instance(), '/__mock/state', { key: KEYS[0] })).json.counts)
      .flatMap((c) => Object.values(c as object))
      .reduce((a, b) => a + b, 0);
    const store = createMemoryStore();
    const mock = await instance(store, { store: { store, spaceOf, maxRecords: seed + 6 } });
    const hook = (i: number) =>
      call(mock, '/public/2025-04-01/webhooks', {
        key: KEYS[0],
        method: 'POST',
        body: { event: 'alerts.updated', url: `https://a.example/${i}` },
      });
    const counts = async () => (await call(mock, '/__mock/state', { key: KEYS[0] })).json.counts;
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push(await hook(i));
    expect(answers.map((a) => a.status)).toEqual([...Array(6).fill(201), 400, 400, 400]);
    const refused = answers.find((a) => a.status !== 201)!;
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'sandbox_records_limit',
    });
    const after = Object.values(await counts()).flatMap((c) => Object.values(c as object));
    expect(after.reduce((a, b) => a + b, 0)).toBe(seed + 6);
  });
});
