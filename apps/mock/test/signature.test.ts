// Request signing: HMAC-SHA256 over `<METHOD>\n<PATH>\n<BODY>` in x-service-hmac-sha256.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { call, start } from './helpers/mock.js';

const SECRET = 'test-secret-not-real';
// Computed here, independently of the mock's own helper, from the spec's definition.
const hmac = (method: string, path: string, body = '') =>
  createHmac('sha256', SECRET).update(`${method}\n${path}\n${body}`).digest('hex');

let mock: RunningMock;
beforeAll(async () => {
  mock = await start({ secretKey: SECRET, requireSignature: true });
});
afterAll(() => mock.close());

const signed = (sig: string) => ({ headers: { 'x-service-hmac-sha256': sig } });

describe.each(['2025-04-01', '2024-03-18'])('signatures required, version %s', (v) => {
  const path =
    v === '2025-04-01' ? `/public/${v}/alerts?offset=25&limit=25` : `/public/${v}/disputes?reason=fraud`;

  it('accepts a correct signature over method, path with query, and empty body', async () => {
    const r = await call(mock, path, signed(hmac('GET', path)));
    expect(r.status).toBe(200);
  });

  it('refuses a missing signature with 403 Forbidden', async () => {
    const r = await call(mock, path);
    expect(r.status).toBe(403);
    expect(r.json).toEqual({ message: 'Forbidden', requestId: expect.any(String) });
  });

  it('refuses a signature of the path without its query string', async () => {
    const r = await call(mock, path, signed(hmac('GET', path.split('?')[0]!)));
    expect(r.status).toBe(403);
    expect(r.json.message).toBe('Forbidden');
  });

  it('refuses a signature made with another secret, or in upper-case hex', async () => {
    const other = createHmac('sha256', 'other').update(`GET\n${path}\n`).digest('hex');
    expect((await call(mock, path, signed(other))).status).toBe(403);
    expect((await call(mock, path, signed(hmac('GET', path).toUpperCase()))).status).toBe(403);
    expect((await call(mock, path, signed('abc'))).status).toBe(403);
  });

  it('checks the key before the signature', async () => {
    const r = await call(mock, path, { key: null, ...signed(hmac('GET', path)) });
    expect(r.json.message).toBe('Missing x-api-key header');
  });

  it('leaves the health checks without a signature (the access-key check only checks the key)', async () => {
    expect((await call(mock, `/public/${v}/health-check`, { key: null })).status).toBe(200);
    expect((await call(mock, `/public/${v}/health-check/access-key`)).status).toBe(200);
  });
});

describe('signed bodies', () => {
  const path = `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome`;
  const body = '{"outcome":"refunded"}';

  it('accepts a POST whose signature covers the raw body', async () => {
    const r = await call(mock, path, { method: 'POST', body, ...signed(hmac('POST', path, body)) });
    expect(r.status).toBe(202);
  });

  it('refuses the same signature on a changed body', async () => {
    const r = await call(mock, path, {
      method: 'POST',
      body: '{"outcome":"decline"}',
      ...signed(hmac('POST', path, body)),
    });
    expect(r.status).toBe(403);
  });

  it('refuses a signature made with the lower-case method', async () => {
    const r = await call(mock, path, { method: 'POST', body, ...signed(hmac('post', path, body)) });
    expect(r.status).toBe(403);
  });
});

describe('signatures not required', () => {
  it('ignores the signature header entirely', async () => {
    const plain = await start({ secretKey: SECRET });
    try {
      expect((await call(plain, `/public/2025-04-01/alerts`)).status).toBe(200);
      expect((await call(plain, `/public/2025-04-01/alerts`, signed('garbage'))).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
