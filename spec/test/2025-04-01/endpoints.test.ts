import { describe, expect, it } from 'vitest';
import { loadBundle, type JsonObject } from '../helpers/bundle.js';
import { deref, operation, operations } from '../helpers/walk.js';

const bundle = loadBundle('2025-04-01');

// Every operation of 2025-04-01 with its audience (the `x-audience` of the spec's operations).
const ENDPOINTS: Record<string, 'any' | 'merchants' | 'platforms'> = {
  'GET /health-check': 'any',
  'GET /health-check/access-key': 'any',
  'GET /alerts': 'merchants',
  'GET /alerts/{alertId}': 'merchants',
  'POST /alerts/{alertId}/outcome': 'merchants',
  'GET /disputes': 'merchants',
  'GET /disputes/{disputeId}': 'merchants',
  'PATCH /disputes/{disputeId}': 'merchants',
  'POST /disputes/{disputeId}/evidence': 'merchants',
  'POST /disputes/{disputeId}/subscription': 'merchants',
  'POST /customer-communication': 'merchants',
  'POST /data-subject/removal': 'merchants',
  'GET /webhooks': 'merchants',
  'POST /webhooks': 'merchants',
  'DELETE /webhooks/{id}': 'merchants',
  'POST /platform/disputes': 'platforms',
  'POST /accounts': 'platforms',
  'GET /accounts': 'platforms',
  'PATCH /accounts': 'platforms',
  'GET /accounts/{accountId}': 'platforms',
  'POST /evidence': 'platforms',
  'GET /evidence': 'platforms',
  'GET /evidence/{evidenceId}': 'platforms',
};

const op = (key: string) => {
  const [method, path] = key.split(' ');
  return operation(bundle, method, path);
};
const responses = (key: string) => op(key).responses as JsonObject;
const response = (key: string, status: string) => deref(bundle, responses(key)[status]);
const bodySchema = (key: string, status: string) =>
  deref(bundle, ((response(key, status).content as JsonObject)['application/json'] as JsonObject).schema);

describe('2025-04-01 endpoints', () => {
  it('has exactly the operations of the endpoint table', () => {
    expect(operations(bundle).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(Object.entries(ENDPOINTS))(
    '%s is for %s, with id, tag, summary and description',
    (key, audience) => {
      const o = op(key);
      expect(o['x-audience']).toBe(audience);
      expect(o.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(o.tags).toHaveLength(1);
      expect(o.summary).toBeTruthy();
      expect(o.description).toBeTruthy();
    },
  );

  it('serves every path under {base_url}/public/2025-04-01', () => {
    const [server] = bundle.servers as JsonObject[];
    expect(server.url).toBe('{base_url}/public/2025-04-01');
    expect((server.variables as JsonObject).base_url).toBeDefined();
    expect(Object.keys(bundle.paths as JsonObject).every((p) => !p.startsWith('/public'))).toBe(true);
  });

  it('opens only GET /health-check; every other operation needs x-api-key', () => {
    const schemes = (bundle.components as JsonObject).securitySchemes as JsonObject;
    expect(deref(bundle, schemes.ApiKey)).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    expect(deref(bundle, schemes.RequestSignature)).toMatchObject({
      in: 'header',
      name: 'x-service-hmac-sha256',
    });
    // Every alternative of the document-wide requirement includes the key.
    for (const requirement of bundle.security as JsonObject[]) expect(requirement).toHaveProperty('ApiKey');
    for (const key of Object.keys(ENDPOINTS)) {
      expect(op(key).security, key).toEqual(key === 'GET /health-check' ? [] : undefined);
    }
  });

  it('answers the health checks with the bare string OK, and a bad key with 403 {message}', () => {
    for (const key of ['GET /health-check', 'GET /health-check/access-key']) {
      expect(bodySchema(key, '200').const).toBe('OK');
    }
    expect(bodySchema('GET /health-check/access-key', '403').required).toEqual(['message', 'requestId']);
  });

  it('answers the outcome report with 202 and no body', () => {
    const accepted = response('POST /alerts/{alertId}/outcome', '202');
    expect(accepted.content).toBeUndefined();
    expect(Object.keys(responses('POST /alerts/{alertId}/outcome'))).toEqual(
      expect.arrayContaining(['400', '401', '403', '500']),
    );
  });

  it('documents 401 on the alert operations only', () => {
    for (const key of Object.keys(ENDPOINTS)) {
      expect('401' in responses(key), key).toBe(key.includes('/alerts'));
    }
  });

  it.each(Object.keys(ENDPOINTS).filter((k) => k !== 'GET /health-check'))(
    '%s documents 403, 429 with Retry-After, 500 and 502',
    (key) => {
      for (const status of ['403', '429', '500', '502']) expect(responses(key)).toHaveProperty(status);
      const tooMany = response(key, '429');
      const retryAfter = deref(bundle, (tooMany.headers as JsonObject)['Retry-After']);
      // A number of seconds, as the reference says; it does not say whole seconds.
      expect(retryAfter.schema).toMatchObject({ type: 'number', minimum: 0 });
      expect((retryAfter.schema as JsonObject).multipleOf).toBeUndefined();
    },
  );

  it('marks which errors are safe to retry: only 429, 500 and 502', () => {
    for (const key of Object.keys(ENDPOINTS)) {
      for (const [status, ref] of Object.entries(responses(key))) {
        if (!/^[45]/.test(status)) continue;
        expect(deref(bundle, ref)['x-retry-safe'], `${key} ${status}`).toBe(
          ['429', '500', '502'].includes(status),
        );
      }
    }
  });

  it('requires a request body only where the reference shows that the request has one', () => {
    const bodies = Object.keys(ENDPOINTS).filter((key) => op(key).requestBody !== undefined);
    const required = bodies.filter((key) => deref(bundle, op(key).requestBody).required === true);
    // Body and response "not shown", and an update whose bodies are "not shown": an open body,
    // which the request may leave out as far as the contract knows.
    const unshown = ['POST /data-subject/removal', 'PATCH /accounts'];
    expect(required.sort()).toEqual(bodies.filter((key) => !unshown.includes(key)).sort());
    for (const key of unshown) {
      expect(bodies, key).toContain(key);
      expect(deref(bundle, op(key).requestBody)['x-unspecified'], key).toMatch(/whether/);
    }
  });

  it('documents no request size limit (no 413): the reference shows none', () => {
    for (const key of Object.keys(ENDPOINTS)) expect(responses(key), key).not.toHaveProperty('413');
  });

  it('gives every path parameter the id of a record that the examples show', () => {
    const item = (path: string) => deref(bundle, (bundle.paths as JsonObject)[path]);
    const params = Object.keys(ENDPOINTS).flatMap((key) => {
      const path = key.split(' ')[1];
      return [
        ...((item(path).parameters as JsonObject[]) ?? []),
        ...((op(key).parameters as JsonObject[]) ?? []),
      ];
    });
    const pathParams = params.map((p) => deref(bundle, p)).filter((p) => p.in === 'path');
    expect(new Set(pathParams.map((p) => p.name))).toEqual(
      new Set(['alertId', 'disputeId', 'accountId', 'evidenceId', 'id']),
    );
    const exampleIds = (name: string) =>
      JSON.stringify((bundle.components as JsonObject).examples).includes(`"id":"${name}"`);
    for (const p of pathParams)
      expect(exampleIds(p.example as string), JSON.stringify([p.name, p.example])).toBe(true);
  });

  it('documents 404 on every operation with an identifier in its path', () => {
    for (const key of Object.keys(ENDPOINTS).filter((k) => k.includes('{'))) {
      expect(responses(key), key).toHaveProperty('404');
    }
  });

  it('pages alerts by record offset and disputes by page index, 1 ≤ limit ≤ 100', () => {
    const params = (key: string) =>
      Object.fromEntries(
        (op(key).parameters as JsonObject[]).map((p) => deref(bundle, p)).map((p) => [p.name, p]),
      );
    const alerts = params('GET /alerts');
    const disputes = params('GET /disputes');
    expect(Object.keys(alerts).sort()).toEqual(['limit', 'offset']);
    expect(Object.keys(disputes).sort()).toEqual(['limit', 'offset']);
    for (const p of [alerts, disputes]) {
      expect(p.offset.schema).toMatchObject({ type: 'integer', minimum: 0, default: 0 });
      expect(p.limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100, default: 25 });
    }
    expect(alerts.offset.description).toMatch(/record offset/i);
    expect(disputes.offset.description).toMatch(/page index/i);
  });

  it('returns success statuses as the reference states them, and marks the ones it leaves open', () => {
    const success = (key: string) => Object.keys(responses(key)).filter((s) => /^2/.test(s));
    expect(success('GET /alerts')).toEqual(['200']);
    expect(success('GET /disputes')).toEqual(['200']);
    expect(success('GET /webhooks')).toEqual(['200']);
    // The body is shown but not the status: the range stays open, with the documented body.
    for (const key of [
      'POST /platform/disputes',
      'POST /accounts',
      'POST /evidence',
      'GET /accounts/{accountId}',
      'GET /evidence/{evidenceId}',
    ]) {
      expect(success(key), key).toEqual(['2XX']);
      expect(response(key, '2XX')['x-unspecified'], key).toBe('success status code');
      expect(bodySchema(key, '2XX').type ?? bodySchema(key, '2XX').allOf, key).toBeTruthy();
    }
    for (const key of [
      'PATCH /disputes/{disputeId}',
      'POST /webhooks',
      'DELETE /webhooks/{id}',
      'POST /data-subject/removal',
    ]) {
      expect(success(key)).toEqual(['2XX']);
      expect(response(key, '2XX')['x-unspecified'], key).toBeTruthy();
    }
    // No success status anywhere is a guess.
    for (const key of Object.keys(ENDPOINTS)) {
      for (const status of success(key))
        expect(response(key, status)['x-assumption'], `${key} ${status}`).toBeUndefined();
    }
  });
});
