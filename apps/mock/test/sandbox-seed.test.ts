// The seed data: deterministic per seed, the counts the issue asks for, the ids of the spec's
// examples, and every record valid against its schema and inside the reference's patterns.
import { loadBundle, schemaValidator } from '@dispute-api/spec/contract';
import { describe, expect, it } from 'vitest';
import { flatDisputes } from '../src/core/sandbox/flat-disputes/index.js';
import { pagedDisputes } from '../src/core/sandbox/paged-disputes/index.js';
import { buildSeed, SEED_COUNTS, type Json } from '../src/core/sandbox/seed/index.js';
import { listItem } from '../src/core/sandbox/seed/disputes.js';
import { specModel } from '../src/core/sandbox/spec-model.js';

const pagedModel = specModel('2025-04-01', loadBundle('2025-04-01'));
const flatModel = specModel('2024-03-18', loadBundle('2024-03-18'));
const valid1 = schemaValidator(loadBundle('2025-04-01'));
const valid0 = schemaValidator(loadBundle('2024-03-18'));
const HEX24 = /^[0-9a-f]{24}$/;

type Collections<K extends string> = Record<K, Json[]>;
/** The seeded records of both versions, as the sandbox makes them: the seed, shown by each version's shape. */
const seedOf = (seed: number) => ({
  paged: pagedDisputes.seed(buildSeed(seed, pagedModel), pagedModel) as Collections<
    'alerts' | 'disputes' | 'accounts' | 'evidence' | 'webhooks'
  >,
  flat: flatDisputes.seed(buildSeed(seed, pagedModel), flatModel) as Collections<'disputes' | 'webhooks'>,
});

const problems = (validate: typeof valid1, schema: string, records: unknown[]) =>
  records.flatMap((r, i) =>
    validate(`#/components/schemas/${schema}`, r).map((e) => `${schema}[${i}]${e.instancePath} ${e.message}`),
  );
/** A stored record as an answer carries it: the request id is stamped when it is sent. */
const answered = (records: Json[]) => records.map((r) => ({ ...r, requestId: 'req_000000000001' }));

/** The example of every path parameter of a bundle, by parameter name. */
function pathParameterExamples(bundle: Record<string, any>): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const resolve = (p: any) => (p?.$ref ? bundle.components.parameters[p.$ref.split('/').pop()] : p);
  for (const item of Object.values<any>(bundle.paths)) {
    const ops = Object.values<any>(item).filter((op) => op && typeof op === 'object' && !Array.isArray(op));
    for (const p of [...(item.parameters ?? []), ...ops.flatMap((op) => op.parameters ?? [])].map(resolve)) {
      if (p.in === 'path') found.set(p.name, p.example);
    }
  }
  return found;
}

/** Every value under `key` anywhere in a record. */
function valuesOf(record: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(record)) for (const v of record) valuesOf(v, key, out);
  else if (record && typeof record === 'object') {
    for (const [k, v] of Object.entries(record)) {
      if (k === key) out.push(v);
      valuesOf(v, key, out);
    }
  }
  return out;
}

describe.each([1, 2, 7, 4242])('seed %i', (seed) => {
  const { paged: c, flat: l } = seedOf(seed);

  it('has the counts of the issue, with unique 24-hex ids', () => {
    expect(c.alerts).toHaveLength(SEED_COUNTS.alerts);
    expect(c.disputes).toHaveLength(SEED_COUNTS.disputes);
    expect(c.accounts).toHaveLength(SEED_COUNTS.accounts);
    expect(c.evidence).toHaveLength(SEED_COUNTS.evidence);
    expect(l.disputes).toHaveLength(SEED_COUNTS.disputes);
    for (const records of [c.alerts, c.disputes, c.accounts, c.evidence, c.webhooks, l.webhooks]) {
      const ids = records.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(HEX24);
    }
  });

  it('holds the records whose ids the spec examples use', () => {
    const ids = (records: Json[]) => records.map((r) => r.id);
    expect(ids(c.alerts)).toContain('6601a7c3e4b0c1d2e3f40a11');
    expect(ids(c.disputes)).toContain('6602b1d4e4b0c1d2e3f41c33');
    expect(ids(l.disputes)).toContain('6602b1d4e4b0c1d2e3f41c33');
    expect(ids(c.accounts)).toContain('6604d3f6e4b0c1d2e3f43e55');
    expect(ids(c.evidence)).toContain('6605e4a7e4b0c1d2e3f44f66');
    expect(ids(c.webhooks)).toEqual(['6603c2e5e4b0c1d2e3f42d44', '6603c2e5e4b0c1d2e3f42d45']);
    expect(ids(l.webhooks)).toEqual(['6603c2e5e4b0c1d2e3f42d44', '6603c2e5e4b0c1d2e3f42d45']);
  });

  it("holds the record of every path parameter's example in the spec, so calls with them succeed", () => {
    const collections: Record<string, Json[][]> = {
      alertId: [c.alerts],
      disputeId: [c.disputes, l.disputes],
      accountId: [c.accounts],
      evidenceId: [c.evidence],
      id: [c.webhooks, l.webhooks],
    };
    for (const [version, collectionsOf] of [
      ['2025-04-01', collections],
      ['2024-03-18', { disputeId: [l.disputes], id: [l.webhooks] }],
    ] as const) {
      const examples = pathParameterExamples(loadBundle(version));
      expect([...examples.keys()].sort(), version).toEqual(Object.keys(collectionsOf).sort());
      for (const [name, example] of examples) {
        for (const records of (collectionsOf as Record<string, Json[][]>)[name]!)
          expect(
            records.map((r) => r.id),
            `${version} ${name}`,
          ).toContain(example);
      }
    }
  });

  it('is valid against the 2025-04-01 schemas', () => {
    expect([
      ...problems(valid1, 'Alert', c.alerts),
      ...problems(valid1, 'DisputeDetail', answered(c.disputes)),
      ...problems(valid1, 'Dispute', c.disputes.map(listItem)),
      ...problems(valid1, 'Account', answered(c.accounts)),
      ...problems(valid1, 'EvidenceRecord', answered(c.evidence)),
      ...problems(valid1, 'Webhook', c.webhooks),
    ]).toEqual([]);
  });

  it('is valid against the 2024-03-18 schemas', () => {
    expect([
      ...problems(valid0, 'DisputeListItem', l.disputes),
      ...problems(valid0, 'Webhook', l.webhooks),
    ]).toEqual([]);
  });

  it("keeps the reference's patterns and bounds where the schema leaves them open", () => {
    const all = [...c.alerts, ...c.disputes, ...l.disputes];
    for (const currency of valuesOf(all, 'currency')) expect(currency).toMatch(/^[A-Z]{3}$/);
    for (const country of valuesOf(all, 'country'))
      if (country !== null) expect(country).toMatch(/^[A-Z]{2}$/);
    for (const last4 of valuesOf(all, 'last4')) if (last4 !== null) expect(last4).toMatch(/^\d{4}$/);
    for (const amount of valuesOf(all, 'amount')) expect(amount).toBeGreaterThanOrEqual(0);
    for (const key of ['created_at', 'due_by', 'status_date', 'dateCreated']) {
      for (const t of valuesOf(all, key))
        expect(Number.isNaN(Date.parse(String(t))), `${key} ${String(t)}`).toBe(false);
    }
    // Disputes not yet decided are open; decided ones carry when they closed.
    for (const d of c.disputes) expect(d.closed_at === null).toBe(d.status !== 'won' && d.status !== 'lost');
    // Lists are newest first.
    const times = c.alerts.map((a) => String(a.created_at));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows the same disputes in both versions, each in its own shape', () => {
    expect(l.disputes.map((d) => d.id)).toEqual(c.disputes.map((d) => d.id));
    expect(l.disputes[0]).toEqual(
      expect.objectContaining({
        processorName: c.disputes[0]!.source,
        dateCreated: c.disputes[0]!.created_at,
        status: c.disputes[0]!.status,
      }),
    );
  });
});

describe('determinism', () => {
  it('repeats exactly for a seed and differs between seeds', () => {
    expect(seedOf(9)).toEqual(seedOf(9));
    const ids = (seed: number) => seedOf(seed).paged.alerts.map((a) => a.id);
    expect(ids(9)).not.toEqual(ids(10));
  });
});
