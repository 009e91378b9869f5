// The rate limit per key (core/rate-limit.ts, `rateLimit`, `--rate-limit`), on an injected clock: a
// burst passes, the next request is a 429 in the API's format with `Retry-After`, the bucket fills
// again with time; keys are counted apart, requests without an accepted key and the mock's own
// routes never, and the buckets of idle keys are dropped.
import { contractProblems } from '@dispute-api/spec/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Observer } from '../src/core/metrics.js';
import { createRateLimit } from '../src/core/rate-limit.js';
import type { RunningMock } from '../src/index.js';
import { call, start } from './helpers/mock.js';

const [A, B] = ['rate-key-a-0001', 'rate-key-b-0002'];
const ALERTS = '/public/2025-04-01/alerts?limit=1';
const listAlerts = { version: '2025-04-01', method: 'get', template: '/alerts' };

describe('a rate limit of 2 a second, burst 3', () => {
  let clock = 0;
  let refused = 0;
  let mock: RunningMock;
  const observer: Observer = {
    answered: () => undefined,
    rateLimited: () => void refused++,
    storeCall: () => undefined,
    spaces: () => undefined,
  };
  beforeAll(async () => {
    mock = await start({ apiKeys: [A, B], rateLimit: 2, rateBurst: 3, now: () => clock, observer });
  });
  afterAll(() => mock.close());
  // Each test starts a second later than the last left off: every bucket full again.
  beforeEach(() => void (clock += 10_000));

  const statuses = async (n: number, key = A) => {
    const got: number[] = [];
    for (let i = 0; i < n; i++) got.push((await call(mock, ALERTS, { key })).status);
    return got;
  };

  it('lets the burst pass, then answers 429 with Retry-After in the API error format', async () => {
    expect(await statuses(3)).toEqual([200, 200, 200]);
    const before = refused;
    const r = await call(mock, ALERTS, { key: A, socket: true });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('1');
    expect(r.json).toEqual({
      error: {
        type: 'rate_limit_error',
        code: 'rate_limited',
        message: 'Too many requests: the limit is 2 per second per key; retry after 1 s',
        request_id: r.headers.get('x-request-id'),
      },
      requestId: r.headers.get('x-request-id'),
    });
    expect(contractProblems(listAlerts, r.status, r.text)).toEqual([]);
    expect(refused).toBe(before + 1);
  });

  it('fills again at the rate: one more request each half second', async () => {
    expect(await statuses(4)).toEqual([200, 200, 200, 429]);
    clock += 499;
    expect(await statuses(1)).toEqual([429]);
    clock += 1;
    expect(await statuses(2)).toEqual([200, 429]);
    clock += 1_000;
    expect(await statuses(3)).toEqual([200, 200, 429]);
  });

  it('counts each key apart', async () => {
    expect(await statuses(4, A)).toEqual([200, 200, 200, 429]);
    expect(await statuses(3, B)).toEqual([200, 200, 200]);
  });

  it('never limits requests without an accepted key, the probes or the control routes', async () => {
    expect(await statuses(4, A)).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 5; i++) {
      expect((await call(mock, '/public/2025-04-01/health-check', { key: null })).status).toBe(200);
      expect((await call(mock, '/__mock/ready', { key: null })).status).toBe(200);
      expect((await call(mock, '/__mock/state', { key: A })).status).toBe(200);
      expect((await call(mock, ALERTS, { key: 'not-a-key' })).status).toBe(403);
    }
  });
});

describe('the buckets', () => {
  it('say how long until the next token, in seconds', () => {
    const limit = createRateLimit({ rate: 4 });
    for (let i = 0; i < 4; i++) expect(limit.take('k', 0)).toBeUndefined();
    expect(limit.take('k', 0)).toBe(0.25);
    expect(limit.take('k', 100)).toBeCloseTo(0.15);
  });

  it('drop the buckets of keys idle until full again, so the map stays as small as the keys in use', () => {
    const limit = createRateLimit({ rate: 10, burst: 20 });
    // 1,000 keys each empty their bucket at 0; at 10 a second, each is full again at 2 s.
    for (let i = 0; i < 1_000; i++) for (let t = 0; t < 20; t++) limit.take(`key-${i}`, 0);
    expect(limit.size).toBe(1_000);
    limit.take('key-0', 1_999);
    expect(limit.size).toBe(1_000);
    // key-0, used at 1.999 s, is not full yet; every other key is, and goes.
    limit.take('late', 2_000);
    expect(limit.size).toBe(2);
  });

  it('take nothing from a clock that steps back', () => {
    const limit = createRateLimit({ rate: 1 });
    expect(limit.take('k', 5_000)).toBeUndefined();
    expect(limit.take('k', 1_000)).toBe(1);
  });
});
