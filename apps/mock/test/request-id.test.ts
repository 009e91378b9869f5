// The request id, where the spec (RequestId.yaml, x-assumption) puts it: top-level `requestId` on
// every JSON object body whose schema is open, `error.request_id` too on structured errors, and
// nothing on the closed Alert, bare strings or empty bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawJson, type RunningMock } from '../src/index.js';
import { contractProblems } from '@dispute-api/spec/contract';
import { call, start } from './helpers/mock.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await start();
});
afterAll(() => mock.close());

const ID = /^req_[0-9a-f]{12}$/;
const EXAMPLE_ID = 'req_7f3a9c21d4e5';

describe('request ids', () => {
  it("list envelopes carry a fresh requestId, not the example's", async () => {
    for (const path of [
      `/public/2025-04-01/alerts`,
      `/public/2025-04-01/disputes`,
      `/public/2024-03-18/disputes`,
      `/public/2024-03-18/webhooks`,
    ]) {
      const r = await call(mock, path);
      expect(r.status, path).toBe(200);
      expect(r.json.requestId, path).toMatch(ID);
      expect(r.json.requestId, path).not.toBe(EXAMPLE_ID);
    }
  });

  it('each request gets its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) ids.add((await call(mock, `/public/2025-04-01/webhooks`)).json.requestId);
    expect(ids.size).toBe(20);
  });

  it('structured errors carry the same id at the top and in error.request_id', async () => {
    const cases = [
      call(mock, `/public/2025-04-01/alerts?limit=0`),
      call(mock, `/public/2025-04-01/nowhere`),
      call(mock, `/public/2025-04-01/alerts`, { headers: { prefer: 'code=429' } }),
      call(mock, `/public/2024-03-18/disputes`, { headers: { prefer: 'code=500' } }),
    ];
    for (const r of await Promise.all(cases)) {
      expect(r.json.requestId).toMatch(ID);
      expect(r.json.error.request_id).toBe(r.json.requestId);
    }
  });

  it('simple errors carry requestId next to message', async () => {
    const r = await call(mock, `/public/2025-04-01/alerts`, { key: null });
    expect(Object.keys(r.json).sort()).toEqual(['message', 'requestId']);
    expect(r.json.requestId).toMatch(ID);
  });

  it('bodies whose shape is not shown still get it (`{}` placeholder → `{requestId}`)', async () => {
    const r = await call(mock, `/public/2025-04-01/webhooks/6603c2e5e4b0c1d2e3f42d44`, { method: 'DELETE' });
    expect(r.json).toEqual({ requestId: expect.stringMatching(ID) });
  });

  it('the Alert (a closed object) has no requestId, and stays valid against its schema', async () => {
    const op = { version: '2025-04-01', method: 'get', template: '/alerts/{alertId}' };
    const r = await call(mock, `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11`);
    expect(r.status).toBe(200);
    expect(r.json.id).toBe('6601a7c3e4b0c1d2e3f40a11');
    expect(r.json).not.toHaveProperty('requestId');
    expect(contractProblems(op, r.status, r.text)).toEqual([]);
    // The check above can fail: the same body with a requestId breaks the closed schema.
    expect(contractProblems(op, 200, JSON.stringify({ ...r.json, requestId: 'req_0' }))).not.toEqual([]);
  });

  it('alerts inside a list stay without requestId', async () => {
    const r = await call(mock, `/public/2025-04-01/alerts`);
    expect(r.json.alerts.length).toBeGreaterThan(0);
    for (const alert of r.json.alerts) expect(alert).not.toHaveProperty('requestId');
  });

  it('bare strings and empty bodies stay as they are', async () => {
    expect((await call(mock, `/public/2025-04-01/health-check`)).text).toBe('"OK"');
    const accepted = await call(mock, `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome`, {
      method: 'POST',
      body: { outcome: 'refunded' },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.text).toBe('');
  });

  it("every answer carries the request id in the mock's own x-request-id header, the same as in its body", async () => {
    const answers = [
      await call(mock, `/public/2025-04-01/alerts?limit=1`),
      await call(mock, `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11`),
      await call(mock, `/public/2025-04-01/health-check`),
      await call(mock, `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome`, {
        method: 'POST',
        body: { outcome: 'refunded' },
      }),
      await call(mock, `/public/2025-04-01/alerts`, { key: null }),
      await call(mock, `/public/2025-04-01/nowhere`),
      await call(mock, `/public/2025-04-01/alerts`, {
        method: 'OPTIONS',
        key: null,
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      }),
    ];
    const ids = answers.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Where the body holds it too, both agree.
    expect(answers[0]!.json.requestId).toBe(ids[0]);
    expect(answers[4]!.json.requestId).toBe(ids[4]);
    expect(answers[5]!.json.error.request_id).toBe(ids[5]);
    // The closed Alert, the bare "OK" and the empty 202 carry it in the header only.
    expect(answers[1]!.json.requestId).toBeUndefined();
    expect(answers[3]!.text).toBe('');
  });

  it('lets browser code read the header', async () => {
    const r = await call(mock, `/public/2025-04-01/alerts?limit=1`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(r.headers.get('access-control-expose-headers')).toMatch(/X-Request-Id/i);
  });
});

describe('pre-serialised bodies (RawJson)', () => {
  const sent = (chunks: Uint8Array[]) => JSON.parse(Buffer.concat(chunks).toString('utf8'));

  it('get the request id appended as stampRequestId would add it', () => {
    expect(sent(new RawJson('{"a":[1,{"b":"é"}]}').withRequestId('req_1'))).toEqual({
      a: [1, { b: 'é' }],
      requestId: 'req_1',
    });
    expect(sent(new RawJson('{}').withRequestId('req_2'))).toEqual({ requestId: 'req_2' });
    expect(JSON.stringify({ body: new RawJson('{"x":1}') })).toBe('{"body":{"x":1}}');
  });
});
