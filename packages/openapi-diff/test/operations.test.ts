import { describe, expect, it } from 'vitest';
import { diffOpenApi, RULES } from '../src/index.js';
import { richDocument } from './fixtures.js';
import { document, only, type Json } from './helpers.js';

const ok = { responses: { '200': { description: 'ok' } } };

describe('operations', () => {
  it('operation added: not breaking; removed: breaking; keyed by upper-case method and path', () => {
    const base = document({ '/a': { get: ok, delete: ok } });
    const head = document({ '/a': { get: ok }, '/a/{id}': { patch: ok } });
    const report = diffOpenApi(base, head);
    expect(report.changes.map((change) => [change.operation, change.id, change.breaking])).toEqual([
      ['DELETE /a', 'operation-removed', true],
      ['PATCH /a/{id}', 'operation-added', false],
    ]);
    expect(only(report, 'operation-removed').location).toBe('DELETE /a');
  });

  it('resolves path items given by $ref and skips x- keys of the paths object', () => {
    const base = {
      ...document({ '/a': { $ref: '#/components/pathItems/A' }, 'x-note': { get: ok } }),
      components: { pathItems: { A: { get: ok } } },
    };
    const head = document({ '/a': { get: ok } });
    expect(diffOpenApi(base, head).changes).toEqual([]);
  });

  it('two identical documents give zero changes', () => {
    const report = diffOpenApi(richDocument('base'), richDocument('base'));
    expect(report).toEqual({
      base: { title: 'Rich', version: '1' },
      head: { title: 'Rich', version: '1' },
      summary: { breaking: 0, nonBreaking: 0 },
      changes: [],
    });
    // The very same object on both sides, too.
    const same = richDocument('head');
    expect(diffOpenApi(same, same).changes).toEqual([]);
  });

  it('ignores descriptions, summaries, examples and x- extensions', () => {
    const annotate = (doc: Json, text: string): Json =>
      JSON.parse(JSON.stringify(doc).replaceAll('"ok"', JSON.stringify(text)));
    const base = richDocument('base');
    expect(diffOpenApi(base, annotate(base, 'changed description')).changes).toEqual([]);
  });

  it('reports a rich edit completely, in sorted order, with only known rule ids', () => {
    const report = diffOpenApi(richDocument('base'), richDocument('head'));
    const rows = report.changes.map(
      (change) => `${change.breaking ? 'B' : '-'} ${change.operation} | ${change.location} | ${change.id}`,
    );
    expect(rows).toEqual([
      '- GET /new | GET /new | operation-added',
      'B DELETE /old | DELETE /old | operation-removed',
      'B GET /things | query parameter limit | bound-changed',
      'B GET /things | query parameter q | required-added',
      '- GET /things | response 200 application/json: [].added | response-property-added',
      'B GET /things | response 200 application/json: [].kind | enum-value-added',
      '- GET /things | response 200 application/json: [].name | bound-changed',
      'B GET /things | response 200 application/json: [].payment.oneOf[1] | branch-added',
      'B GET /things | response 200 application/json: [].removed | response-property-removed',
      'B GET /things | response 200 header X-Old | response-header-removed',
      'B GET /things | response 201 | response-status-removed',
      'B POST /things | query parameter limit | bound-changed',
      'B POST /things | request body | required-added',
      '- POST /things | request body application/json: added | request-property-added',
      '- POST /things | request body application/json: kind | enum-value-added',
      'B POST /things | request body application/json: name | bound-changed',
      '- POST /things | request body application/json: payment.oneOf[1] | branch-added',
      'B POST /things | request body application/json: removed | request-property-removed',
    ]);
    for (const change of report.changes) expect(Object.keys(RULES)).toContain(change.id);
    expect(report.summary.breaking + report.summary.nonBreaking).toBe(report.changes.length);
    expect(report.summary.breaking).toBe(report.changes.filter((change) => change.breaking).length);
  });

  it('gives the same report whatever the key order of the input', () => {
    const reverse = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reverse)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, inner]) => [key, reverse(inner)]),
            )
          : value;
    const forward = diffOpenApi(richDocument('base'), richDocument('head'));
    const backward = diffOpenApi(
      reverse(richDocument('base')) as Json,
      reverse(richDocument('head')) as Json,
    );
    expect(JSON.stringify(backward)).toBe(JSON.stringify(forward));
  });

  it('rejects documents that are not OpenAPI 3.x', () => {
    expect(() => diffOpenApi({ swagger: '2.0', paths: {} }, document({}))).toThrow(/not OpenAPI 3\.x/);
    expect(() => diffOpenApi(document({}), { openapi: '4.0.0' })).toThrow(
      /head document is not OpenAPI 3\.x/,
    );
    expect(() => diffOpenApi([], document({}))).toThrow(TypeError);
    expect(diffOpenApi({ openapi: '3.0.3', paths: {} }, { openapi: 3.0, paths: {} }).changes).toEqual([]);
  });
});
