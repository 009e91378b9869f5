// The proxy when the service fails it: unreachable, refusing, too slow, answering something that is
// not HTTP, hanging up. The caller always gets a 502 in the structured format that names the cause
// (a documented answer), never a hang; the journal says what happened. Only a GET or HEAD that a
// kept-alive connection loses before any byte of its answer goes again, once, on a new connection.
// Also: requests the proxy answers itself (--reject-invalid-requests, the body limit), and no key or
// signature in any output.
import type { Socket } from 'node:net';
import { contractProblems } from '@dispute-api/spec/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, type MockOptions, type RunningMock } from '../src/index.js';
import { createLogger } from '../src/core/logger.js';
import { call, start } from './helpers/mock.js';
import { localServer, type LocalServer } from '@dispute-api/test-support/http';
import { closedPortUrl, startSocketUpstream } from './helpers/upstream.js';

const V = '2025-04-01';
const ALERTS = `/public/${V}/alerts`;
const LIST = { version: V, method: 'get', template: '/alerts' };
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function proxyTo(url: string, options: MockOptions = {}): Promise<RunningMock> {
  const proxy = await start({ proxy: url, ...options });
  opened.push(proxy);
  return proxy;
}
const keep = <T extends { close(): Promise<void> }>(thing: T) => (opened.push(thing), thing);

describe('a service that gives no answer', () => {
  it.each([
    [
      'refuses the connection',
      'upstream_refused',
      /refused the connection \(ECONNREFUSED\)/,
      () => closedPortUrl(),
    ],
    [
      'answers something that is not HTTP',
      'upstream_invalid_response',
      /answered with something that is not HTTP \(HPE_/,
      async () => keep(await startSocketUpstream((s) => s.end('this is not http\r\n\r\n'))).url,
    ],
    [
      'hangs up on the request',
      'upstream_closed',
      /closed the connection before its answer was complete/,
      async () => keep(await startSocketUpstream((s) => s.once('data', () => s.destroy()))).url,
    ],
    [
      'hangs up half-way through its answer',
      'upstream_closed',
      /closed the connection before its answer was complete/,
      async () =>
        keep(
          await startSocketUpstream((s) =>
            s.once('data', () => {
              s.write(
                'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{"alerts"',
              );
              setTimeout(() => s.destroy(), 50);
            }),
          ),
        ).url,
    ],
    [
      'takes longer than the timeout',
      'upstream_timeout',
      /did not answer within 300 ms/,
      async () => keep(await startSocketUpstream(() => undefined)).url,
    ],
  ])('%s: 502 %s, naming the cause', async (_, code, cause, upstreamUrl) => {
    // Only the timeout case may time out: elsewhere a loaded machine must not turn the cause into one.
    const proxyTimeoutMs = code === 'upstream_timeout' ? 300 : 120_000;
    const proxy = await proxyTo(await upstreamUrl(), { proxyTimeoutMs });
    const r = await call(proxy, `${ALERTS}?limit=2`);
    expect(r.status).toBe(502);
    expect(r.json.error).toMatchObject({ type: 'api_error', code, message: expect.stringMatching(cause) });
    expect(contractProblems(LIST, r.status, r.text)).toEqual([]);
    expect(r.headers.get('x-dispute-api-violations')).toBe('0');
    const [entry] = (await call(proxy, '/__mock/requests?limit=1')).json.requests;
    expect(entry).toMatchObject({ status: 502, problems: [expect.stringMatching(cause)], violations: [] });
    // Not checked: counted apart, so that a wrong address does not pass for a service that keeps the
    // contract. And the proxy still answers the next request.
    const summary = await call(proxy, '/__mock/violations');
    expect(summary.json).toMatchObject({
      exchanges: 0,
      unanswered: 1,
      failed: 0,
      headline: '0 exchanges checked, 1 got no answer from the service, 0 broke the contract, 0 violations',
    });
  });
});

describe('a kept-alive connection the service closes as the next request arrives', () => {
  const HEALTH = `/public/${V}/health-check`;
  /**
   * A service whose idle timeout crosses every request that reuses a connection: it answers the
   * first request on each connection, and hangs up on a later one once it has read it, before any
   * byte of its answer (`'before'`) or after the first bytes of a status line (`'during'`). `ports`
   * holds each request's connection, by its port on the proxy's side.
   */
  async function closingOnReuse(when: 'before' | 'during' = 'before') {
    const ports: number[] = [];
    const served = new WeakSet<Socket>();
    const upstream = keep(
      await localServer((req, res) => {
        const socket = req.socket;
        ports.push(socket.remotePort!);
        if (!served.has(socket)) {
          served.add(socket);
          res.writeHead(200, { 'content-type': 'application/json' }).end('"OK"');
        } else if (when === 'before') socket.destroy();
        else socket.end('HTTP/1.1 2');
      }),
    );
    return { received: upstream.received, ports, url: upstream.url };
  }

  /** The proxy in front of `url`, with a first GET answered: its connection is now kept alive. */
  async function afterOneCall(url: string) {
    const proxy = await proxyTo(url, { proxyTimeoutMs: 120_000 });
    expect((await call(proxy, HEALTH)).status).toBe(200);
    return proxy;
  }

  it.each(['GET', 'HEAD'])('%s: sent again once, on a new connection, and answered', async (method) => {
    const upstream = await closingOnReuse();
    const proxy = await afterOneCall(upstream.url);
    const r = await call(proxy, HEALTH, { method });
    expect(r.status).toBe(200);
    // The first call, the one the kept-alive connection lost, and the same again on a new connection.
    expect(upstream.received.map((q) => `${q.method} ${q.url}`)).toEqual([
      `GET ${HEALTH}`,
      `${method} ${HEALTH}`,
      `${method} ${HEALTH}`,
    ]);
    const [first, reused, fresh] = upstream.ports;
    expect(reused).toBe(first);
    expect(fresh).not.toBe(first);
    expect((await call(proxy, '/__mock/violations')).json).toMatchObject({ unanswered: 0 });
  });

  it.each([
    ['POST', `${ALERTS}/a1/outcome`, { outcome: 'resolved' }],
    ['PATCH', `/public/${V}/disputes/d1`, { status: 'accepted' }],
    ['PUT', `/public/${V}/webhooks/w1`, { url: 'https://example.com/hook' }],
    ['DELETE', `/public/${V}/webhooks/w1`, undefined],
  ])(
    '%s: never sent again; its 502 as before, the service having seen it once',
    async (method, path, body) => {
      const upstream = await closingOnReuse();
      const proxy = await afterOneCall(upstream.url);
      const r = await call(proxy, path, { method, ...(body ? { body } : {}) });
      expect([r.status, r.json.error.code]).toEqual([502, 'upstream_closed']);
      expect(upstream.received.map((q) => q.method)).toEqual(['GET', method]);
    },
  );

  it('a GET whose answer had begun is not sent again', async () => {
    const upstream = await closingOnReuse('during');
    const proxy = await afterOneCall(upstream.url);
    const r = await call(proxy, HEALTH);
    expect([r.status, r.json.error.code]).toEqual([502, 'upstream_closed']);
    expect(upstream.received).toHaveLength(2);
  });

  it('a GET goes again on a new connection, not on another idle one the service has closed too', async () => {
    const upstream = await closingOnReuse();
    const proxy = await proxyTo(upstream.url, { proxyTimeoutMs: 120_000 });
    // Two calls at once: two connections, both kept alive.
    const opening = await Promise.all([call(proxy, HEALTH), call(proxy, HEALTH)]);
    expect(opening.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(upstream.ports).size).toBe(2);
    expect((await call(proxy, HEALTH)).status).toBe(200);
    expect(upstream.received).toHaveLength(4);
    const [a, b, reused, fresh] = upstream.ports;
    expect([a, b]).toContain(reused);
    expect([a, b]).not.toContain(fresh);
  });

  it('a GET is sent again once only: a new connection that fails too is the 502', async () => {
    // Hangs up on everything after the first call: the new connection's request as well.
    const upstream = keep(
      await localServer((req, res, index) =>
        index === 0 ? res.writeHead(200).end('"OK"') : req.socket.destroy(),
      ),
    );
    const proxy = await afterOneCall(upstream.url);
    const r = await call(proxy, HEALTH);
    expect([r.status, r.json.error.code]).toEqual([502, 'upstream_closed']);
    expect(upstream.received).toHaveLength(3);
  });
});

it('refuses to start with a timeout Node cannot keep, from startMock as from the command line', async () => {
  // A timer of more than about 24.8 days fires at once in Node: it would time every call out.
  for (const proxyTimeoutMs of [0, 1.5, 3e9])
    await expect(proxyTo(await closedPortUrl(), { proxyTimeoutMs })).rejects.toThrow(
      `the proxy's timeout must be whole milliseconds from 1 to 2073600000 (24 days), got ${proxyTimeoutMs}`,
    );
});

it('counts what is wrong with the request also when the service gives no answer', async () => {
  // The request is checked while it is forwarded: a 502 that comes first must not lose the check.
  const proxy = await proxyTo(await closedPortUrl(), { proxyTimeoutMs: 120_000 });
  const r = await call(proxy, `${ALERTS}?limit=500`);
  expect([r.status, r.json.error.code]).toEqual([502, 'upstream_refused']);
  expect(r.headers.get('x-dispute-api-violations')).toBe('1');
  const [entry] = (await call(proxy, '/__mock/requests?limit=1')).json.requests;
  expect(entry.violations).toMatchObject([{ in: 'request', at: '?limit', kind: 'parameter' }]);
  const summary = (await call(proxy, '/__mock/violations')).json;
  expect(summary).toMatchObject({ exchanges: 0, unanswered: 1, failed: 1, violations: 1 });
});

describe('requests the proxy answers itself', () => {
  let upstream: LocalServer;
  beforeAll(async () => {
    upstream = await localServer((_, res) => res.writeHead(204).end());
  });
  afterAll(() => upstream?.close());

  it('forwards an invalid request, and says what is wrong with it', async () => {
    const proxy = await proxyTo(upstream.url);
    const before = upstream.received.length;
    const r = await call(proxy, `${ALERTS}?limit=500`, { key: null });
    expect(upstream.received.length).toBe(before + 1);
    const [entry] = (await call(proxy, '/__mock/requests?limit=1')).json.requests;
    // The contract leaves the answer to a limit out of bounds open (x-unspecified): the service's
    // 204, which GET /alerts does not document, is not held against it.
    expect(entry.violations).toEqual([
      {
        in: 'request',
        at: 'x-api-key',
        kind: 'header',
        message: expect.stringMatching(/x-api-key is required/),
      },
      { in: 'request', at: '?limit', kind: 'parameter', message: 'limit must be an integer from 1 to 100' },
    ]);
    expect(r.headers.get('x-dispute-api-violations')).toBe('2');
    // Without the open parameter, the same 204 is a violation.
    await call(proxy, ALERTS, { key: null });
    const [checked] = (await call(proxy, '/__mock/requests?limit=1')).json.requests;
    expect(checked.violations.map((v: any) => `${v.in} ${v.at}`)).toEqual([
      'request x-api-key',
      'response :status',
    ]);
  });

  it('logs each violation at its place, which the key redactor does not take for a key and its value', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn', undefined, (line) => warnings.push(line));
    const proxy = await proxyTo(upstream.url, { logger });
    await call(proxy, `${ALERTS}?limit=500`, { key: null });
    expect(warnings).toEqual([
      `[mock] warn  GET ${ALERTS}?limit=500: 2 contract violations: ` +
        'request [x-api-key] x-api-key is required by the security of listAlerts; ' +
        'request [?limit] limit must be an integer from 1 to 100',
    ]);
    warnings.length = 0;
    await call(proxy, `/public/${V}/health-check`);
    const status = 'response [:status] status 204 is not documented for GET /health-check';
    expect(warnings).toEqual([
      `[mock] warn  GET /public/${V}/health-check: 1 contract violation: ${status} (documented: 200, 429, 500, 502)`,
    ]);
  });

  it('with rejectInvalidRequests, answers it in the API own format instead', async () => {
    const proxy = await proxyTo(upstream.url, { rejectInvalidRequests: true });
    const before = upstream.received.length;
    const limit = await call(proxy, `${ALERTS}?limit=500`);
    expect([limit.status, limit.json.error.message]).toEqual([400, 'limit must be an integer from 1 to 100']);
    const key = await call(proxy, ALERTS, { key: null });
    expect([key.status, key.json.message]).toEqual([403, 'Missing x-api-key header']);
    const unknown = await call(proxy, `/public/${V}/nowhere`);
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'resource_not_found']);
    const outcome = await call(proxy, `${ALERTS}/a1/outcome`, { method: 'POST', body: {} });
    expect([outcome.status, outcome.json.error.code]).toEqual([400, 'missing_outcome']);
    expect(upstream.received.length).toBe(before);
    expect(limit.headers.get('x-dispute-api-violations')).toBe('1');
    expect((await call(proxy, '/__mock/violations')).json).toMatchObject({ exchanges: 4, failed: 4 });
    await call(proxy, `${ALERTS}?limit=5`);
    expect(upstream.received.length).toBe(before + 1);
  });

  it('refuses a body over the limit as the mock always does, without forwarding it', async () => {
    const proxy = await proxyTo(upstream.url);
    const before = upstream.received.length;
    const r = await call(proxy, `/public/${V}/webhooks`, {
      method: 'POST',
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect([r.status, r.json.error.code]).toEqual([413, 'payload_too_large']);
    expect(upstream.received.length).toBe(before);
  });

  it('has GET /__mock/violations in the proxy only', async () => {
    const sandbox = keep(await start());
    const r = await call(sandbox, '/__mock/violations');
    expect([r.status, r.json.error.message]).toEqual([404, '/__mock/violations exists in the proxy only']);
  });

  it('serves no unknown version: there is no contract to check it against', async () => {
    const proxy = await proxyTo(upstream.url);
    const r = await call(proxy, '/public/1999-01-01/alerts');
    expect(r.status).toBe(404);
    expect(r.headers.get('x-dispute-api-violations')).toBeNull();
  });
});

describe('request ids', () => {
  it("carries the service's x-request-id, when it sent one, into the journal and the log; else the proxy's own", async () => {
    const upstream = keep(
      await localServer((req, res) => {
        const id = req.url!.endsWith('/health-check') ? { 'x-request-id': 'svc-7f3a9c21' } : {};
        res.writeHead(200, { 'content-type': 'application/json', ...id }).end('"OK"');
      }),
    );
    const lines: string[] = [];
    const proxy = await proxyTo(upstream.url, { logger: createLogger('info', (line) => lines.push(line)) });
    for (const [path, id] of [
      [`/public/${V}/health-check`, 'svc-7f3a9c21'],
      [`/public/${V}/nowhere`, expect.stringMatching(/^req_[0-9a-f]{12}$/)],
    ] as const) {
      const r = await call(proxy, path);
      expect(r.headers.get('x-request-id')).toEqual(id);
      const sent = r.headers.get('x-request-id')!;
      const [entry] = (await call(proxy, '/__mock/requests?limit=1')).json.requests;
      expect([entry.target, entry.requestId]).toEqual([path, sent]);
      expect(lines.filter((line) => line.includes(`GET ${path} 200 ${sent} `))).toHaveLength(1);
    }
  });
});

describe('keys and signatures', () => {
  it('pass through as sent and appear in no log line, journal entry or error', async () => {
    const key = 'live_key_9f8e7d6c5b4a';
    const signature = 'ab'.repeat(32);
    const upstream = keep(
      await localServer((_, res) =>
        res.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Forbidden"}'),
      ),
    );
    const lines: string[] = [];
    const capture = (line: string) => lines.push(line);
    const proxy = await proxyTo(upstream.url, { logger: createLogger('debug', capture, capture) });
    const r = await call(proxy, `${ALERTS}?limit=1`, {
      key,
      headers: { 'x-service-hmac-sha256': signature },
    });
    expect(upstream.received.at(-1)!.headers).toMatchObject({
      'x-api-key': key,
      'x-service-hmac-sha256': signature,
    });
    expect(r.status).toBe(403);
    const journal = (await call(proxy, '/__mock/requests')).text;
    // The service's 403 lacks the requestId the contract requires: a violation, logged and kept.
    expect(journal).toContain('requestId is required');
    expect(lines.join('\n')).toContain('requestId is required');
    for (const output of [journal, lines.join('\n'), r.text]) {
      expect(output).not.toContain(key);
      expect(output).not.toContain(signature);
    }
  });
});
