// The limits of limits.ts: the 1 MiB body limit (413 in the structured format), the header and
// request timeouts that free a connection a slow client holds, and the structured answers to what
// Node's parser refuses before the pipeline runs. Timeouts are shortened here so the tests are quick.
// The 413 is the mock's own protection: the contract documents no size limit (the sandbox guide, Limits).
import { contractProblems, loadBundle, schemaValidator } from '@dispute-api/spec/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, MAX_BODY_BYTES, startMock, StartupError, type RunningMock } from '../src/index.js';
import { call, KEY, start } from './helpers/mock.js';
import { raw } from './helpers/raw.js';

const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 600;
let mock: RunningMock;
beforeAll(async () => {
  mock = await start({ headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: REQUEST_TIMEOUT_MS });
});
afterAll(() => mock.close());

const webhooks = `/public/2025-04-01/webhooks`;
const padded = (size: number) => `{"event":"alerts.created","url":"https://m.example/h"}`.padEnd(size, ' ');
const structured = (json: any, code: string) =>
  expect(json).toMatchObject({ error: { type: 'invalid_request_error', code, message: expect.any(String) } });

describe('request body limit', () => {
  it('is 1 MiB by default', () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
    expect(DEFAULT_LIMITS).toMatchObject({
      maxBodyBytes: MAX_BODY_BYTES,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
  });

  it('takes a body of exactly the limit', async () => {
    const r = await call(mock, webhooks, { method: 'POST', body: padded(MAX_BODY_BYTES) });
    expect(r.status).toBeLessThan(300);
  });

  it.each([
    ['POST /webhooks', '2025-04-01', 'post', '/webhooks', webhooks, 'POST'],
    [
      'DELETE /webhooks/{id} (takes no body)',
      '2025-04-01',
      'delete',
      '/webhooks/{id}',
      `/public/2025-04-01/webhooks/w1`,
      'DELETE',
    ],
    ['2024-03-18 POST /disputes', '2024-03-18', 'post', '/disputes', `/public/2024-03-18/disputes`, 'POST'],
  ])(
    'answers 413 one byte over it, in the structured format, outside the contract: %s',
    async (_label, version, method, template, path, verb) => {
      const r = await call(mock, path, { method: verb, body: padded(MAX_BODY_BYTES + 1) });
      expect(r.status).toBe(413);
      structured(r.json, 'payload_too_large');
      expect(r.json.error.message).toContain(String(MAX_BODY_BYTES));
      expect(schemaValidator(loadBundle(version))('#/components/schemas/StructuredError', r.json)).toEqual(
        [],
      );
      // The mock's exception: the contract promises no size limit, so no operation documents 413.
      expect(contractProblems({ version, method, template }, 413, r.text)).toEqual([
        `status 413 is not documented for ${method} ${template}`,
      ]);
      // The body was read to its end, so the connection stays usable.
      expect(r.headers.get('connection')).not.toBe('close');
    },
  );

  it('refuses a declared length far over the limit at once, without reading it, and closes', async () => {
    const head = `POST ${webhooks} HTTP/1.1\r\nhost: x\r\nx-api-key: ${KEY}\r\ncontent-type: application/json\r\ncontent-length: 1000000000\r\n\r\n{`;
    const r = await raw(mock, head);
    // A 413, not the 408 of the request timeout: it did not wait for the body.
    expect(r.status).toBe(413);
    structured(r.json, 'payload_too_large');
    expect(r.closed).toBe(true);
  });

  it('refuses a body nested deeper than 64 levels with 400, not a crash', async () => {
    const r = await call(mock, webhooks, {
      method: 'POST',
      body: `{"event":"x","url":"y","deep":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/nest/);
    const ok = await call(mock, webhooks, {
      method: 'POST',
      body: `{"event":"x","url":"y","deep":${'['.repeat(60)}${']'.repeat(60)}}`,
    });
    expect(ok.status).toBeLessThan(300);
  });
});

describe('timeouts', () => {
  it('closes a connection whose headers never end, with a structured 408', async () => {
    const r = await raw(mock, `GET /public/2025-04-01/alerts HTTP/1.1\r\nhost: x\r\nx-api-key: ${KEY}\r\n`);
    expect(r.closed).toBe(true);
    expect(r.status).toBe(408);
    structured(r.json, 'request_timeout');
    // The shortened timeout, not the default: bounded by the default, so a loaded machine cannot fail it.
    expect(r.elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(r.elapsedMs).toBeLessThan(DEFAULT_LIMITS.headersTimeoutMs);
  });

  it('closes a connection whose body never ends', async () => {
    const head = `POST ${webhooks} HTTP/1.1\r\nhost: x\r\nx-api-key: ${KEY}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"event":`;
    const r = await raw(mock, head);
    expect(r.closed).toBe(true);
    expect(r.status).toBe(408);
    expect(r.elapsedMs).toBeLessThan(DEFAULT_LIMITS.requestTimeoutMs);
  });

  it('keeps serving everyone else meanwhile, and afterwards', async () => {
    const slow = raw(mock, `GET /public/2025-04-01/alerts HTTP/1.1\r\nhost: x\r\n`);
    expect((await call(mock, `/public/2025-04-01/health-check`)).status).toBe(200);
    await slow;
    expect((await call(mock, `/public/2025-04-01/health-check`)).status).toBe(200);
  });

  it('refuses nonsense timeouts at start-up', async () => {
    await expect(startMock({ port: 0, logLevel: 'silent', headersTimeoutMs: -1 })).rejects.toBeInstanceOf(
      StartupError,
    );
  });
});

describe('requests refused before routing get the structured format', () => {
  it.each([
    [
      'an unknown method',
      `BREW /public/2025-04-01/alerts HTTP/1.1\r\nhost: x\r\n\r\n`,
      400,
      'invalid_request',
    ],
    [
      'a byte past ASCII in the target',
      `GET /public/2025-04-01/al\u00e9rts HTTP/1.1\r\nhost: x\r\n\r\n`,
      400,
      'invalid_request',
    ],
    [
      'a broken header line',
      `GET /public/2025-04-01/alerts HTTP/1.1\r\nno colon here\r\n\r\n`,
      400,
      'invalid_request',
    ],
    [
      'two different lengths',
      `POST ${webhooks} HTTP/1.1\r\nhost: x\r\ncontent-length: 1\r\ncontent-length: 2\r\n\r\n{}`,
      400,
      'invalid_request',
    ],
    [
      'a header block over 16 KiB',
      `GET /public/2025-04-01/alerts HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'request_header_fields_too_large',
    ],
  ])('%s', async (_label, bytes, status, code) => {
    const r = await raw(mock, Buffer.from(bytes, 'latin1'));
    expect(r.status).toBe(status);
    structured(r.json, code);
    expect(r.json.requestId).toMatch(/^req_/);
    expect(r.closed).toBe(true);
  });

  it('answers a HEAD that Node refuses without a body', async () => {
    const r = await raw(mock, `HEAD /public/2025-04-01/al\u00e9rts HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(r.status).toBe(400);
    expect(r.text.split('\r\n\r\n')[1]).toBe('');
  });

  it('serves a request with an Expect it does not know, instead of a bare 417', async () => {
    const r = await raw(
      mock,
      `GET /public/2025-04-01/alerts HTTP/1.1\r\nhost: x\r\nx-api-key: ${KEY}\r\nexpect: something-else\r\nconnection: close\r\n\r\n`,
    );
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ alerts: expect.any(Array) });
  });

  it('ignores a malformed Content-Type on a request without a body, instead of a 500', async () => {
    for (const type of ['json', ';', 'application/']) {
      expect(
        (await call(mock, `/public/2025-04-01/alerts`, { headers: { 'content-type': type } })).status,
      ).toBe(200);
    }
  });
});
