import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeReport } from '@dispute-api/openapi-diff';
import { describe, expect, it } from 'vitest';
import { distDir } from './helpers/bundle.js';
import { FLAT_DISPUTE_FILTERS } from './helpers/versioning.js';

const report = JSON.parse(
  readFileSync(join(distDir, 'changes', '2024-03-18..2025-04-01.json'), 'utf8'),
) as ChangeReport & { notes?: string };
const markdown = readFileSync(join(distDir, 'changes', '2024-03-18..2025-04-01.md'), 'utf8');

const find = (id: string, operation: string, location?: string) =>
  report.changes.filter(
    (c) => c.id === id && c.operation === operation && (!location || c.location.endsWith(location)),
  );
const one = (id: string, operation: string, location?: string) => {
  const found = find(id, operation, location);
  expect(found, `${id} ${operation} ${location ?? ''}`).toHaveLength(1);
  return found[0];
};

// What changed between the two versions, as the 2025-04-01 changelog (spec/changelog) and the
// spec's descriptions state it, item by item.
describe('change report 2024-03-18 → 2025-04-01', () => {
  it('adds the new endpoints, none of them breaking', () => {
    const added = [
      'GET /alerts',
      'GET /alerts/{alertId}',
      'POST /alerts/{alertId}/outcome',
      'POST /customer-communication',
      'POST /data-subject/removal',
      'GET /disputes/{disputeId}',
      'PATCH /disputes/{disputeId}',
      'POST /disputes/{disputeId}/subscription',
      'POST /accounts',
      'GET /accounts',
      'PATCH /accounts',
      'GET /accounts/{accountId}',
      'POST /evidence',
      'GET /evidence',
      'GET /evidence/{evidenceId}',
      'POST /platform/disputes',
    ];
    const found = report.changes.filter((c) => c.id === 'operation-added').map((c) => c.operation);
    expect(found.sort()).toEqual(added.sort());
    for (const op of added) expect(one('operation-added', op).breaking).toBe(false);
  });

  it('removes POST /disputes as breaking', () => {
    expect(one('operation-removed', 'POST /disputes').breaking).toBe(true);
    expect(report.changes.filter((c) => c.id === 'operation-removed')).toHaveLength(1);
  });

  it('removes the seven dispute list filters as breaking', () => {
    for (const name of FLAT_DISPUTE_FILTERS) {
      expect(one('parameter-removed', 'GET /disputes', `parameter ${name}`).breaking).toBe(true);
    }
  });

  it('replaces totalCount, hasMore and data with disputes and pagination', () => {
    for (const name of ['totalCount', 'hasMore', 'data']) {
      expect(one('response-property-removed', 'GET /disputes', `: ${name}`).breaking).toBe(true);
    }
    for (const name of ['disputes', 'pagination']) {
      expect(one('response-property-added', 'GET /disputes', `: ${name}`).breaking).toBe(false);
    }
  });

  it('drops active and version from webhook list items and frees their event', () => {
    for (const name of ['active', 'version']) {
      expect(one('response-property-removed', 'GET /webhooks', `data[].${name}`).breaking).toBe(true);
    }
    expect(one('enum-removed', 'GET /webhooks', 'data[].event').breaking).toBe(true);
  });

  it('finds no change in the endpoints the reference calls unchanged', () => {
    for (const op of [
      'POST /disputes/{disputeId}/evidence',
      'POST /webhooks',
      'DELETE /webhooks/{id}',
      'GET /health-check',
      'GET /health-check/access-key',
    ]) {
      expect(
        report.changes.filter((c) => c.operation === op),
        op,
      ).toEqual([]);
    }
  });

  it('names what it cannot measure in the hand-written part', () => {
    for (const text of ['platform endpoint', 'sunset', 'camelCase', 'production server']) {
      expect(report.notes).toContain(text);
      expect(markdown).toContain(text);
    }
    expect(markdown.indexOf('## Breaking changes')).toBeGreaterThan(0);
  });
});
