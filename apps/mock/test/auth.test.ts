// Authentication as the reference states it: health check open, key check, 403 simple format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { contractProblems, operationsOf } from '@dispute-api/spec/contract';
import { call, KEY, start } from './helpers/mock.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await start();
});
afterAll(() => mock.close());

const health = (v: string) => ({ version: v, method: 'get', template: '/health-check' });
const accessKey = (v: string) => ({ version: v, method: 'get', template: '/health-check/access-key' });

describe.each(['2025-04-01', '2024-03-18'])('version %s', (v) => {
  it('GET /health-check is open and answers the bare string "OK"', async () => {
    for (const key of [null, 'not-a-key']) {
      const r = await call(mock, `/public/${v}/health-check`, { key });
      expect(r.status).toBe(200);
      expect(r.text).toBe('"OK"');
      expect(contractProblems(health(v), r.status, r.text)).toEqual([]);
    }
  });

  it('GET /health-check/access-key answers "OK" for an accepted key', async () => {
    const r = await call(mock, `/public/${v}/health-check/access-key`);
    expect(r.status).toBe(200);
    expect(r.json).toBe('OK');
  });

  it('GET /health-check/access-key answers 403 {message} for a missing or unknown key', async () => {
    const missing = await call(mock, `/public/${v}/health-check/access-key`, { key: null });
    expect(missing.status).toBe(403);
    expect(missing.json).toEqual({ message: 'Missing x-api-key header', requestId: expect.any(String) });
    const unknown = await call(mock, `/public/${v}/health-check/access-key`, { key: 'nope' });
    expect(unknown.status).toBe(403);
    expect(unknown.json).toEqual({ message: 'Forbidden', requestId: expect.any(String) });
    for (const r of [missing, unknown]) expect(contractProblems(accessKey(v), r.status, r.text)).toEqual([]);
  });

  it('an empty x-api-key header counts as missing', async () => {
    const r = await call(mock, `/public/${v}/webhooks`, { key: '' });
    expect(r.json.message).toBe('Missing x-api-key header');
  });

  it('every operation except the health check refuses a request without an accepted key with 403', async () => {
    const ops = operationsOf(v).filter((o) => o.operationId !== 'checkHealth');
    expect(ops.length).toBeGreaterThan(4);
    for (const op of ops) {
      const path = `/public/${v}${op.template.replace(/\{[^}]+\}/g, 'abc123')}`;
      for (const [key, message] of [
        [null, 'Missing x-api-key header'],
        ['wrong-key', 'Forbidden'],
      ] as const) {
        const r = await call(mock, path, { method: op.method.toUpperCase(), key });
        expect(r.status, `${op.method} ${path}`).toBe(403);
        expect(r.json).toEqual({ message, requestId: r.json.requestId });
        expect(contractProblems(op, r.status, r.text), `${op.method} ${path}`).toEqual([]);
      }
    }
  });
});

describe('--api-key', () => {
  it('accepts exactly the keys given, and no longer the default one', async () => {
    const custom = await start({ apiKeys: ['team-a', 'team-b'] });
    try {
      for (const key of ['team-a', 'team-b']) {
        expect((await call(custom, `/public/2025-04-01/alerts`, { key })).status).toBe(200);
      }
      expect((await call(custom, `/public/2025-04-01/alerts`, { key: KEY })).status).toBe(403);
      expect((await call(custom, `/public/2025-04-01/alerts`, { key: 'team-a, team-b' })).status).toBe(403);
    } finally {
      await custom.close();
    }
  });
});
