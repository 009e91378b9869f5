// CORS for real frontends: local origins on any port are allowed by default, other origins only
// when configured, an allowed origin is named back exactly (never `*`, credentials allowed), and a
// page from anywhere else can neither read answers nor get a preflight through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { normaliseOrigin } from '../src/core/cors.js';
import { call, start } from './helpers/mock.js';

let mock: RunningMock;
let configured: RunningMock;
beforeAll(async () => {
  mock = await start();
  configured = await start({ corsOrigins: ['https://app.example', 'http://192.168.1.20:8080'] });
});
afterAll(async () => {
  await mock.close();
  await configured.close();
});

const preflight = (m: RunningMock, origin: string) =>
  call(m, `/public/2025-04-01/alerts`, {
    method: 'OPTIONS',
    key: null,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-api-key',
    },
  });

describe('CORS', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:8080', 'http://localhost', 'http://[::1]:3000'])(
    'allows the local origin %s',
    async (origin) => {
      const p = await preflight(mock, origin);
      expect(p.status).toBe(204);
      expect(p.headers.get('access-control-allow-origin')).toBe(origin);
      expect(p.headers.get('access-control-allow-credentials')).toBe('true');
      const r = await call(mock, `/public/2025-04-01/alerts?limit=1`, { headers: { origin } });
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example:80',
    'null',
    'https://localhost:5173',
  ])('refuses the origin %s: no CORS headers on answers, 403 to its preflight', async (origin) => {
    const r = await call(mock, `/public/2025-04-01/alerts?limit=1`, { headers: { origin } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(r.headers.get('access-control-allow-credentials')).toBeNull();
    const p = await preflight(mock, origin);
    expect(p.status).toBe(403);
    expect(p.json).toMatchObject({ message: 'Forbidden', requestId: p.headers.get('x-request-id') });
    expect(p.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a page elsewhere cannot reset the sandbox through a browser', async () => {
    const p = await call(mock, '/__mock/reset', {
      method: 'OPTIONS',
      key: null,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(p.status).toBe(403);
  });

  it('allows configured origins, exactly, besides the local ones', async () => {
    for (const origin of ['https://app.example', 'http://192.168.1.20:8080', 'http://localhost:3000']) {
      expect((await preflight(configured, origin)).headers.get('access-control-allow-origin'), origin).toBe(
        origin,
      );
    }
    for (const origin of ['https://app.example:444', 'http://app.example', 'https://sub.app.example']) {
      expect((await preflight(configured, origin)).status, origin).toBe(403);
    }
  });

  it('never answers `*`', async () => {
    const answers = await Promise.all([
      preflight(mock, 'http://localhost:1'),
      call(mock, `/public/2025-04-01/nowhere`, { headers: { origin: 'http://localhost:1' } }),
    ]);
    for (const a of answers) expect(a.headers.get('access-control-allow-origin')).not.toBe('*');
  });

  it('reads configured origins as browsers send them', () => {
    expect(normaliseOrigin('HTTPS://App.Example/')).toBe('https://app.example');
    expect(normaliseOrigin('https://app.example:443')).toBe('https://app.example');
    for (const bad of [
      '*',
      'app.example',
      'https://app.example/path',
      'ftp://app.example',
      'https://u:p@app.example',
    ])
      expect(normaliseOrigin(bad), bad).toBeUndefined();
  });
});
