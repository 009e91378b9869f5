// Validation errors in the documented formats: the alert operations' two codes, and 400
// `invalid_request` naming the field for everything else. Never Prism's 422 or problem+json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { contractProblems } from '@dispute-api/spec/contract';
import { call, start, type Answer } from './helpers/mock.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await start();
});
afterAll(() => mock.close());

const ALERT = '6601a7c3e4b0c1d2e3f40a11';
const outcomeOp = { version: '2025-04-01', method: 'post', template: '/alerts/{alertId}/outcome' };

function expectStructured400(r: Answer, code: string, message: string | RegExp) {
  expect(r.status).toBe(400);
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  expect(r.json.error.type).toBe('invalid_request_error');
  expect(r.json.error.code).toBe(code);
  if (typeof message === 'string') expect(r.json.error.message).toBe(message);
  else expect(r.json.error.message).toMatch(message);
}

describe('alert operations', () => {
  it('a missing outcome answers 400 missing_outcome (empty object, no body at all)', async () => {
    for (const c of [{ body: {} }, { body: { other: 1 } }, {}]) {
      const r = await call(mock, `/public/2025-04-01/alerts/${ALERT}/outcome`, { method: 'POST', ...c });
      expectStructured400(r, 'missing_outcome', 'Outcome is required');
      expect(contractProblems(outcomeOp, r.status, r.text)).toEqual([]);
    }
  });

  it('a missing alert id answers 400 missing_alert_id', async () => {
    const cases = [
      ['POST', `/public/2025-04-01/alerts//outcome`, { outcome: 'refunded' }],
      ['POST', `/public/2025-04-01/alerts/%20/outcome`, { outcome: 'refunded' }],
      ['GET', `/public/2025-04-01/alerts/%20`, undefined],
      ['GET', `/public/2025-04-01/alerts/`, undefined],
    ] as const;
    for (const [method, path, body] of cases) {
      const r = await call(mock, path, { method, ...(body ? { body } : {}) });
      expectStructured400(r, 'missing_alert_id', 'Alert ID is required');
    }
  });

  it('the alert id is checked before the outcome', async () => {
    const r = await call(mock, `/public/2025-04-01/alerts//outcome`, { method: 'POST', body: {} });
    expect(r.json.error.code).toBe('missing_alert_id');
  });

  it('a valid outcome report is accepted with 202 and no body', async () => {
    const r = await call(mock, `/public/2025-04-01/alerts/${ALERT}/outcome`, {
      method: 'POST',
      body: { outcome: 'refunded' },
    });
    expect(r.status).toBe(202);
    expect(r.text).toBe('');
  });

  it('a wrong outcome value or type names the field', async () => {
    for (const outcome of ['bogus', 5, null]) {
      const r = await call(mock, `/public/2025-04-01/alerts/${ALERT}/outcome`, {
        method: 'POST',
        body: { outcome },
      });
      expectStructured400(r, 'invalid_request', /^outcome must /);
      expect(contractProblems(outcomeOp, r.status, r.text)).toEqual([]);
    }
  });
});

describe('parameters', () => {
  it.each([
    ['limit=0', /^limit must be an integer from 1 to 100$/],
    ['limit=101', /^limit must be an integer from 1 to 100$/],
    ['limit=abc', /^limit must be an integer from 1 to 100$/],
    ['offset=-1', /^offset must be an integer of at least 0$/],
    ['offset=1.5', /^offset must be an integer/],
  ])('GET /alerts?%s answers 400 naming the parameter', async (query, message) => {
    const r = await call(mock, `/public/2025-04-01/alerts?${query}`);
    expectStructured400(r, 'invalid_request', message);
    expect(
      contractProblems({ version: '2025-04-01', method: 'get', template: '/alerts' }, r.status, r.text),
    ).toEqual([]);
  });

  it('GET /disputes checks the same bounds', async () => {
    const r = await call(mock, `/public/2025-04-01/disputes?limit=500&offset=-2`);
    expectStructured400(r, 'invalid_request', /offset must be .*; limit must be an integer from 1 to 100/);
  });

  it('limits at the bounds are accepted', async () => {
    for (const query of ['limit=1', 'limit=100&offset=0', 'offset=999']) {
      expect((await call(mock, `/public/2025-04-01/alerts?${query}`)).status).toBe(200);
    }
  });

  it('repeats give the same verdict: a remembered pass never hides a refusal', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await call(mock, `/public/2025-04-01/alerts?limit=25`)).status).toBe(200);
      expectStructured400(
        await call(mock, `/public/2025-04-01/alerts?limit=0`),
        'invalid_request',
        'limit must be an integer from 1 to 100',
      );
      expectStructured400(
        await call(mock, `/public/2025-04-01/alerts?limit=25&offset=-1`),
        'invalid_request',
        /^offset /,
      );
    }
  });

  it('an empty path parameter of another operation names the parameter', async () => {
    const r = await call(mock, `/public/2025-04-01/webhooks/%20`, { method: 'DELETE' });
    expectStructured400(r, 'invalid_request', 'id is required');
  });
});

describe('bodies', () => {
  const webhooks = (v: string) => `/public/${v}/webhooks`;

  it('malformed JSON answers 400 invalid_request', async () => {
    const r = await call(mock, webhooks('2025-04-01'), {
      method: 'POST',
      body: '{"event": "alerts.created",',
    });
    expectStructured400(r, 'invalid_request', /^body is not valid JSON/);
  });

  it('a wrong content type answers 400 naming Content-Type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const r = await call(mock, webhooks('2024-03-18'), {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'event=alerts.created&url=https://x.example',
      });
      expectStructured400(r, 'invalid_request', /^Content-Type must be application\/json/);
    }
  });

  it('a missing required member is named', async () => {
    const r = await call(mock, webhooks('2024-03-18'), { method: 'POST', body: { event: 'alerts.created' } });
    expectStructured400(r, 'invalid_request', 'url is required');
  });

  it('a member of the wrong type is named', async () => {
    const r = await call(mock, webhooks('2025-04-01'), {
      method: 'POST',
      body: { event: 5, url: 'https://x.example' },
    });
    expectStructured400(r, 'invalid_request', 'event must be string');
  });

  it('a wrong enum value deep in a body is named with its path', async () => {
    const r = await call(mock, `/public/2025-04-01/platform/disputes`, {
      method: 'POST',
      body: {
        source_id: 'dp_1',
        account_id: 'a',
        created_at: 'x',
        due_by: 'y',
        amount: 5,
        currency: 'EUR',
        reason: 'fraud',
        status: 'sleeping',
        transaction: { currency: 'eur' },
      },
    });
    expectStructured400(
      r,
      'invalid_request',
      /status must be one of: needs_response.*transaction\.currency must match pattern/,
    );
  });

  it('a body that is not an object is refused', async () => {
    const r = await call(mock, `/public/2025-04-01/accounts`, { method: 'POST', body: '[1, 2]' });
    expectStructured400(r, 'invalid_request', 'body must be object');
  });

  it('a missing required body is refused', async () => {
    const r = await call(mock, `/public/2025-04-01/customer-communication`, { method: 'POST' });
    expectStructured400(r, 'invalid_request', 'request body is required');
  });

  it('valid bodies pass', async () => {
    const r = await call(mock, webhooks('2024-03-18'), {
      method: 'POST',
      body: { event: 'alerts.created', url: 'https://x.example' },
    });
    expect(r.status).toBe(201);
  });
});
