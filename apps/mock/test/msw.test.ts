// The MSW handlers (`@dispute-api/mock/msw`) in Node through `setupServer`: the same engine as the
// server, so for a fixed set of requests and a seed both adapters give the same answers (status, the
// headers that matter, the body without its request id), writes and their effects included.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../src/msw/index.js';
import { sign, startMock, type RunningMock } from '../src/index.js';
import { KEY } from './helpers/mock.js';

const MSW = 'http://msw.mock.test';
const SECRET = 'equality-secret';
const ALERT = '6601a7c3e4b0c1d2e3f40a11';
const DISPUTE = '6602b1d4e4b0c1d2e3f41c33';

interface Step {
  method?: string;
  path: string;
  key?: string | null;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Requests in order: reads, refusals, writes and the reads that show them, the mock's own routes. */
const STEPS: Step[] = [
  { path: `/public/2025-04-01/alerts?limit=3` },
  { path: `/public/2025-04-01/alerts?limit=2&offset=135` },
  { path: `/public/2025-04-01/alerts/${ALERT}` },
  { method: 'POST', path: `/public/2025-04-01/alerts/${ALERT}/outcome`, body: { outcome: 'refunded' } },
  { path: `/public/2025-04-01/alerts/${ALERT}` },
  { path: `/public/2025-04-01/alerts/ffffffffffffffffffffffff` },
  { path: `/public/2025-04-01/alerts?limit=0` },
  { path: `/public/2025-04-01/alerts`, key: null },
  { path: `/public/2025-04-01/alerts`, key: 'wrong-key' },
  { path: `/public/2025-04-01/alerts`, headers: { 'x-service-hmac-sha256': 'bad' } },
  { path: `/public/2025-04-01/disputes?limit=5&offset=2` },
  { path: `/public/2025-04-01/disputes/${DISPUTE}` },
  { method: 'PATCH', path: `/public/2025-04-01/disputes/${DISPUTE}`, body: { order: { products: [] } } },
  {
    method: 'POST',
    path: `/public/2025-04-01/webhooks`,
    body: { event: 'alerts.created', url: 'https://app.example/hook' },
  },
  { path: `/public/2025-04-01/webhooks` },
  {
    method: 'POST',
    path: `/public/2025-04-01/evidence`,
    body: { account_id: 'a', dispute: { dispute_id: DISPUTE } },
  },
  { path: `/public/2025-04-01/alerts`, headers: { prefer: 'code=429' } },
  { method: 'POST', path: `/public/2025-04-01/accounts`, body: '{"owner_name":' },
  { path: `/public/2024-03-18/disputes?amountFrom=100&statusNames=won,lost` },
  {
    method: 'POST',
    path: `/public/2024-03-18/webhooks`,
    body: { event: 'nope', url: 'https://app.example' },
  },
  { path: `/public/2025-04-01/health-check`, key: null },
  { path: '/public/1999-01-01/alerts' },
  { method: 'DELETE', path: `/public/2025-04-01/alerts` },
  {
    method: 'OPTIONS',
    path: `/public/2025-04-01/alerts`,
    key: null,
    headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' },
  },
  { path: `/public/2025-04-01/alerts?limit=1`, headers: { origin: 'http://127.0.0.1:5173' } },
  {
    method: 'POST',
    path: '/__mock/scenarios',
    body: { version: '2025-04-01', operationId: 'getAlert', status: 404, times: 1 },
  },
  { path: `/public/2025-04-01/alerts/${ALERT}` },
  { path: '/__mock/scenarios' },
  {
    method: 'POST',
    path: '/__mock/scenarios',
    body: { version: '2025-04-01', operationId: 'getAlert', status: 418 },
  },
  { path: '/__mock/state' },
  { method: 'POST', path: '/__mock/reset' },
  { path: `/public/2025-04-01/alerts/${ALERT}` },
];

/** Headers whose value is part of the answer; the date, connection and the like are the transport's. */
const COMPARED = [
  'content-type',
  'retry-after',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'vary',
];

const withoutRequestId = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutRequestId);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'requestId' && k !== 'request_id')
      .map(([k, v]) => [k, withoutRequestId(v)]),
  );
};

async function play(origin: string): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const step of STEPS) {
    const method = step.method ?? 'GET';
    const body =
      step.body === undefined
        ? undefined
        : typeof step.body === 'string'
          ? step.body
          : JSON.stringify(step.body);
    const headers: Record<string, string> = {
      ...(step.key === null ? {} : { 'x-api-key': step.key ?? KEY }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-service-hmac-sha256': await sign(SECRET, method, step.path, body ?? ''),
      ...step.headers,
    };
    const response = await fetch(origin + step.path, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    answers.push({
      request: `${method} ${step.path}`,
      status: response.status,
      headers: Object.fromEntries(COMPARED.map((h) => [h, response.headers.get(h)])),
      body: text === '' ? '' : withoutRequestId(JSON.parse(text)),
    });
  }
  return answers;
}

const OPTIONS = { seed: '7', secretKey: SECRET, requireSignature: true, logLevel: 'silent' } as const;
const interception = setupServer(...createHandlers({ ...OPTIONS, baseUrl: MSW }));
let server: RunningMock;
beforeAll(async () => {
  server = await startMock({ ...OPTIONS, stateful: true, port: 0 });
  interception.listen({ onUnhandledFrame: 'bypass' });
});
afterAll(async () => {
  interception.close();
  await server.close();
});

describe('MSW handlers in Node', () => {
  it('answer exactly as the node server does, for a fixed set of requests and a seed', async () => {
    // A server and handlers of its own: the other tests' requests would show in the journal counts.
    const ownServer = await startMock({ ...OPTIONS, stateful: true, port: 0 });
    const ownBase = 'http://equality.mock.test';
    interception.use(...createHandlers({ ...OPTIONS, baseUrl: ownBase }));
    try {
      const fromServer = await play(ownServer.url);
      const fromMsw = await play(ownBase);
      // The sequence reaches every kind of answer, so equality is not trivially about 200s.
      expect(new Set(fromServer.map((a) => (a as { status: number }).status))).toEqual(
        new Set([200, 201, 202, 204, 400, 403, 404, 429]),
      );
      expect(fromMsw).toEqual(fromServer);
    } finally {
      interception.resetHandlers();
      await ownServer.close();
    }
  });

  it('serve the sandbox by default, with the server sandbox data of the same seed', async () => {
    const [a, b] = await Promise.all([
      fetch(`${server.url}/public/2025-04-01/alerts?limit=5`, {
        headers: {
          'x-api-key': KEY,
          'x-service-hmac-sha256': await sign(SECRET, 'GET', `/public/2025-04-01/alerts?limit=5`),
        },
      }),
      fetch(`${MSW}/public/2025-04-01/alerts?limit=5`, {
        headers: {
          'x-api-key': KEY,
          'x-service-hmac-sha256': await sign(SECRET, 'GET', `/public/2025-04-01/alerts?limit=5`),
        },
      }),
    ]);
    const [left, right] = [
      (await a.json()) as { alerts: unknown[]; pagination: unknown },
      (await b.json()) as { alerts: unknown[]; pagination: unknown },
    ];
    expect(right.pagination).toEqual({ totalCount: 137, offset: 0, limit: 5 });
    expect(right.alerts).toEqual(left.alerts);
  });

  it('keep a journal of what the app sent, like the server', async () => {
    const path = `/public/2025-04-01/alerts?limit=2`;
    const headers = { 'x-api-key': KEY, 'x-service-hmac-sha256': await sign(SECRET, 'GET', path) };
    const sent = await fetch(`${MSW}${path}`, { headers });
    const journal = (await (
      await fetch(`${MSW}/__mock/requests?limit=1`, { headers: { 'x-api-key': KEY } })
    ).json()) as { requests: { target: string; requestId: string; headers: Record<string, string> }[] };
    expect(journal.requests[0]).toMatchObject({
      target: path,
      requestId: sent.headers.get('x-request-id'),
      headers: { 'x-api-key': '[REDACTED]' },
    });
  });

  it('answer only under their base URL', async () => {
    const handlers = createHandlers({ baseUrl: 'http://other.mock.test/' });
    expect(handlers).toHaveLength(2);
    await expect(fetch('http://other.mock.test/public/x')).rejects.toThrow();
  });
});
