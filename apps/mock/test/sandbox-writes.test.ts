// The sandbox, writing (2025-04-01): every write the issue names is stored and shows on the next
// read; references to unknown records are refused in a documented status; reset restores the seed.
import { describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { call, start } from './helpers/mock.js';
import { reset, useSandbox } from './helpers/sandbox.js';

const EVIDENCE_DELAY_MS = 1_500;
// The sandbox's clock: evidence timing is tested by moving it, not by waiting.
let clock = Date.UTC(2025, 5, 1);
const m = useSandbox({ evidenceDelayMs: EVIDENCE_DELAY_MS, now: () => clock });

const api = (path: string, method = 'GET', body?: object) =>
  call(m.mock, `/public/2025-04-01${path}`, { method, ...(body ? { body } : {}) });
const ALERT = '6601a7c3e4b0c1d2e3f40a11';
const DISPUTE = '6602b1d4e4b0c1d2e3f41c33';
const UNKNOWN = 'ffffffffffffffffffffffff';

describe('alert outcome', () => {
  it('is stored and shown by the next read, list included; status stays as it was', async () => {
    const before = (await api(`/alerts/${ALERT}`)).json;
    expect(before.outcome).toBeNull();
    const r = await api(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'refunded' });
    expect(r.status).toBe(202);
    expect(r.text).toBe('');
    const after = (await api(`/alerts/${ALERT}`)).json;
    expect(after).toEqual({ ...before, outcome: 'refunded' });
    const listed = (await api('/alerts?limit=100')).json.alerts.concat(
      (await api('/alerts?offset=100&limit=100')).json.alerts,
    );
    expect(listed.find((a: { id: string }) => a.id === ALERT).outcome).toBe('refunded');
  });

  it('answers 404 for an unknown alert and the documented 400s as before', async () => {
    expect((await api(`/alerts/${UNKNOWN}/outcome`, 'POST', { outcome: 'refunded' })).status).toBe(404);
    expect((await api(`/alerts/${ALERT}/outcome`, 'POST', {})).json.error.code).toBe('missing_outcome');
    expect((await api(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'maybe' })).status).toBe(400);
  });
});

describe('webhooks', () => {
  it('are created, listed, and gone after delete; a second delete is 404', async () => {
    const created = await api('/webhooks', 'POST', {
      event: 'alerts.updated',
      url: 'https://merchant.example/hooks/a',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      event: 'alerts.updated',
    });
    const list = (await api('/webhooks')).json;
    expect(list.success).toBe(true);
    expect(list.data.map((w: { id: string }) => w.id)).toContain(created.json.id);
    expect((await api(`/webhooks/${created.json.id}`, 'DELETE')).status).toBe(200);
    expect((await api('/webhooks')).json.data.map((w: { id: string }) => w.id)).not.toContain(
      created.json.id,
    );
    expect((await api(`/webhooks/${created.json.id}`, 'DELETE')).status).toBe(404);
  });
});

describe('platform disputes and accounts', () => {
  it('a created dispute heads the list and reads back by id', async () => {
    const body = {
      source_id: 'dp_new',
      account_id: '6604d3f6e4b0c1d2e3f43e55',
      created_at: '2025-07-01T10:00:00Z',
      reason: 'fraud',
      due_by: '2025-07-15T23:59:59Z',
      amount: 12.5,
      currency: 'EUR',
      status: 'needs_response',
      order: { products: [{ name: 'Tent', type: 'physical', quantity: 1, price: 12.5 }] },
    };
    const created = await api('/platform/disputes', 'POST', body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      ...body,
      stage: 'Chargeback',
      closed_at: null,
      source: 'example_processor',
    });
    // The body had no transaction or subscription: the dispute carries both as null.
    expect(created.json).toMatchObject({
      transaction: null,
      subscription: null,
      requestId: expect.any(String),
    });
    const page = (await api('/disputes')).json;
    expect(page.pagination).toMatchObject({ totalCount: 54, totalPages: 3 });
    expect(page.disputes[0].id).toBe(created.json.id);
    expect((await api(`/disputes/${created.json.id}`)).json).toMatchObject(body);
  });

  it('an account is created (active by default) and read back', async () => {
    const body = {
      owner_name: 'Ana Silva',
      business_name: 'Silva Bikes',
      business_url: 'https://silva.example',
      email: 'ana@silva.example',
    };
    const created = await api('/accounts', 'POST', body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...body, status: 'active' });
    expect((await api(`/accounts/${created.json.id}`)).json).toMatchObject({ ...body, id: created.json.id });
  });
});

describe('evidence generation', () => {
  it('is in_progress, then completed after the configured delay', async () => {
    const created = await api('/evidence', 'POST', {
      account_id: '6604d3f6e4b0c1d2e3f43e55',
      dispute: { dispute_id: DISPUTE },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'in_progress', file_url: null, dispute: DISPUTE });
    expect((await api(`/evidence/${created.json.id}`)).json.status).toBe('in_progress');
    clock += EVIDENCE_DELAY_MS - 1;
    expect((await api(`/evidence/${created.json.id}`)).json.status).toBe('in_progress');
    clock += 1;
    expect((await api(`/evidence/${created.json.id}`)).json).toMatchObject({
      status: 'completed',
      file_version: 1,
      file_url: expect.stringContaining(created.json.id),
    });
  });

  it('embeds an inline dispute, and refuses an unknown dispute id with 400 (no 404 is documented)', async () => {
    const inline = await api('/evidence', 'POST', {
      account_id: 'a',
      dispute: {
        dispute_data: {
          source_id: 's',
          account_id: 'a',
          created_at: 'now',
          reason: 'other',
          due_by: 'later',
          amount: 1,
          currency: 'USD',
          status: 'won',
        },
      },
    });
    expect(inline.json.dispute).toMatchObject({ id: expect.any(String), reason: 'other', status: 'won' });
    expect((await api('/disputes')).json.pagination.totalCount).toBe(53);
    const unknown = await api('/evidence', 'POST', { account_id: 'a', dispute: { dispute_id: UNKNOWN } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBe(`dispute.dispute_id names no dispute: ${UNKNOWN}`);
  });
});

describe('writes on a dispute check that it exists, and store what they are given', () => {
  it.each([
    ['PATCH', `/disputes/${UNKNOWN}`, {}],
    ['POST', `/disputes/${UNKNOWN}/evidence`, {}],
    [
      'POST',
      `/disputes/${UNKNOWN}/subscription`,
      { source_id: 's', created_at: 'c', start_date: 'd', frequency: 'week', frequency_count: 1 },
    ],
  ])('%s %s → 404', async (method, path, body) => {
    const r = await api(path, method, body);
    expect(r.status).toBe(404);
    expect(r.json.error.message).toBe(`No such dispute: ${UNKNOWN}`);
  });

  it('PATCH merges transaction and order data into the dispute; data outside their schemas is 400', async () => {
    expect(
      (
        await api(`/disputes/${DISPUTE}`, 'PATCH', {
          transaction: { source_id: 'ch_new' },
          order: { customer: { name: 'J' } },
        })
      ).status,
    ).toBe(200);
    const detail = (await api(`/disputes/${DISPUTE}`)).json;
    expect(detail.transaction).toMatchObject({ id: '6601a7c3e4b0c1d2e3f40b22', source_id: 'ch_new' });
    expect(detail.order).toMatchObject({ customer: { name: 'J' }, products: [expect.any(Object)] });
    const bad = await api(`/disputes/${DISPUTE}`, 'PATCH', { transaction: { currency: 'usd' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/^transaction\.currency must /);
  });

  it('POST subscription replaces the subscription shown by the next read', async () => {
    const sub = {
      source_id: 'sub_9',
      created_at: '2025-02-01T00:00:00Z',
      start_date: '2025-02-01',
      frequency: 'year',
      frequency_count: 1,
    };
    expect((await api(`/disputes/${DISPUTE}/subscription`, 'POST', sub)).status).toBe(200);
    expect((await api(`/disputes/${DISPUTE}`)).json.subscription).toEqual(sub);
  });

  it('POST customer-communication needs every named dispute to exist (400 otherwise: no 404 is documented)', async () => {
    const body = { source_id: 'conv_1', disputes: [DISPUTE, UNKNOWN], messages: [] };
    const r = await api('/customer-communication', 'POST', body);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe(`disputes[1] names no dispute: ${UNKNOWN}`);
    expect((await api('/customer-communication', 'POST', { ...body, disputes: [DISPUTE] })).status).toBe(200);
  });
});

describe('POST /__mock/reset', () => {
  it('restores the seeded state, and created ids repeat after it', async () => {
    const first = (await api('/webhooks', 'POST', { event: 'x', url: 'https://a.example' })).json.id;
    await api(`/alerts/${ALERT}/outcome`, 'POST', { outcome: 'error' });
    const r = await reset(m.mock);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      reset: true,
      seed: 1,
      counts: { ['2025-04-01']: { alerts: 137, disputes: 53, webhooks: 2 } },
    });
    expect((await api(`/alerts/${ALERT}`)).json.outcome).toBeNull();
    expect((await api('/webhooks')).json.data).toHaveLength(2);
    expect((await api('/webhooks', 'POST', { event: 'x', url: 'https://a.example' })).json.id).toBe(first);
  });

  it('needs an accepted key and POST', async () => {
    expect((await call(m.mock, '/__mock/reset', { method: 'POST', key: null })).status).toBe(403);
    expect((await call(m.mock, '/__mock/reset', { method: 'POST', key: 'nope' })).json).toMatchObject({
      message: 'Forbidden',
    });
    expect((await call(m.mock, '/__mock/reset')).status).toBe(404);
    expect((await call(m.mock, '/__mock/other', { method: 'POST' })).status).toBe(404);
  });
});

describe('sandboxes made from the same seed', () => {
  it('share no write: each sandbox sees its own, whichever record or collection it changes', async () => {
    const [one, other] = await Promise.all([start(), start()]);
    try {
      const at = (mock: RunningMock, path: string, method = 'GET', body?: object) =>
        call(mock, `/public/2025-04-01${path}`, { method, ...(body ? { body } : {}) }).then((r) => r.json);
      const before = await Promise.all([`/alerts/${ALERT}`, `/disputes/${DISPUTE}`].map((p) => at(other, p)));
      await at(one, `/alerts/${ALERT}/outcome`, 'POST', { outcome: 'duplicate' });
      await at(one, `/disputes/${DISPUTE}`, 'PATCH', { transaction: { source_id: 'ch_one' } });
      await at(one, '/webhooks', 'POST', { event: 'x', url: 'https://one.example' });
      expect((await at(one, `/alerts/${ALERT}`)).outcome).toBe('duplicate');
      const after = await Promise.all([`/alerts/${ALERT}`, `/disputes/${DISPUTE}`].map((p) => at(other, p)));
      const withoutId = (records: Record<string, unknown>[]) => records.map(({ requestId: _, ...r }) => r);
      expect(withoutId(after)).toEqual(withoutId(before));
      expect((await at(other, '/webhooks')).data).toHaveLength(2);
      // And a reset of one brings back the seed the other never left.
      await reset(one);
      expect(await at(one, `/alerts/${ALERT}`)).toMatchObject({ outcome: null });
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
