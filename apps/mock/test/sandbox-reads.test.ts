// The sandbox, reading: paging as the reference defines it for each list, reads by id, 404 for
// unknown ids, and the pipeline (key, validation, request ids) unchanged from the static mode.
// Every answer of the store is checked against the contract on its way out (helpers/sandbox.ts).
import { describe, expect, it } from 'vitest';
import { call } from './helpers/mock.js';
import { useSandbox } from './helpers/sandbox.js';

const m = useSandbox();

const get = (path: string) => call(m.mock, `/public/2025-04-01${path}`);

describe('GET /alerts pages by record offset', () => {
  it('walks 137 distinct alerts in pages of 25, the last one short', async () => {
    const ids: string[] = [];
    for (let offset = 0; offset < 137; offset += 25) {
      const r = await get(`/alerts?offset=${offset}&limit=25`);
      expect(r.status).toBe(200);
      expect(r.json.pagination).toEqual({ totalCount: 137, offset, limit: 25 });
      expect(r.json.requestId).toMatch(/^req_/);
      ids.push(...r.json.alerts.map((a: { id: string }) => a.id));
    }
    expect(ids).toHaveLength(137);
    expect(new Set(ids).size).toBe(137);
    expect((await get('/alerts?offset=125')).json.alerts).toHaveLength(12);
    expect((await get('/alerts?offset=137')).json.alerts).toEqual([]);
    expect(m.checked()).toBeGreaterThan(6);
  });

  it('shifts by one record when the offset moves by one (as the alert offset parameter says)', async () => {
    const a = (await get('/alerts?offset=0&limit=5')).json.alerts.map((x: { id: string }) => x.id);
    const b = (await get('/alerts?offset=1&limit=5')).json.alerts.map((x: { id: string }) => x.id);
    expect(b.slice(0, 4)).toEqual(a.slice(1));
  });

  it('uses the default limit of 25 and offset 0', async () => {
    expect((await get('/alerts')).json.pagination).toEqual({ totalCount: 137, offset: 0, limit: 25 });
  });

  it('refuses bounds exactly as the static mode does', async () => {
    const r = await get('/alerts?limit=500');
    expect(r.status).toBe(400);
    expect(r.json.error).toEqual({
      type: 'invalid_request_error',
      code: 'invalid_request',
      message: 'limit must be an integer from 1 to 100',
      request_id: r.json.requestId,
    });
  });
});

describe('GET /disputes pages by page index', () => {
  it.each([
    [25, 3, [25, 25, 3]],
    [10, 6, [10, 10, 10, 10, 10, 3]],
    [100, 1, [53]],
  ])('limit %i: %i pages', async (limit, totalPages, sizes) => {
    const ids: string[] = [];
    for (let page = 0; page < totalPages; page++) {
      const r = await get(`/disputes?offset=${page}&limit=${limit}`);
      expect(r.json.pagination).toEqual({ totalCount: 53, offset: page, limit, totalPages });
      expect(r.json.disputes).toHaveLength(sizes[page]!);
      ids.push(...r.json.disputes.map((d: { id: string }) => d.id));
    }
    expect(new Set(ids).size).toBe(53);
    expect((await get(`/disputes?offset=${totalPages}&limit=${limit}`)).json.disputes).toEqual([]);
  });

  it('lists flat items; the single read adds transaction, order and subscription (null when there is none)', async () => {
    const { disputes } = (await get('/disputes?limit=100')).json;
    expect(Object.keys(disputes[0])).not.toContain('transaction');
    const details = await Promise.all(
      disputes.map(async (item: { id: string }) => (await get(`/disputes/${item.id}`)).json),
    );
    for (const [i, detail] of details.entries()) {
      expect(detail).toMatchObject({
        ...disputes[i],
        transaction: expect.any(Object),
        order: expect.any(Object),
      });
      expect(detail).toHaveProperty('subscription');
    }
    // The seed has disputes with and without a subscription.
    expect(details.filter((d) => d.subscription === null).length).toBeGreaterThan(0);
    expect(details.filter((d) => d.subscription !== null).length).toBeGreaterThan(0);
  });
});

describe('reads by id', () => {
  it.each([
    ['/alerts/6601a7c3e4b0c1d2e3f40a11', 'id', '6601a7c3e4b0c1d2e3f40a11'],
    ['/disputes/6602b1d4e4b0c1d2e3f41c33', 'id', '6602b1d4e4b0c1d2e3f41c33'],
    ['/accounts/6604d3f6e4b0c1d2e3f43e55', 'status', 'active'],
    ['/evidence/6605e4a7e4b0c1d2e3f44f66', 'status', 'completed'],
  ])('GET %s', async (path, key, value) => {
    const r = await get(path);
    expect(r.status).toBe(200);
    expect(r.json[key]).toBe(value);
  });

  it('keeps the closed Alert free of a request id, as the static mode does', async () => {
    expect((await get('/alerts/6601a7c3e4b0c1d2e3f40a11')).json).not.toHaveProperty('requestId');
  });

  it.each(['/alerts/', '/disputes/', '/accounts/', '/evidence/'])(
    'GET %s<unknown> answers 404 in the structured format',
    async (prefix) => {
      const r = await get(`${prefix}ffffffffffffffffffffffff`);
      expect(r.status).toBe(404);
      expect(r.json.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_not_found' });
      expect(r.json.error.message).toMatch(/^No such .+: ffffffffffffffffffffffff$/);
      expect(r.json.error.request_id).toBe(r.json.requestId);
    },
  );

  it('still answers 400 missing_alert_id before looking anything up', async () => {
    const r = await get('/alerts/%20');
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe('missing_alert_id');
  });
});

describe('the shared pipeline', () => {
  it('refuses a missing or unknown key in the simple format, health check open', async () => {
    expect((await call(m.mock, `/public/2025-04-01/alerts`, { key: null })).json).toMatchObject({
      message: 'Missing x-api-key header',
    });
    expect((await call(m.mock, `/public/2024-03-18/disputes`, { key: 'nope' })).status).toBe(403);
    expect((await call(m.mock, `/public/2025-04-01/health-check`, { key: null })).json).toBe('OK');
  });

  it('answers Prefer: code=N for a documented error with the spec example, without touching the state', async () => {
    const r = await call(m.mock, `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome`, {
      method: 'POST',
      body: { outcome: 'duplicate' },
      headers: { prefer: 'code=500' },
    });
    expect(r.status).toBe(500);
    expect((await get('/alerts/6601a7c3e4b0c1d2e3f40a11')).json.outcome).toBeNull();
    expect(
      (await call(m.mock, `/public/2025-04-01/alerts`, { headers: { prefer: 'code=429' } })).headers.get(
        'retry-after',
      ),
    ).toBe('1');
  });

  it('ignores other preferences and answers from the store', async () => {
    const r = await call(m.mock, `/public/2025-04-01/alerts?limit=3`, {
      headers: { prefer: 'example=secondPage, code=200' },
    });
    expect(r.json.pagination.totalCount).toBe(137);
    expect(r.json.alerts).toHaveLength(3);
  });
});
