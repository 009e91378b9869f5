// The sandbox, 2024-03-18 (the flat-disputes shape): its own list with filters that work on its
// records (the rules are the mock's, see flat-disputes/filters.ts), its own webhooks, and its own
// records apart from 2025-04-01.
import { describe, expect, it } from 'vitest';
import { call } from './helpers/mock.js';
import { useSandbox } from './helpers/sandbox.js';

const m = useSandbox();

interface Item {
  id: string;
  status: string;
  reason: string;
  processorName: string;
  amount: number;
  dateCreated: string;
}
const list = async (query = '') =>
  (await call(m.mock, `/public/2024-03-18/disputes${query}`)).json as {
    totalCount: number;
    hasMore: boolean;
    data: Item[];
  };

describe('GET /disputes (2024-03-18)', () => {
  it('answers totalCount, hasMore and data: the same 53 disputes as 2025-04-01, in the camelCase shape', async () => {
    const all = await list();
    expect(all).toMatchObject({ totalCount: 53, hasMore: false });
    expect(all.data).toHaveLength(53);
    const current = (await call(m.mock, `/public/2025-04-01/disputes?limit=100`)).json.disputes;
    expect(all.data.map((d) => d.id)).toEqual(current.map((d: { id: string }) => d.id));
    expect(all.data[0]).toMatchObject({
      processorName: current[0].source,
      dateCreated: current[0].created_at,
      amount: current[0].amount,
    });
  });

  it.each([
    ['?statusNames=won,lost', (d: Item) => d.status === 'won' || d.status === 'lost'],
    ['?statusNames=won&statusNames=LOST', (d: Item) => d.status === 'won' || d.status === 'lost'],
    ['?reason=fraud', (d: Item) => d.reason === 'fraud'],
    ['?processorNames=sample_gateway', (d: Item) => d.processorName === 'sample_gateway'],
    ['?amountFrom=100&amountTo=300', (d: Item) => d.amount >= 100 && d.amount <= 300],
    [
      '?dateCreatedFrom=2025-03-01&dateCreatedTo=2025-03-31',
      (d: Item) => d.dateCreated >= '2025-03-01' && d.dateCreated < '2025-04-01',
    ],
    ['?dateCreatedFrom=2025-03-01T12:00:00Z', (d: Item) => d.dateCreated >= '2025-03-01T12:00:00Z'],
    [
      '?statusNames=needs_response&amountFrom=50',
      (d: Item) => d.status === 'needs_response' && d.amount >= 50,
    ],
  ])('filters %s', async (query, keep) => {
    const everything = (await list()).data;
    const expected = everything.filter(keep).map((d) => d.id);
    expect(expected.length, 'the seed has matches for this filter').toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(53);
    const r = await list(query);
    expect(r.data.map((d) => d.id)).toEqual(expected);
    expect(r.totalCount).toBe(expected.length);
  });

  it('ignores a filter value it cannot read (every value is valid by the contract)', async () => {
    expect((await list('?amountFrom=abc&dateCreatedTo=soon')).totalCount).toBe(53);
  });

  it('shows a dispute created with POST /disputes, with the given members and a generated id', async () => {
    const created = await call(m.mock, `/public/2024-03-18/disputes`, {
      method: 'POST',
      body: { amount: 77, currency: 'USD', status: 'needs_response', reason: 'fraud' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      amount: 77,
      dateCreated: expect.any(String),
    });
    const r = await list('?amountFrom=77&amountTo=77');
    expect(r.data.map((d) => d.id)).toContain(created.json.id);
    // Versions keep their own state.
    expect((await call(m.mock, `/public/2025-04-01/disputes`)).json.pagination.totalCount).toBe(53);
  });

  it('checks that the dispute exists before taking evidence', async () => {
    expect(
      (
        await call(m.mock, `/public/2024-03-18/disputes/6602b1d4e4b0c1d2e3f41c33/evidence`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(m.mock, `/public/2024-03-18/disputes/ffffffffffffffffffffffff/evidence`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(404);
  });
});

describe('webhooks (2024-03-18)', () => {
  const hooks = (v: string) => call(m.mock, `/public/${v}/webhooks`);

  it('are kept per version, with active and version in this one', async () => {
    const created = await call(m.mock, `/public/2024-03-18/webhooks`, {
      method: 'POST',
      body: { event: '*', url: 'https://m.example/all' },
    });
    expect(created.json).toMatchObject({ event: '*', active: true, version: '2024-03-18' });
    expect((await hooks('2024-03-18')).json.data).toHaveLength(3);
    expect((await hooks('2025-04-01')).json.data).toHaveLength(2);
    expect(
      (await call(m.mock, `/public/2025-04-01/webhooks/${created.json.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      (await call(m.mock, `/public/2024-03-18/webhooks/${created.json.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await hooks('2024-03-18')).json.data).toHaveLength(2);
  });

  it('refuses an event outside this version’s enumeration, which its list could not show', async () => {
    const r = await call(m.mock, `/public/2024-03-18/webhooks`, {
      method: 'POST',
      body: { event: 'refund.created', url: 'https://m.example' },
    });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/^event must be one of: webhook\.test, /);
  });
});
