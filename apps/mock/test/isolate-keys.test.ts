// Isolated sandboxes (`--isolate-keys`): each accepted key has its own copy of the sandbox, so
// parallel test workers (one key each) never see each other's writes, scenarios or resets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { call, start } from './helpers/mock.js';

const A = 'worker-a-key';
const B = 'worker-b-key';
const ALERT = '6601a7c3e4b0c1d2e3f40a11';
let mock: RunningMock;
let shared: RunningMock;
beforeAll(async () => {
  mock = await start({ apiKeys: [A, B], isolateKeys: true });
  shared = await start({ apiKeys: [A, B] });
});
afterAll(async () => {
  await mock.close();
  await shared.close();
});

const outcomeOf = async (m: RunningMock, key: string) =>
  (await call(m, `/public/2025-04-01/alerts/${ALERT}`, { key })).json.outcome;
const report = (m: RunningMock, key: string, outcome: string) =>
  call(m, `/public/2025-04-01/alerts/${ALERT}/outcome`, { method: 'POST', key, body: { outcome } });

describe('--isolate-keys', () => {
  it("keeps each key's writes to itself, from the same seed", async () => {
    const before = await outcomeOf(mock, B);
    expect((await report(mock, A, 'refunded')).status).toBe(202);
    expect(await outcomeOf(mock, A)).toBe('refunded');
    expect(await outcomeOf(mock, B)).toBe(before);
    await call(mock, `/public/2025-04-01/webhooks`, {
      method: 'POST',
      key: B,
      body: { event: 'alerts.created', url: 'https://b.example/hook' },
    });
    const count = async (key: string) =>
      (await call(mock, `/public/2025-04-01/webhooks`, { key })).json.data.length;
    expect((await count(B)) - (await count(A))).toBe(1);
  });

  it("resets only the caller's copy, and keeps scenarios per key", async () => {
    await report(mock, A, 'refunded');
    await report(mock, B, 'decline');
    await call(mock, '/__mock/reset', { method: 'POST', key: A });
    expect(await outcomeOf(mock, A)).not.toBe('refunded');
    expect(await outcomeOf(mock, B)).toBe('decline');
    await call(mock, '/__mock/scenarios', {
      method: 'POST',
      key: A,
      body: { version: '2025-04-01', operationId: 'getAlert', status: 500, times: 1 },
    });
    expect((await call(mock, `/public/2025-04-01/alerts/${ALERT}`, { key: B })).status).toBe(200);
    expect((await call(mock, `/public/2025-04-01/alerts/${ALERT}`, { key: A })).status).toBe(500);
    expect((await call(mock, '/__mock/state', { key: B })).json.counts['2025-04-01'].alerts).toBe(137);
  });

  it("keeps each key's journal to itself; a request no key owns shows in every journal", async () => {
    await call(mock, '/__mock/requests', { method: 'DELETE', key: A });
    await call(mock, '/__mock/requests', { method: 'DELETE', key: B });
    await call(mock, `/public/2025-04-01/alerts/${ALERT}`, { key: A });
    await call(mock, '/public/2025-04-01/webhooks', { key: B });
    await call(mock, '/public/2025-04-01/webhooks', { key: 'not-a-key' });
    const journal = async (key: string) =>
      (
        (await call(mock, '/__mock/requests', { key })).json.requests as { target: string; status: number }[]
      ).map((r) => `${r.status} ${r.target}`);
    expect(await journal(A)).toEqual([
      '403 /public/2025-04-01/webhooks',
      `200 /public/2025-04-01/alerts/${ALERT}`,
    ]);
    expect(await journal(B)).toEqual(['403 /public/2025-04-01/webhooks', '200 /public/2025-04-01/webhooks']);
    await call(mock, '/__mock/requests', { method: 'DELETE', key: A });
    expect(await journal(A)).toEqual([]);
    expect(await journal(B)).toHaveLength(2);
  });

  it('without it, every key shares one sandbox', async () => {
    await report(shared, A, 'refunded');
    expect(await outcomeOf(shared, B)).toBe('refunded');
  });

  it('needs the sandbox', async () => {
    await expect(start({ stateful: false, isolateKeys: true })).rejects.toThrow(
      /isolateKeys applies to the sandbox, not to the static mode/,
    );
  });
});
