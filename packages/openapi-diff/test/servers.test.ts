import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/index.js';
import { document, ids, only, type Json } from './helpers.js';

const server = (url: string, base = 'http://127.0.0.1:4010') => ({
  url,
  variables: { base_url: { default: base } },
});

function served(version: string, servers: unknown[] | undefined, pathServers?: unknown[]): Json {
  const item = { ...(pathServers ? { servers: pathServers } : {}), get: { responses: {} } };
  return { ...document({ '/items': item }, {}, version), ...(servers ? { servers } : {}) };
}

describe('servers', () => {
  it('the version segment following the document version is no change', () => {
    const base = served('2024-03-18', [server('{base_url}/public/2024-03-18')]);
    const head = served('2025-04-01', [server('{base_url}/public/2025-04-01/')]);
    expect(diffOpenApi(base, head).changes).toEqual([]);
  });

  it('a changed base path is breaking: the old server is gone', () => {
    const base = served('2025-04-01', [server('{base_url}/public/2025-04-01')]);
    const head = served('2025-04-01', [server('{base_url}/api/2025-04-01')]);
    const report = diffOpenApi(base, head);
    expect(ids(report).sort()).toEqual(['server-added', 'server-removed']);
    expect(only(report, 'server-removed')).toMatchObject({
      breaking: true,
      location: 'servers',
      before: '{base_url}/public/2025-04-01',
    });
    expect(only(report, 'server-added').breaking).toBe(false);
  });

  it('a version segment that is not the document version is a base path like any other', () => {
    const base = served('2025-04-01', [{ url: 'https://api.test/public/2024-03-18' }]);
    const head = served('2025-04-01', [{ url: 'https://api.test/public/2025-04-01' }]);
    expect(only(diffOpenApi(base, head), 'server-removed').breaking).toBe(true);
  });

  it("a server variable's new default is breaking", () => {
    const base = served('1', [server('{base_url}/v1')]);
    const head = served('1', [server('{base_url}/v1', 'https://api.test')]);
    expect(only(diffOpenApi(base, head), 'server-variable-changed')).toMatchObject({
      breaking: true,
      after: 'https://api.test',
    });
  });

  it('no servers means "/", so giving "/" explicitly is no change', () => {
    expect(diffOpenApi(served('1', undefined), served('1', [{ url: '/' }])).changes).toEqual([]);
    expect(
      only(diffOpenApi(served('1', undefined), served('1', [{ url: '/v2' }])), 'server-removed').before,
    ).toBe('/');
  });

  it('a path that sets its own servers is compared under each of its operations', () => {
    const base = served('1', [{ url: 'https://api.test' }]);
    const head = served('1', [{ url: 'https://api.test' }], [{ url: 'https://files.test' }]);
    const change = only(diffOpenApi(base, head), 'server-removed');
    expect(change).toMatchObject({ operation: 'GET /items', before: 'https://api.test' });
  });
});
