// The MSW handle (`createSandbox` from `@dispute-api/mock/msw`): reset, state, scenarios and the
// journal as calls, on the same state as the mock's own routes. Each change is made one way and read
// the other: through the handle and over HTTP (`/__mock/…` through the handlers), and the reverse.
import { BUNDLES } from '@dispute-api/spec/bundles';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMock } from '../src/index.js';
import { ApiError, createHandlers, createSandbox, FixturesError } from '../src/msw/index.js';
import { fits } from './types/typed-sandbox.js';
import { KEY } from './helpers/mock.js';

const BASE = 'http://handle.mock.test';
const ALERTS = `${BASE}/public/2025-04-01/alerts`;
const ALERT = '6601a7c3e4b0c1d2e3f40a11';
const sandbox = createSandbox({ baseUrl: BASE, logLevel: 'silent' });
const server = setupServer(...sandbox.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  sandbox.reset();
  sandbox.scenarios.clear();
  sandbox.clearJournal();
});

const send = async (url: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'x-api-key': KEY, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  // The routes stamp every answer with its request id; the handle's values carry none.
  const { requestId: _id, ...json } = text === '' ? {} : JSON.parse(text);
  return { status: response.status, json };
};
const control = (route: string, init?: { method?: string; body?: unknown }) =>
  send(`${BASE}/__mock/${route}`, init);
const outcomeOf = async (id: string) => (await send(`${ALERTS}/${id}`)).json.outcome as string;

describe('the handle changes, HTTP reads', () => {
  it('a scenario added through the handle is listed by GET /__mock/scenarios and applies', async () => {
    const added = sandbox.scenarios.add({
      version: '2025-04-01',
      operationId: 'listAlerts',
      status: 500,
      times: 1,
    });
    expect((await control('scenarios')).json.scenarios).toEqual([added]);
    expect((await send(ALERTS)).status).toBe(500);
    expect((await send(ALERTS)).status).toBe(200);
    expect((await control('scenarios')).json.scenarios).toEqual([]);
  });

  it('reset() brings the seed back, as a read over HTTP shows', async () => {
    const seeded = await outcomeOf(ALERT);
    await send(`${ALERTS}/${ALERT}/outcome`, { method: 'POST', body: { outcome: 'refunded' } });
    expect(await outcomeOf(ALERT)).toBe('refunded');
    expect(sandbox.reset()).toEqual((await control('reset', { method: 'POST' })).json);
    expect(await outcomeOf(ALERT)).toBe(seeded);
  });

  it('clearJournal() empties what GET /__mock/requests lists; state() is what GET /__mock/state answers', async () => {
    await send(ALERTS);
    expect((await control('requests')).json.requests).toHaveLength(1);
    sandbox.clearJournal();
    expect((await control('requests')).json.requests).toEqual([]);
    sandbox.scenarios.add({ version: '2025-04-01', operationId: 'getAlert', delayMs: 0 });
    expect(sandbox.state()).toEqual((await control('state')).json);
    expect(sandbox.state()).toMatchObject({ scenarios: 1, journal: 0 });
  });
});

describe('HTTP changes, the handle reads', () => {
  it('a scenario posted over HTTP is in scenarios.list(), and removed over HTTP it is gone', async () => {
    const { json: posted } = await control('scenarios', {
      method: 'POST',
      body: { version: '2025-04-01', operationId: 'getAlert', status: 404 },
    });
    expect(sandbox.scenarios.list()).toEqual([posted]);
    await control(`scenarios/${posted.id}`, { method: 'DELETE' });
    expect(sandbox.scenarios.list()).toEqual([]);
  });

  it('journal() lists what the app sent, newest first, like GET /__mock/requests', async () => {
    await send(`${ALERTS}?limit=1`);
    await send(`${ALERTS}?limit=500`);
    const entries = sandbox.journal();
    expect(entries.map((e) => [e.target, e.status])).toEqual([
      ['/public/2025-04-01/alerts?limit=500', 400],
      ['/public/2025-04-01/alerts?limit=1', 200],
    ]);
    expect(entries[0]!.headers['x-api-key']).toBe('[REDACTED]');
    expect(sandbox.journal({ limit: 1 })).toEqual((await control('requests?limit=1')).json.requests);
    await control('requests', { method: 'DELETE' });
    expect(sandbox.journal()).toEqual([]);
  });

  it('a write over HTTP shows in state(); POST /__mock/reset undoes it for the handle too', async () => {
    await send(`${BASE}/public/2025-04-01/webhooks`, {
      method: 'POST',
      body: { event: 'alerts.created', url: 'https://app.example/hook' },
    });
    expect(sandbox.state().counts['2025-04-01']!.webhooks).toBe(3);
    await control('reset', { method: 'POST' });
    expect(sandbox.state().counts['2025-04-01']!.webhooks).toBe(2);
  });
});

describe('the handle refuses as the routes do', () => {
  it('a scenario the routes answer 400 throws an ApiError with the same message', async () => {
    const bad = { version: '2025-04-01', operationId: 'listAlerts', status: 418 } as const;
    const { status, json } = await control('scenarios', { method: 'POST', body: bad });
    expect(status).toBe(400);
    const thrown = (() => {
      try {
        sandbox.scenarios.add(bad);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 400, message: json.error.message });
  });

  it('an unknown scenario id is a 404, a limit below 1 a 400', () => {
    expect(() => sandbox.scenarios.remove('scn_nope')).toThrow(
      expect.objectContaining({ status: 404, message: 'No such scenario: scn_nope' }),
    );
    expect(() => sandbox.journal({ limit: 0 })).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('own data', () => {
  it('typed as the contract types it, is served as given', async () => {
    const base = 'http://own.mock.test';
    server.use(...createSandbox({ baseUrl: base, fixtures: fits, logLevel: 'silent' }).handlers);
    try {
      const { json } = await send(`${base}/public/2025-04-01/alerts`);
      expect(json.alerts).toEqual(fits['2025-04-01']!.alerts);
      const account = (await send(`${base}/public/2025-04-01/accounts/acct_1`)).json;
      expect(account).toEqual(fits['2025-04-01']!.accounts![0]);
    } finally {
      server.resetHandlers();
    }
  });

  it('that breaks the contract throws the FixturesError the server stops with, one line per problem', async () => {
    const broken = { '2025-04-01': { alerts: [{ id: 'a1', currency: 'usd' }, { id: 'a1' }] } };
    // Typed own data cannot hold these; data read from a file can.
    const thrown = (() => {
      try {
        createSandbox({ fixtures: broken });
      } catch (error) {
        return error as FixturesError;
      }
    })();
    expect(thrown).toBeInstanceOf(FixturesError);
    expect(thrown!.problems).toEqual([
      'version 2025-04-01, collection alerts, record 0, field /currency: must match pattern "^[A-Z]+$"',
      'version 2025-04-01, collection alerts, record 1, field /id: repeats the id of an earlier record: a1',
    ]);
    await expect(startMock({ port: 0, fixtures: broken })).rejects.toMatchObject({
      problems: thrown!.problems,
    });
  });
});

describe('own data given again', () => {
  const { requestId: _r, ...exampleAlert } = (
    BUNDLES['2025-04-01']!.components as { examples: Record<string, { value: Record<string, unknown> }> }
  ).examples.Alert!.value;
  /** Alerts whose `amount` counts its reads: a check of an alert reads it. */
  const countedAlerts = () => {
    const counter = { reads: 0 };
    const alerts = ['a00000000000000000000001', 'a00000000000000000000002'].map((id) =>
      Object.defineProperty({ ...structuredClone(exampleAlert), id }, 'amount', {
        get: () => (counter.reads++, 10),
        enumerable: true,
      }),
    );
    return { alerts, counter };
  };

  it('is checked once per list: a second sandbox of the same records reads none of them', async () => {
    const { alerts, counter } = countedAlerts();
    const fixtures = { '2025-04-01': { alerts } };
    createSandbox({ fixtures });
    const checked = counter.reads;
    expect(checked).toBeGreaterThan(0);
    createSandbox({ fixtures });
    // The same list in new objects, as a story that writes its fixtures inline gives it.
    const again = createSandbox({ baseUrl: BASE, fixtures: { '2025-04-01': { alerts } } });
    expect(counter.reads).toBe(checked);
    server.use(...again.handlers);
    try {
      expect((await send(ALERTS)).json.alerts).toEqual(alerts.map((a) => ({ ...a, amount: 10 })));
    } finally {
      server.resetHandlers();
    }
    const reads = counter.reads;
    createSandbox({ fixtures: { '2025-04-01': { alerts: [...alerts] } } });
    expect(counter.reads).toBeGreaterThan(reads);
  });

  it('is frozen once checked, all the way down, so it stays as it was checked', () => {
    // Frozen on top only by its author: what is below is frozen too.
    const alerts = [Object.freeze({ ...structuredClone(exampleAlert), id: 'a00000000000000000000001' })];
    createSandbox({ fixtures: { '2025-04-01': { alerts } } });
    expect(() => alerts.push(alerts[0]!)).toThrow(TypeError);
    const nested = (alerts[0] as Record<string, unknown>).network_transaction as object;
    expect(() => Object.assign(nested, { currency: 'usd' })).toThrow(TypeError);
  });

  it('that breaks the contract is left as given, to be mended and given again', () => {
    const alerts = [{ ...structuredClone(exampleAlert), id: 'a00000000000000000000001', currency: 'usd' }];
    const fixtures = { '2025-04-01': { alerts } };
    expect(() => createSandbox({ fixtures })).toThrow(FixturesError);
    alerts[0]!.currency = 'USD';
    expect(createSandbox({ fixtures }).state().counts['2025-04-01']!.alerts).toBe(1);
  });

  it('with a problem in one list leaves every list as given, the good ones too', () => {
    const alerts = [{ ...structuredClone(exampleAlert), id: 'a00000000000000000000001' }];
    // Typed own data cannot hold this account; data read from a file can.
    const accounts = JSON.parse('[{ "id": 5 }]') as never[];
    const fixtures = { '2025-04-01': { alerts, accounts } };
    expect(() => createSandbox({ fixtures })).toThrow(FixturesError);
    expect(Object.isFrozen(alerts)).toBe(false);
    expect(Object.isFrozen(alerts[0])).toBe(false);
  });
});

describe('createHandlers', () => {
  it('is createSandbox(options).handlers', async () => {
    const base = 'http://plain.mock.test';
    const handlers = createHandlers({ baseUrl: base, logLevel: 'silent' });
    expect(handlers).toHaveLength(createSandbox({ baseUrl: base }).handlers.length);
    server.use(...handlers);
    try {
      const answer = await send(`${base}/public/2025-04-01/alerts?limit=1`);
      expect(answer.json.pagination.totalCount).toBe(137);
    } finally {
      server.resetHandlers();
    }
  });
});
