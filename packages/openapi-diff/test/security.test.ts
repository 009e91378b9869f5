import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/index.js';
import { document, ids, only, type Json } from './helpers.js';

const apiKey = { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The key.' };
const signature = { type: 'apiKey', in: 'header', name: 'x-service-hmac-sha256' };
const oauth = (scopes: Json) => ({
  type: 'oauth2',
  flows: { clientCredentials: { tokenUrl: 'https://a.test/token', scopes } },
});

/** GET /items under the given document-level requirements, schemes and operation-level requirements. */
function secured(
  security: unknown,
  schemes: Json = { ApiKey: apiKey, Signature: signature },
  operationSecurity?: unknown,
): Json {
  const get = { ...(operationSecurity === undefined ? {} : { security: operationSecurity }), responses: {} };
  return {
    ...document({ '/items': { get } }, { securitySchemes: schemes }),
    ...(security === undefined ? {} : { security }),
  };
}

const keyOrSigned = [{ ApiKey: [] }, { ApiKey: [], Signature: [] }];

describe('security schemes', () => {
  it('a scheme sending its key under another header is breaking', () => {
    const head = secured(keyOrSigned, { ApiKey: { ...apiKey, name: 'authorization' }, Signature: signature });
    const change = only(diffOpenApi(secured(keyOrSigned), head), 'security-scheme-changed');
    expect(change).toMatchObject({ breaking: true, location: 'security scheme ApiKey' });
    expect(change.operation).toBeUndefined();
    expect(change.after).toMatchObject({ name: 'authorization' });
  });

  it('a signature scheme moved to another header, or to HTTP auth, is breaking', () => {
    const moved = secured(keyOrSigned, { ApiKey: apiKey, Signature: { ...signature, name: 'x-signature' } });
    expect(only(diffOpenApi(secured(keyOrSigned), moved), 'security-scheme-changed').location).toBe(
      'security scheme Signature',
    );
    const bearer = secured(keyOrSigned, { ApiKey: apiKey, Signature: { type: 'http', scheme: 'bearer' } });
    expect(only(diffOpenApi(secured(keyOrSigned), bearer), 'security-scheme-changed').breaking).toBe(true);
  });

  it('descriptions, extensions and the letter case of a header name change nothing', () => {
    const head = secured(keyOrSigned, {
      ApiKey: { ...apiKey, name: 'X-Api-Key', description: 'Other words.', 'x-note': 1 },
      Signature: signature,
    });
    expect(diffOpenApi(secured(keyOrSigned), head).changes).toEqual([]);
    const bearer = (scheme: string) => secured([{ Token: [] }], { Token: { type: 'http', scheme } });
    expect(diffOpenApi(bearer('Bearer'), bearer('bearer')).changes).toEqual([]);
  });

  it('an OAuth flow with another token URL is breaking, a scope described in other words is not', () => {
    const base = secured([{ OAuth: ['read'] }], { OAuth: oauth({ read: 'Read' }) });
    expect(
      diffOpenApi(base, secured([{ OAuth: ['read'] }], { OAuth: oauth({ read: 'Reads things' }) })).changes,
    ).toEqual([]);
    const moved = oauth({ read: 'Read' });
    moved.flows.clientCredentials.tokenUrl = 'https://b.test/token';
    const change = only(
      diffOpenApi(base, secured([{ OAuth: ['read'] }], { OAuth: moved })),
      'security-scheme-changed',
    );
    expect(change.breaking).toBe(true);
  });

  it('a scheme removed is breaking, one added is not', () => {
    const report = diffOpenApi(
      secured(keyOrSigned),
      secured(keyOrSigned, { ApiKey: apiKey, Signature: signature, Other: signature }),
    );
    expect(only(report, 'security-scheme-added').breaking).toBe(false);
    expect(
      only(diffOpenApi(secured([]), secured([], { ApiKey: apiKey })), 'security-scheme-removed').breaking,
    ).toBe(true);
  });

  it('schemes given by $ref compare by what they resolve to', () => {
    const byRef = secured(keyOrSigned, {
      ApiKey: { $ref: '#/components/x-schemes/key' },
      Signature: signature,
    });
    (byRef.components as Json)['x-schemes'] = { key: apiKey };
    expect(diffOpenApi(secured(keyOrSigned), byRef).changes).toEqual([]);
  });
});

describe('security requirements', () => {
  it('a new scheme required on top of the key is breaking (the key alone is refused)', () => {
    const report = diffOpenApi(secured(keyOrSigned), secured([{ ApiKey: [], Signature: [] }]));
    expect(only(report, 'security-requirement-removed')).toMatchObject({
      breaking: true,
      location: 'security',
    });
    expect(only(report, 'security-requirement-removed').message).toContain('ApiKey');
  });

  it('one more way to authenticate is not breaking', () => {
    const report = diffOpenApi(secured([{ ApiKey: [] }]), secured(keyOrSigned));
    expect(only(report, 'security-requirement-added').breaking).toBe(false);
    expect(report.summary.breaking).toBe(0);
  });

  it('requiring credentials where none were needed is breaking, and the reverse is not', () => {
    const open = secured(undefined);
    const closed = secured([{ ApiKey: [] }]);
    expect(only(diffOpenApi(open, closed), 'security-requirement-removed').message).toContain(
      'no credentials',
    );
    expect(diffOpenApi(open, closed).summary.breaking).toBe(1);
    expect(diffOpenApi(closed, open).summary.breaking).toBe(0);
  });

  it('compares an operation that sets its own requirements, under its name', () => {
    // The document keeps its requirements; the operation drops the key-only choice.
    const base = secured(keyOrSigned);
    const head = secured(keyOrSigned, undefined, [{ ApiKey: [], Signature: [] }]);
    const change = only(diffOpenApi(base, head), 'security-requirement-removed');
    expect(change).toMatchObject({ breaking: true, operation: 'GET /items', location: 'security' });
  });

  it('an operation inheriting unchanged requirements reports nothing, an open one closing does', () => {
    expect(diffOpenApi(secured(keyOrSigned, undefined, keyOrSigned), secured(keyOrSigned)).changes).toEqual(
      [],
    );
    const report = diffOpenApi(secured(keyOrSigned, undefined, []), secured(keyOrSigned));
    expect(ids(report).sort()).toEqual([
      'security-requirement-added',
      'security-requirement-added',
      'security-requirement-removed',
    ]);
    expect(only(report, 'security-requirement-removed').operation).toBe('GET /items');
  });

  it('scopes: one more is breaking, one fewer is not', () => {
    const schemes = { OAuth: oauth({ read: 'r', write: 'w' }) };
    const read = secured([{ OAuth: ['read'] }], schemes);
    const readWrite = secured([{ OAuth: ['read', 'write'] }], schemes);
    expect(only(diffOpenApi(read, readWrite), 'security-scopes-added')).toMatchObject({
      breaking: true,
      before: ['read'],
    });
    expect(only(diffOpenApi(readWrite, read), 'security-scopes-removed').breaking).toBe(false);
  });
});
