// Scenarios through the control API: a documented status forced on the next call(s) of an
// operation, in the API's own format; latency added without waiting (the engine's sleep is
// injected); undocumented statuses refused naming the documented ones; listing and removal.
import { contractProblems, operationOf } from '@dispute-api/spec/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { VERSIONS } from '@dispute-api/spec/versions';
import { call, start } from './helpers/mock.js';

const slept: number[] = [];
let mock: RunningMock;
beforeAll(async () => {
  mock = await start({ sleep: async (ms) => void slept.push(ms) });
});
afterAll(() => mock.close());
beforeEach(async () => {
  slept.length = 0;
  await call(mock, '/__mock/scenarios', { method: 'DELETE' });
});

const add = (body: object) => call(mock, '/__mock/scenarios', { method: 'POST', body });
const alerts = () => call(mock, `/public/2025-04-01/alerts?limit=1`);

describe('scenarios', () => {
  it('answer the documented status in the API format for `times` calls, then normally again', async () => {
    const created = await add({ version: '2025-04-01', operationId: 'listAlerts', status: 500, times: 2 });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      version: '2025-04-01',
      operationId: 'listAlerts',
      status: 500,
      remaining: 2,
    });
    for (let i = 0; i < 2; i++) {
      const r = await alerts();
      expect(r.status).toBe(500);
      expect(r.json.error).toMatchObject({ type: 'api_error', request_id: r.headers.get('x-request-id') });
      expect(
        contractProblems({ version: '2025-04-01', method: 'get', template: '/alerts' }, r.status, r.text),
      ).toEqual([]);
    }
    expect((await alerts()).status).toBe(200);
    expect((await call(mock, '/__mock/scenarios')).json.scenarios).toEqual([]);
    // The journal says which calls the scenario shaped.
    const journal = (await call(mock, '/__mock/requests?limit=3')).json.requests;
    expect(journal.map((e: { scenario?: string }) => e.scenario)).toEqual([
      undefined,
      created.json.id,
      created.json.id,
    ]);
  });

  it('without `times` last until removed, and touch only their operation and version', async () => {
    const { json } = await add({ version: '2025-04-01', operationId: 'getAlert', status: 404 });
    for (let i = 0; i < 3; i++)
      expect((await call(mock, `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11`)).status).toBe(404);
    expect((await alerts()).status).toBe(200);
    expect((await call(mock, '/__mock/scenarios')).json.scenarios).toEqual([
      expect.objectContaining({ id: json.id, status: 404 }),
    ]);
    expect((await call(mock, `/__mock/scenarios/${json.id}`, { method: 'DELETE' })).json.scenarios).toEqual(
      [],
    );
    expect((await call(mock, `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11`)).status).toBe(200);
  });

  it('add latency, with or without a status', async () => {
    await add({ version: '2025-04-01', operationId: 'listAlerts', delayMs: 1500, times: 1 });
    await add({ version: '2024-03-18', operationId: 'listWebhooks', delayMs: 300, status: 429, times: 1 });
    expect((await alerts()).status).toBe(200);
    const slow = await call(mock, `/public/2024-03-18/webhooks`);
    expect(slow.status).toBe(429);
    expect(slow.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(slept).toEqual([1500, 300]);
  });

  it('refuse a status the operation does not document, naming the documented ones', async () => {
    const r = await add({ version: '2025-04-01', operationId: 'listAlerts', status: 418 });
    expect(r.status).toBe(400);
    const documented = Object.keys(
      operationOf({ version: '2025-04-01', method: 'get', template: '/alerts' }).responses as object,
    ).join(', ');
    expect(r.json.error.message).toBe(
      `status 418 is not documented for listAlerts (documented: ${documented})`,
    );
  });

  it.each([
    [
      { version: '1999-01-01', operationId: 'listAlerts', status: 500 },
      new RegExp(`^version must be one of: ${VERSIONS.join(', ')}$`),
    ],
    [
      { version: '2025-04-01', operationId: 'listCats', status: 500 },
      /^operationId must name an operation of 2025-04-01: /,
    ],
    [{ version: '2025-04-01', operationId: 'listAlerts' }, /needs a status, a delayMs or both/],
    [
      { version: '2025-04-01', operationId: 'listAlerts', delayMs: -1 },
      /^delayMs must be an integer from 0 to 120000$/,
    ],
    [
      { version: '2025-04-01', operationId: 'listAlerts', status: 500, times: 0 },
      /^times must be a positive integer/,
    ],
  ])('refuse %j', async (body, message) => {
    const r = await add(body);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(message);
  });

  it('need an accepted key, like every control route', async () => {
    for (const [method, path] of [
      ['GET', '/__mock/scenarios'],
      ['POST', '/__mock/scenarios'],
      ['DELETE', '/__mock/scenarios'],
      ['GET', '/__mock/requests'],
    ] as const) {
      expect((await call(mock, path, { method, key: null, body: {} })).status, `${method} ${path}`).toBe(403);
      expect((await call(mock, path, { method, key: 'wrong', body: {} })).status, `${method} ${path}`).toBe(
        403,
      );
    }
  });

  it('route, then key, then body: an unknown route is 404 and a missing key 403 whatever the body', async () => {
    const broken = '{"version":';
    expect((await call(mock, '/__mock/2025-04-01/alerts', { method: 'POST', body: broken })).status).toBe(
      404,
    );
    expect((await call(mock, '/__mock/scenarios', { method: 'POST', key: null, body: broken })).status).toBe(
      403,
    );
    const r = await call(mock, '/__mock/scenarios', { method: 'POST', body: broken });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/^body is not valid JSON/);
  });

  it('removing an unknown scenario is a 404', async () => {
    expect((await call(mock, '/__mock/scenarios/scn_nope', { method: 'DELETE' })).status).toBe(404);
  });
});
