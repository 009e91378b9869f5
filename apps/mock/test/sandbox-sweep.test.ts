// Every operation of both versions in the sandbox: answered by the store (no operation falls
// back to examples), with a documented success for the spec's example request, never a 500 nobody
// asked for, and every answer checked against the contract. Also: the check itself catches drift.
import { contractProblems, exampleBody, operationsOf } from '@dispute-api/spec/contract';
import { describe, expect, it } from 'vitest';
import { observeAnswers, type ObservedAnswer, type ResponseSource } from '../src/index.js';
import { flatHandlers } from '../src/core/sandbox/flat-disputes/handlers.js';
import { pagedHandlers } from '../src/core/sandbox/paged-disputes/handlers.js';
import { call, start } from './helpers/mock.js';
import { pathOf, reset, useSandbox } from './helpers/sandbox.js';

const m = useSandbox();

describe.each([
  ['2025-04-01', pagedHandlers],
  ['2024-03-18', flatHandlers],
])('version %s', (v, handlers) => {
  const ops = operationsOf(v);

  it('has a sandbox handler for every operation', () => {
    expect(ops.map((op) => op.operationId).filter((id) => !handlers[id])).toEqual([]);
  });

  it("answers every operation's example request with a documented success", async () => {
    for (const op of ops) {
      await reset(m.mock);
      const body = exampleBody(op);
      const r = await call(m.mock, pathOf(v, op.template), {
        method: op.method.toUpperCase(),
        ...(body === undefined ? {} : { body: body as object }),
      });
      const label = `${op.method} ${op.template} → ${r.status} ${r.text.slice(0, 200)}`;
      expect(r.status, label).toBeGreaterThanOrEqual(200);
      expect(r.status, label).toBeLessThan(300);
      expect(contractProblems(op, r.status, r.text), label).toEqual([]);
    }
  });

  it('never answers 500 to requests that did not ask for it', async () => {
    const variants: { key?: null; body?: string; headers?: Record<string, string> }[] = [
      {},
      { body: '{not json' },
      { body: '[]' },
      { body: '"text"' },
      { body: '{"transaction": 5, "order": [], "dispute": {"dispute_id": 7}, "disputes": [], "event": "*"}' },
      { headers: { prefer: 'code=abc' } },
      { headers: { prefer: 'dynamic=true' } },
    ];
    for (const op of ops) {
      for (const variant of variants) {
        if (op.method === 'get' && 'body' in variant) continue;
        for (const path of [
          pathOf(v, op.template),
          pathOf(v, op.template).replace(/[0-9a-f]{24}/g, 'unknown'),
        ]) {
          const r = await call(m.mock, `${path}?limit=1&offset=3&amountFrom=x`, {
            method: op.method.toUpperCase(),
            ...variant,
          });
          const label = `${op.method} ${path} ${JSON.stringify(variant)} → ${r.status} ${r.text.slice(0, 200)}`;
          expect(r.status, label).toBeLessThan(500);
          expect(contractProblems(op, r.status, r.text), label).toEqual([]);
        }
      }
    }
    expect(m.checked()).toBeGreaterThan(ops.length);
  });
});

describe('the contract check', () => {
  it('reports an answer that drifts from the spec', async () => {
    const seen: ObservedAnswer[] = [];
    const drifting: ResponseSource = { respond: async () => ({ status: 200, body: { alerts: 'none' } }) };
    const mock = await start({
      stateful: false,
      staticSource: async () => () => drifting,
      decorateSource: (s) => observeAnswers(s, (a) => seen.push(a)),
    });
    try {
      await call(mock, `/public/2025-04-01/alerts`);
      expect(seen).toHaveLength(1);
      expect(contractProblems(seen[0]!.operation, seen[0]!.status, seen[0]!.text).join()).toMatch(
        /alerts must be array/,
      );
    } finally {
      await mock.close();
    }
  });
});

describe('seeds and modes', () => {
  it('gives the same data for the same seed, other data for another', async () => {
    const page = async (seed?: string) => {
      const mock = await start({ stateful: true, ...(seed ? { seed } : {}) });
      try {
        return (await call(mock, `/public/2025-04-01/alerts?limit=10`)).json.alerts;
      } finally {
        await mock.close();
      }
    };
    const first = (await call(m.mock, `/public/2025-04-01/alerts?limit=10`)).json.alerts;
    expect(await page('1')).toEqual(first);
    expect(await page()).toEqual(first);
    expect((await page('99')).map((a: { id: string }) => a.id)).not.toEqual(
      first.map((a: { id: string }) => a.id),
    );
  });

  it('has no reset in the static mode', async () => {
    const mock = await start({ stateful: false });
    try {
      const r = await call(mock, '/__mock/reset', { method: 'POST' });
      expect(r.status).toBe(404);
      expect(r.json.error.message).toMatch(/exists in the sandbox only/);
      expect(mock.reset).toBeUndefined();
    } finally {
      await mock.close();
    }
  });
});
