// Memory across page reloads (`createSandbox({ persist })`): records, scenarios and the journal kept
// in a Web Storage survive a reload, which a new sandbox over the same storage stands for here;
// `reset()` clears the stored records; a stored sandbox that does not fit is dropped with one
// warning and the seed answers; a storage that refuses writes costs one warning, never an answer.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../src/core/logger.js';
import { createSandbox, type SandboxOptions, type WebStorage } from '../src/msw/index.js';

const BASE = 'http://persist.mock.test';
const V = `${BASE}/public/2025-04-01`;
const ALERT = '6601a7c3e4b0c1d2e3f40a11';
const KEY = 'persist-key-0001';

/** A Web Storage in memory, as `sessionStorage` behaves within one tab. */
class MemoryStorage implements WebStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const warnings: string[] = [];
const logger: Logger = {
  level: 'warn',
  enabled: (level) => level === 'warn' || level === 'error',
  error: (m) => warnings.push(m),
  warn: (m) => warnings.push(m),
  info: () => {},
  debug: () => {},
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let clock = Date.UTC(2026, 0, 1);
/** A page load: a sandbox over `storage`, whose handlers now answer. */
function load(storage: WebStorage, options: SandboxOptions = {}) {
  const sandbox = createSandbox({
    baseUrl: BASE,
    apiKeys: [KEY],
    persist: storage,
    logger,
    now: () => clock,
    ...options,
  });
  server.resetHandlers(...sandbox.handlers);
  return sandbox;
}

const send = async (path: string, method = 'GET', body?: unknown) => {
  const response = await fetch(`${V}${path}`, {
    method,
    headers: { 'x-api-key': KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : JSON.parse(text) };
};

describe('a sandbox with persist', () => {
  it('finds its records, scenarios and journal again after a reload', async () => {
    const storage = new MemoryStorage();
    const before = load(storage);
    await send(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'refunded' });
    const webhook = (
      await send('/webhooks', 'POST', { event: 'alerts.created', url: 'https://app.example/a' })
    ).json;
    const evidence = (
      await send('/evidence', 'POST', {
        account_id: 'a',
        dispute: { dispute_id: '6602b1d4e4b0c1d2e3f41c33' },
      })
    ).json;
    before.scenarios.add({ version: '2025-04-01', operationId: 'getAccount', status: 404, times: 2 });
    expect((await send('/accounts/6604d3f6e4b0c1d2e3f43e55')).status).toBe(404);
    const [state, scenarios, journal] = [before.state(), before.scenarios.list(), before.journal()];

    const after = load(storage);
    expect(after.scenarios.list()).toEqual(scenarios);
    expect(after.journal()).toEqual(journal);
    expect(after.state()).toEqual(state);
    expect((await send(`/alerts/${ALERT}`)).json.outcome).toBe('refunded');
    // The scenario goes on counting down, ids go on where they stopped, evidence completes when due.
    expect((await send('/accounts/6604d3f6e4b0c1d2e3f43e55')).status).toBe(404);
    expect((await send('/accounts/6604d3f6e4b0c1d2e3f43e55')).status).toBe(200);
    const next = (await send('/webhooks', 'POST', { event: 'alerts.created', url: 'https://app.example/b' }))
      .json;
    expect(next.id).not.toBe(webhook.id);
    expect((await send(`/evidence/${evidence.id}`)).json.status).toBe('in_progress');
    clock += 60_000;
    expect((await send(`/evidence/${evidence.id}`)).json.status).toBe('completed');
    expect(warnings).toEqual([]);
  });

  it('creates the same ids after a reload as without one, in every version', async () => {
    const created = async (version: string) =>
      (
        await fetch(`${BASE}/public/${version}/webhooks`, {
          method: 'POST',
          headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ event: 'alerts.created', url: 'https://app.example/c' }),
        })
      ).json() as Promise<{ id: string }>;
    load(new MemoryStorage());
    const unbroken = [(await created('2025-04-01')).id, (await created('2024-03-18')).id];
    const storage = new MemoryStorage();
    load(storage);
    const first = (await created('2025-04-01')).id;
    load(storage);
    expect([first, (await created('2024-03-18')).id]).toEqual(unbroken);
  });

  it('keeps no key in the storage', async () => {
    const storage = new MemoryStorage();
    load(storage);
    await send('/alerts?limit=1');
    const stored = [...storage.items.values()].join('\n');
    expect(stored).toContain('[REDACTED]');
    expect(stored).not.toContain(KEY);
  });

  it('reset() clears the stored records: the next load starts from the seed', async () => {
    const storage = new MemoryStorage();
    const seeded = (await send(`/alerts/${ALERT}`)).json.outcome;
    const sandbox = load(storage);
    await send(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'refunded' });
    sandbox.reset();
    expect([...storage.items.keys()].some((k) => k.endsWith(' records'))).toBe(false);
    load(storage);
    expect((await send(`/alerts/${ALERT}`)).json.outcome).toBe(seeded);
  });

  it('without persist, a reload is back to the seed', async () => {
    const sandbox = createSandbox({ baseUrl: BASE, apiKeys: [KEY] });
    server.resetHandlers(...sandbox.handlers);
    await send(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'refunded' });
    server.resetHandlers(...createSandbox({ baseUrl: BASE, apiKeys: [KEY] }).handlers);
    expect((await send(`/alerts/${ALERT}`)).json.outcome).not.toBe('refunded');
  });
});

describe('a stored sandbox that does not fit', () => {
  const stored = async () => {
    const storage = new MemoryStorage();
    load(storage);
    await send(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'refunded' });
    warnings.length = 0;
    return storage;
  };
  const recordsKey = (storage: MemoryStorage) =>
    [...storage.items.keys()].find((k) => k.endsWith(' records'))!;

  it.each([
    [
      'a record that breaks a newer contract',
      (s: any) => {
        s.contract = 0;
        s.versions['2025-04-01'].records.alerts[0].currency = 'usd';
      },
      /version 2025-04-01, collection alerts, record 0, field \/currency: must match pattern/,
    ],
    [
      'a collection the shape no longer has',
      (s: any) => void (s.versions['2025-04-01'].records.cats = []),
      /its collections are not alerts, disputes/,
    ],
    [
      'a version no longer served',
      (s: any) => void (s.versions['1999-01-01'] = s.versions['2024-03-18']),
      /its versions are not the ones served/,
    ],
    ['another seed', (s: any) => void (s.seed = 2), /another seed or other own data/],
  ])('is dropped with one warning: %s', async (_case, edit, warning) => {
    const storage = await stored();
    const snapshot = JSON.parse(storage.getItem(recordsKey(storage))!);
    edit(snapshot);
    storage.setItem(recordsKey(storage), JSON.stringify(snapshot));
    const sandbox = load(storage);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
    expect((await send(`/alerts/${ALERT}`)).json.outcome).not.toBe('refunded');
    expect(sandbox.journal()).toHaveLength(1);
  });

  it('is kept under a newer contract that its records still fit', async () => {
    const storage = await stored();
    const snapshot = JSON.parse(storage.getItem(recordsKey(storage))!);
    storage.setItem(recordsKey(storage), JSON.stringify({ ...snapshot, contract: 0 }));
    load(storage);
    expect(warnings).toEqual([]);
    expect((await send(`/alerts/${ALERT}`)).json.outcome).toBe('refunded');
  });

  it('is dropped when it is not JSON, or with other own data', async () => {
    const storage = await stored();
    storage.setItem(recordsKey(storage), '{"seed":');
    load(storage);
    expect(warnings).toEqual([expect.stringMatching(/starts from the seed: records: .*JSON/)]);
    const again = await stored();
    warnings.length = 0;
    const { requestId: _r, ...alert } = (await send(`/alerts/${ALERT}`)).json;
    load(again, { fixtures: { '2025-04-01': { alerts: [alert] } } });
    expect(warnings).toEqual([expect.stringMatching(/another seed or other own data/)]);
  });

  it('hashes the own data once per sandbox, not on every write it saves', async () => {
    load(new MemoryStorage());
    const { requestId: _r, ...alert } = (await send(`/alerts/${ALERT}`)).json;
    const fixtures = { '2025-04-01': { alerts: [alert] } };
    // Counts the serialisations of the own data, which its hash needs; not a member the check reads.
    let serialised = 0;
    Object.defineProperty(fixtures, 'toJSON', {
      value: () => (serialised++, { '2025-04-01': fixtures['2025-04-01'] }),
    });
    load(new MemoryStorage(), { fixtures });
    for (const outcome of ['refunded', 'duplicate', 'refunded'])
      expect((await send(`/alerts/${ALERT}/outcome`, 'POST', { outcome })).status).toBe(202);
    expect(serialised).toBe(1);
  });

  it('a storage that refuses writes costs one warning; the sandbox answers from memory', async () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    warnings.length = 0;
    load(full);
    await send(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'refunded' });
    await send(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'duplicate' });
    expect((await send(`/alerts/${ALERT}`)).json.outcome).toBe('duplicate');
    expect(warnings).toEqual([expect.stringMatching(/could not be stored, it lives in memory only/)]);
  });
});
