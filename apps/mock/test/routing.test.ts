// Both versions on one port under /public/<version>; 404 in the API's format for everything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { VERSIONS } from '@dispute-api/spec/versions';
import { call, start } from './helpers/mock.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await start();
});
afterAll(() => mock.close());

describe('versions on one port', () => {
  it('serves each version its own shapes', async () => {
    const current = await call(mock, `/public/2025-04-01/disputes`);
    expect(current.status).toBe(200);
    expect(current.json).toHaveProperty('disputes');
    expect(current.json.pagination).toHaveProperty('totalPages');
    const initial = await call(mock, `/public/2024-03-18/disputes`);
    expect(initial.status).toBe(200);
    expect(initial.json).toHaveProperty('hasMore');
    expect(initial.json).not.toHaveProperty('disputes');
  });

  it('reports its base URLs', () => {
    expect(mock.baseUrls).toEqual(
      Object.fromEntries(VERSIONS.map((version) => [version, `${mock.url}/public/${version}`])),
    );
  });
});

describe('404 in the API format', () => {
  it.each([
    ['unknown version', '/public/2023-01-01/alerts', /No such API version: "2023-01-01"/],
    ['no version', '/public/', /No such API version/],
    ['version without a path', `/public/2025-04-01`, /No such resource/],
    ['outside /public', '/alerts', /No such resource/],
    ['root', '/', /No such resource/],
    ['unknown path', `/public/2025-04-01/refunds`, /No such resource: GET \/public\/2025-04-01\/refunds/],
    ['path of the other version', `/public/2024-03-18/alerts`, /No such resource/],
  ])('%s', async (_name, path, message) => {
    const r = await call(mock, path);
    expect(r.status).toBe(404);
    expect(r.json).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_not_found',
        message: expect.stringMatching(message),
        request_id: r.json.requestId,
      },
      requestId: expect.stringMatching(/^req_/),
    });
  });

  it('a method the path does not have is 404 too, naming the methods it has', async () => {
    const r = await call(mock, `/public/2024-03-18/disputes`, { method: 'DELETE' });
    expect(r.status).toBe(404);
    expect(r.json.error.message).toMatch(/it has GET, POST/);
    const removed = await call(mock, `/public/2025-04-01/disputes`, { method: 'POST', body: {} });
    expect(removed.status).toBe(404);
  });

  it('answers 404 before asking for a key', async () => {
    expect((await call(mock, '/public/2023-01-01/alerts', { key: null })).status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers a browser preflight without a key', async () => {
    const res = await fetch(`${mock.url}/public/2025-04-01/alerts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-api-key');
  });

  it('lets browser code read Retry-After', async () => {
    const r = await call(mock, `/public/2025-04-01/alerts`, {
      headers: { origin: 'http://localhost:3000', prefer: 'code=429' },
    });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(r.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });
});
