// The request journal: the most recent requests, newest first and bounded, with time, method,
// target, status, request id and duration, the problems of refused requests, and no key material.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { JOURNAL_SIZE } from '../src/core/control/journal.js';
import { call, start } from './helpers/mock.js';

const KEY = 'journal-key-0001';
const SECRET = 'journal-secret-0002';
let mock: RunningMock;
beforeAll(async () => {
  mock = await start({ apiKeys: [KEY], secretKey: SECRET });
});
afterAll(() => mock.close());
beforeEach(() => call(mock, '/__mock/requests', { method: 'DELETE', key: KEY }));

const journal = async (query = '') =>
  (await call(mock, `/__mock/requests${query}`, { key: KEY })).json.requests;

describe('the request journal', () => {
  it('lists requests newest first, with what a developer needs to see', async () => {
    const ok = await call(mock, `/public/2025-04-01/alerts?limit=2`, {
      key: KEY,
      headers: { 'user-agent': 'my-app/1.0' },
    });
    await call(mock, `/public/2025-04-01/alerts?limit=0&offset=-1`, { key: KEY });
    const entries = await journal();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      method: 'GET',
      target: `/public/2025-04-01/alerts?limit=0&offset=-1`,
      status: 400,
      // In the order the spec lists the parameters.
      problems: ['offset must be an integer of at least 0', 'limit must be an integer from 1 to 100'],
    });
    expect(entries[1]).toMatchObject({
      method: 'GET',
      target: `/public/2025-04-01/alerts?limit=2`,
      status: 200,
      requestId: ok.headers.get('x-request-id'),
    });
    expect(entries[1].problems).toBeUndefined();
    expect(entries[1].headers['user-agent']).toBe('my-app/1.0');
    expect(Date.parse(entries[1].time)).toBeGreaterThan(Date.now() - 60_000);
    expect(typeof entries[1].durationMs).toBe('number');
  });

  it('redacts key material in headers and targets', async () => {
    await call(mock, `/public/2025-04-01/alerts?x-api-key=${KEY}&s=${SECRET}`, {
      key: KEY,
      headers: { 'x-service-hmac-sha256': 'a'.repeat(64), 'x-note': `copy of ${KEY}` },
    });
    await call(mock, `/public/2025-04-01/alerts`, { key: 'wrong-key-0003' });
    const text = JSON.stringify(await journal());
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('a'.repeat(64));
    expect(text).toContain('"x-api-key":"[REDACTED]"');
    expect(text).not.toContain('wrong-key-0003');
  });

  it('takes ?limit=, leaves out the control routes, and clears', async () => {
    for (let i = 0; i < 5; i++) await call(mock, `/public/2025-04-01/alerts?offset=${i}`, { key: KEY });
    await call(mock, '/__mock/scenarios', { key: KEY });
    expect((await journal('?limit=2')).map((e: { target: string }) => e.target)).toEqual([
      `/public/2025-04-01/alerts?offset=4`,
      `/public/2025-04-01/alerts?offset=3`,
    ]);
    expect(await journal()).toHaveLength(5);
    expect((await call(mock, '/__mock/requests?limit=0', { key: KEY })).status).toBe(400);
    expect((await call(mock, '/__mock/requests', { method: 'DELETE', key: KEY })).json.requests).toEqual([]);
  });

  it('keeps only requests to /public/, as the sandbox guide says: not a favicon, not the control page', async () => {
    await call(mock, '/favicon.ico', { key: null });
    await call(mock, '/__mock/state', { key: KEY });
    await call(mock, '/elsewhere/alerts', { key: KEY });
    await call(mock, '/public/1999-01-01/alerts', { key: KEY });
    expect((await journal()).map((e: { target: string; status: number }) => [e.target, e.status])).toEqual([
      ['/public/1999-01-01/alerts', 404],
    ]);
  });

  it(`keeps the ${JOURNAL_SIZE} most recent`, async () => {
    for (let i = 0; i < JOURNAL_SIZE + 7; i++)
      await call(mock, `/public/2025-04-01/health-check?n=${i}`, { key: null });
    const entries = await journal();
    expect(entries).toHaveLength(JOURNAL_SIZE);
    expect(entries[0].target).toBe(`/public/2025-04-01/health-check?n=${JOURNAL_SIZE + 6}`);
    expect(entries.at(-1).target).toBe(`/public/2025-04-01/health-check?n=7`);
  });
});
