// Log redaction: hostile or careless input that carries key material (a key in the query string or
// the path, a signature in a header it does not belong in, a key inside a malformed body that an
// error message quotes) must not reach a log line, at any level, including debug.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign, type Logger, type RunningMock } from '../src/index.js';
import { createRedactor, REDACTED } from '../src/core/redact.js';
import { call, start } from './helpers/mock.js';

const KEY = 'ak_live_5f8e2c91d4b7';
const SECRET = 'sk_live_SECRET_a07c3e';
const SIGNATURE = await sign(SECRET, 'GET', `/public/2025-04-01/alerts`);

describe('createRedactor', () => {
  const redact = createRedactor([KEY, SECRET]);

  it.each([
    [`GET /alerts?x-api-key=${KEY}&limit=1`, `GET /alerts?x-api-key=${REDACTED}&limit=1`],
    ['X-Api-Key: some-other-key', `X-Api-Key: ${REDACTED}`],
    ['{"x-api-key":"abc123"}', `{"x-api-key":"${REDACTED}"}`],
    ['/alerts?x-api-key%3Dabc123', `/alerts?x-api-key%3D${REDACTED}`],
    [`x-service-hmac-sha256=${'f'.repeat(10)}`, `x-service-hmac-sha256=${REDACTED}`],
    [`signature ${SIGNATURE} seen`, `signature ${REDACTED} seen`],
    [`path /alerts/${KEY}/outcome`, `path /alerts/${REDACTED}/outcome`],
    [`secret ${SECRET}!`, `secret ${REDACTED}!`],
  ])('redacts %s', (line, expected) => {
    expect(redact(line)).toBe(expected);
  });

  it('leaves ordinary lines alone', () => {
    const line = 'GET /public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11 200 req_0a1b2c3d4e5f 1.2ms';
    expect(redact(line)).toBe(line);
  });
});

describe('the mock logs no key material, whatever it is sent', () => {
  const lines: string[] = [];
  const capture: Logger = {
    level: 'debug',
    enabled: () => true,
    error: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    info: (m) => lines.push(m),
    debug: (m) => lines.push(m),
  };
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await start({ apiKeys: [KEY], secretKey: SECRET, requireSignature: true, logger: capture });
  });
  afterAll(() => mock.close());

  it('keeps keys, the secret and signatures out of every line', async () => {
    const base = `/public/2025-04-01`;
    const sent = [
      call(mock, `${base}/alerts?x-api-key=${KEY}`, { key: null }),
      call(mock, `${base}/alerts/${KEY}`, { key: KEY, headers: { 'x-service-hmac-sha256': SIGNATURE } }),
      call(mock, `${base}/alerts?sig=${SIGNATURE}`, { key: KEY }),
      call(mock, `${base}/alerts`, {
        key: KEY,
        headers: { prefer: `code=${KEY}`, 'x-service-hmac-sha256': SIGNATURE },
      }),
      call(mock, `${base}/alerts/a1/outcome`, {
        method: 'POST',
        key: KEY,
        body: `{"x-api-key":"${KEY}", "secret": "${SECRET}"`,
      }),
      call(mock, `${base}/webhooks`, {
        method: 'POST',
        key: KEY,
        headers: { 'content-type': `text/${SECRET}` },
        body: '{}',
      }),
      call(mock, `/public/${KEY}/alerts`, { key: KEY }),
    ];
    const answers = await Promise.all(sent);
    // Refused for the key or the signature, except the signed one whose Prefer (with the key in it) is ignored.
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 200, 403, 403, 404]);
    // The requests were logged (so the check below looks at real lines), and redaction happened.
    expect(lines.length).toBeGreaterThanOrEqual(sent.length);
    expect(lines.some((line) => line.includes(REDACTED))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(KEY);
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain(SIGNATURE);
    }
  });
});
