import { describe, expect, it } from 'vitest';
import { loadBundle, type JsonObject } from '../helpers/bundle.js';
import { FLAT_DISPUTE_FILTERS } from '../helpers/versioning.js';
import { deref, enumValues, operation, operations, schemaAt } from '../helpers/walk.js';

const bundle = loadBundle('2024-03-18');
const current = loadBundle('2025-04-01');

describe('2024-03-18 as the Versioning section describes it', () => {
  it('has the dispute list and creation, the webhooks and the unchanged endpoints', () => {
    expect(operations(bundle).sort()).toEqual([
      'DELETE /webhooks/{id}',
      'GET /disputes',
      'GET /health-check',
      'GET /health-check/access-key',
      'GET /webhooks',
      'POST /disputes',
      'POST /disputes/{disputeId}/evidence',
      'POST /webhooks',
    ]);
  });

  it('serves under {base_url}/public/2024-03-18 with the same authentication as 2025-04-01', () => {
    expect((bundle.servers as JsonObject[])[0].url).toBe('{base_url}/public/2024-03-18');
    expect(bundle.security).toEqual(current.security);
    expect((bundle.components as JsonObject).securitySchemes).toEqual(
      (current.components as JsonObject).securitySchemes,
    );
  });

  it('creates disputes for both audiences, with an open flat payload', () => {
    const create = operation(bundle, 'POST', '/disputes');
    expect(create['x-audience']).toBe('both');
    expect(schemaAt(bundle, 'DisputeCreate')['x-unspecified']).toBeTruthy();
  });

  it('filters the dispute list by the seven named filters, marked as open', () => {
    const params = (operation(bundle, 'GET', '/disputes').parameters as JsonObject[]).map((p) =>
      deref(bundle, p),
    );
    expect(params.map((p) => p.name)).toEqual(FLAT_DISPUTE_FILTERS);
    for (const p of params) {
      expect(p.in).toBe('query');
      expect((p.schema as JsonObject)['x-unspecified'], JSON.stringify(p.name)).toBeTruthy();
    }
  });

  it('answers the dispute list with totalCount, hasMore and data, none of them promised in every answer', () => {
    const list = schemaAt(bundle, 'DisputeList');
    expect(Object.keys(list.properties as JsonObject).sort()).toEqual([
      'data',
      'hasMore',
      'requestId',
      'totalCount',
    ]);
    expect(list.required).toEqual(['requestId']);
    expect(list['x-unspecified']).toMatch(
      /which of `totalCount`, `hasMore` and `data` every answer\s+carries/,
    );
    // `data` is the list that `disputes` became, as the list of changes reads.
    expect(schemaAt(bundle, 'DisputeList.data')).toMatchObject({ type: 'array' });
  });

  it('marks the statuses and the envelope it reads from the list of changes, and assumes none', () => {
    for (const path of ['/disputes', '/webhooks']) {
      const ok = deref(bundle, (operation(bundle, 'GET', path).responses as JsonObject)['200']);
      expect(ok['x-assumption'], path).toBeUndefined();
      expect(ok['x-reading'], path).toMatch(/^"Changes in 2025-04-01 relative to 2024-03-18/);
    }
    expect(schemaAt(bundle, 'WebhookList')['x-assumption']).toBeUndefined();
    expect(schemaAt(bundle, 'WebhookList')['x-reading']).toMatch(/envelope of 2025-04-01 is unchanged/);
  });

  it('registers a webhook with both members of the body `{event, url}`, grounded in its words', () => {
    const create = schemaAt(bundle, 'WebhookCreate');
    expect(create.required).toEqual(['event', 'url']);
    expect(create['x-assumption']).toBeUndefined();
    expect(create.description).toMatch(/`\{event, url\}`/);
  });

  it('lists webhooks with active and version, and the eight event names', () => {
    expect(Object.keys(schemaAt(bundle, 'Webhook').properties as JsonObject).sort()).toEqual([
      'active',
      'event',
      'id',
      'url',
      'version',
    ]);
    expect(enumValues(bundle, schemaAt(bundle, 'Webhook.event'))).toEqual([
      'webhook.test',
      'dispute.created',
      'evidence.ready',
      'evidence.error',
      'alerts.created',
      'alerts.updated',
      'alerts.transaction.linked',
      '*',
    ]);
  });

  it('keeps the unchanged operations identical to 2025-04-01', () => {
    for (const [method, path] of [
      ['POST', '/disputes/{disputeId}/evidence'],
      ['POST', '/webhooks'],
      ['DELETE', '/webhooks/{id}'],
      ['GET', '/health-check'],
      ['GET', '/health-check/access-key'],
    ]) {
      const resolve = (doc: JsonObject) =>
        JSON.stringify(operation(doc, method, path), (key, value) =>
          key === '$ref' ? deref(doc, { $ref: value }) : value,
        );
      expect(resolve(bundle), `${method} ${path}`).toBe(resolve(current));
    }
  });

  it('marks the platform endpoints of this version as not shown', () => {
    expect(JSON.stringify((bundle.info as JsonObject)['x-unspecified'])).toMatch(/platform endpoints/);
  });
});
