// The proxy in front of the sandbox: every operation of both versions answers through it as it does
// directly, with no violation; requests the contract refuses are reported on the request side only
// (the sandbox's answers to them stay inside the contract); the caller's key and signature reach the
// service as sent, and the proxy, which has no secret, never signs anything.
import { exampleBody, operationsOf } from '@dispute-api/spec/contract';
import { VERSIONS } from '@dispute-api/spec/versions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sign, type RunningMock } from '../src/index.js';
import { call, start, type Answer } from './helpers/mock.js';
import { pathOf, reset } from './helpers/sandbox.js';

const SECRET = 'proxy-test-secret';
const CLOCK = Date.parse('2025-06-01T12:00:00Z');
let sandbox: RunningMock;
let proxy: RunningMock;

beforeAll(async () => {
  // The service requires signatures; the proxy knows no secret, so only the caller's own pass.
  sandbox = await start({ secretKey: SECRET, requireSignature: true, evidenceDelayMs: 0, now: () => CLOCK });
  proxy = await start({ proxy: sandbox.url });
});
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  await reset(sandbox);
  await call(proxy, '/__mock/violations', { method: 'DELETE' });
});

/** A signed call, to the sandbox directly or through the proxy; a string body is sent as it is. */
async function signed(mock: RunningMock, method: string, path: string, body?: unknown): Promise<Answer> {
  const text = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  const signature = await sign(SECRET, method, path, text ?? '');
  return call(mock, path, {
    method,
    headers: { 'x-service-hmac-sha256': signature },
    ...(text === undefined ? {} : { body: text }),
  });
}

/** The answer without what differs on every call: the request ids. */
const comparable = (a: Answer) => ({
  status: a.status,
  type: a.headers.get('content-type'),
  body: a.text.replace(/"req_[0-9a-f]{12}"/g, '"req"'),
});

describe.each(VERSIONS)('version %s through the proxy', (v) => {
  it('answers every operation as the sandbox does directly, with no violation', async () => {
    const ops = operationsOf(v);
    for (const op of ops) {
      const method = op.method.toUpperCase();
      const path = pathOf(v, op.template);
      const body = exampleBody(op);
      await reset(sandbox);
      const direct = await signed(sandbox, method, path, body);
      await reset(sandbox);
      const proxied = await signed(proxy, method, path, body);
      const label = `${method} ${path} → ${proxied.status} ${proxied.text.slice(0, 200)}`;
      expect(direct.status, label).toBeLessThan(300);
      expect(comparable(proxied), label).toEqual(comparable(direct));
      expect(proxied.headers.get('x-dispute-api-violations'), label).toBe('0');
    }
    const summary = (await call(proxy, '/__mock/violations')).json;
    expect(summary).toMatchObject({ exchanges: ops.length, failed: 0, violations: 0, rows: [] });
  });

  it('reports requests that break the contract on the request side only', async () => {
    const ops = operationsOf(v);
    const broken = ['{not json', '[]', '{"outcome": 7, "transaction": 5, "disputes": [], "event": 3}'];
    const statuses = new Set<number>();
    for (const op of ops) {
      const method = op.method.toUpperCase();
      const path = `${pathOf(v, op.template)}?limit=0&offset=-1`;
      for (const body of method === 'GET' ? [undefined] : broken) {
        const r = await signed(proxy, method, path, body);
        expect(r.status, `${method} ${path} ${body}`).toBeLessThan(500);
        statuses.add(r.status);
      }
    }
    const { requests } = (await call(proxy, '/__mock/requests?limit=200')).json;
    const sides = new Set(requests.flatMap((e: any) => e.violations.map((x: any) => x.in)));
    expect([...sides]).toEqual(['request']);
    // The service answered them for what they are, not for a signature the proxy broke.
    expect(statuses.has(400)).toBe(true);
    expect(statuses.has(403)).toBe(false);
    expect((await call(proxy, '/__mock/violations')).json.failed).toBeGreaterThan(0);
  });
});

describe('what reaches the service', () => {
  it('is the key and signature as sent: a wrong signature is refused by the service, not the proxy', async () => {
    const path = pathOf(VERSIONS[0]!, '/alerts/{alertId}');
    expect((await signed(proxy, 'GET', path)).status).toBe(200);
    const wrong = await call(proxy, path, { headers: { 'x-service-hmac-sha256': '0'.repeat(64) } });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({ message: 'Forbidden', requestId: expect.any(String) });
    // The service's 403 is a documented answer: the exchange keeps the contract.
    expect(wrong.headers.get('x-dispute-api-violations')).toBe('0');
  });
});
