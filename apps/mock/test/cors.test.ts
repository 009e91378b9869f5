// CORS for real frontends: local origins on any port are allowed by default, other origins only
// when configured, an allowed origin is named back exactly (never `*`, credentials allowed), and a
// page from anywhere else can neither read answers nor get a preflight through. A preflight that
// arrives stripped of `Origin` and `Access-Control-Request-*` (happy-dom's, through MSW) is
// answered as one on the paths the mock serves, and left to its 404 elsewhere.
import { BUNDLES } from '@dispute-api/spec/bundles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type RunningMock } from '../src/index.js';
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

  it('never answers `*` to a request that names its origin', async () => {
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

describe('a preflight stripped of Origin and Access-Control-Request-* (happy-dom through MSW)', () => {
  const engine = createEngine({ bundles: BUNDLES, logLevel: 'silent' });
  // What happy-dom's preflight carries once MSW has rebuilt it with happy-dom's Request.
  const stripped = (target: string) =>
    engine.handle({
      method: 'OPTIONS',
      target,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x64) HappyDOM/21.0.4', accept: '*/*' },
      body: undefined,
    });

  it.each([
    '/public/2025-04-01/alerts',
    '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome',
    '/public/2024-03-18/disputes?limit=1',
    '/__mock/reset',
    '/__mock/scenarios/sc_1',
    '/__mock',
  ])('is answered as a preflight on %s, for any origin and without credentials', async (target) => {
    const answer = await stripped(target);
    expect(answer.status).toBe(204);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': '*',
    });
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers['x-request-id']).toMatch(/^req_[0-9a-f]{12}$/);
  });

  it.each(['/public/2025-04-01/nowhere', '/public/1999-01-01/alerts', '/elsewhere', '/__mock/nothing'])(
    'is no preflight on %s, which the mock does not serve: 404',
    async (target) => {
      const answer = await stripped(target);
      expect(answer.status).toBe(404);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it('an OPTIONS from a page that is no preflight (Origin, no Access-Control-Request-Method) is still a 404', async () => {
    const answer = await engine.handle({
      method: 'OPTIONS',
      target: '/public/2025-04-01/alerts',
      headers: { origin: 'http://localhost:3000' },
      body: undefined,
    });
    expect(answer.status).toBe(404);
  });
});
