// Every operation of both versions, answered as the contract documents it: the success answer, and
// each documented status asked for with `Prefer: code=`, valid against the bundle's schema. Along
// the way: no 500 unless asked for, and the request id where the spec puts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { contractProblems, exampleBody, operationOf, operationsOf } from '@dispute-api/spec/contract';
import { call, start, type Answer } from './helpers/mock.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await start({ stateful: false, seed: '7' });
});
afterAll(() => mock.close());

// The request bodies to send: each operation's first named example, as JSON text.
const exampleText = (op: Parameters<typeof exampleBody>[0]) => {
  const value = exampleBody(op);
  return value === undefined ? undefined : JSON.stringify(value);
};
const pathOf = (v: string, template: string) =>
  `/public/${v}${template.replace(/\{[^}]+\}/g, '6601a7c3e4b0c1d2e3f40a11')}`;

describe.each(['2025-04-01', '2024-03-18'])('version %s', (v) => {
  const ops = operationsOf(v);

  it('answers every operation with a documented success, valid against its schema', async () => {
    for (const op of ops) {
      const body = exampleText(op);
      const r = await call(mock, pathOf(v, op.template), {
        method: op.method.toUpperCase(),
        ...(body ? { body } : {}),
      });
      const label = `${op.method} ${op.template} → ${r.status} ${r.text.slice(0, 200)}`;
      expect(r.status, label).toBeGreaterThanOrEqual(200);
      expect(r.status, label).toBeLessThan(300);
      expect(contractProblems(op, r.status, r.text), label).toEqual([]);
    }
  });

  it('answers every documented status on request (Prefer: code=N), valid against its schema', async () => {
    let asked = 0;
    for (const op of ops) {
      const body = exampleText(op);
      const codes = Object.keys(operationOf(op).responses as object).filter((k) => /^\d{3}$/.test(k));
      for (const code of codes) {
        const r = await call(mock, pathOf(v, op.template), {
          method: op.method.toUpperCase(),
          headers: { prefer: `code=${code}` },
          ...(body ? { body } : {}),
        });
        const label = `${op.method} ${op.template} Prefer code=${code} → ${r.status} ${r.text.slice(0, 200)}`;
        expect(r.status, label).toBe(Number(code));
        expect(contractProblems(op, r.status, r.text), label).toEqual([]);
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(v === '2025-04-01' ? 100 : 30);
  });

  it('answers dynamic examples (Prefer: dynamic=true) valid against the schema, repeatably with --seed', async () => {
    for (const op of ops) {
      const body = exampleText(op);
      const c = {
        method: op.method.toUpperCase(),
        headers: { prefer: 'dynamic=true' },
        ...(body ? { body } : {}),
      };
      const first = await call(mock, pathOf(v, op.template), c);
      const second = await call(mock, pathOf(v, op.template), c);
      const label = `${op.method} ${op.template} dynamic → ${first.status} ${first.text.slice(0, 200)}`;
      expect(contractProblems(op, first.status, first.text), label).toEqual([]);
      const strip = (a: Answer) =>
        a.json && typeof a.json === 'object' ? { ...a.json, requestId: undefined } : a.json;
      expect(strip(second), label).toEqual(strip(first));
    }
  });

  it('never answers 500 to requests that did not ask for it', async () => {
    const variants: { key?: null; body?: string; headers?: Record<string, string> }[] = [
      {},
      { key: null },
      { body: '{not json' },
      { body: '[]' },
      { body: '"text"' },
      { body: 'x=1', headers: { 'content-type': 'text/plain' } },
      { headers: { prefer: 'code=abc' } },
      { headers: { prefer: 'example=nothing-like-this' } },
      { headers: { accept: 'text/html' } },
    ];
    for (const op of ops) {
      for (const variant of variants) {
        // fetch cannot send a body with GET.
        if (op.method === 'get' && 'body' in variant) continue;
        for (const suffix of ['', '?limit=-5&offset=x', '?limit=1&limit=2']) {
          const r = await call(mock, pathOf(v, op.template) + suffix, {
            method: op.method.toUpperCase(),
            ...variant,
          });
          const label = `${op.method} ${op.template}${suffix} ${JSON.stringify(variant)} → ${r.status} ${r.text.slice(0, 200)}`;
          expect(r.status, label).toBeLessThan(500);
          expect(r.headers.get('content-type') ?? 'application/json', label).toMatch(/^application\/json/);
          if (r.status >= 400) expect(contractProblems(op, r.status, r.text), label).toEqual([]);
        }
      }
    }
  });
});
