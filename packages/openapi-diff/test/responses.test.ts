import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/index.js';
import { document, ids, only, type Json } from './helpers.js';

const json = (schema: unknown = { type: 'object' }) => ({ 'application/json': { schema } });

function withResponses(responses: Json, components: Json = {}): Json {
  return document({ '/disputes': { get: { responses } } }, components);
}

describe('response statuses', () => {
  it('status added: not breaking', () => {
    const change = only(
      diffOpenApi(withResponses({}), withResponses({ '404': { description: '' } })),
      'response-status-added',
    );
    expect(change).toMatchObject({ breaking: false, operation: 'GET /disputes', location: 'response 404' });
  });

  it.each([
    ['200', true],
    ['204', true],
    ['2XX', true],
    ['2xx', true],
    ['301', false],
    ['404', false],
    ['5XX', false],
    ['default', false],
  ])('status %s removed: breaking = %s', (status, breaking) => {
    const report = diffOpenApi(withResponses({ [status]: { description: '' } }), withResponses({}));
    expect(only(report, 'response-status-removed').breaking).toBe(breaking);
  });

  it('ignores x- extensions in the responses object', () => {
    expect(diffOpenApi(withResponses({ 'x-note': { description: '' } }), withResponses({})).changes).toEqual(
      [],
    );
  });

  it('resolves $ref responses from components/responses', () => {
    const components = (values: string[]) => ({
      responses: { Ok: { description: '', content: json({ enum: values }) } },
    });
    const ref = { '200': { $ref: '#/components/responses/Ok' } };
    expect(
      diffOpenApi(
        withResponses(ref, components(['a'])),
        withResponses({ '200': { description: 'x', content: json({ enum: ['a'] }) } }),
      ).changes,
    ).toEqual([]);
    const change = only(
      diffOpenApi(withResponses(ref, components(['a'])), withResponses(ref, components(['a', 'b']))),
      'enum-value-added',
    );
    expect(change).toMatchObject({ breaking: true, location: 'response 200 application/json' });
  });
});

describe('response media types', () => {
  it('media type removed: breaking; added: not breaking', () => {
    const one = { '200': { description: '', content: json() } };
    const two = {
      '200': { description: '', content: { ...json(), 'text/csv': { schema: { type: 'string' } } } },
    };
    expect(only(diffOpenApi(withResponses(two), withResponses(one)), 'media-type-removed')).toMatchObject({
      breaking: true,
      location: 'response 200 text/csv',
    });
    expect(only(diffOpenApi(withResponses(one), withResponses(two)), 'media-type-added').breaking).toBe(
      false,
    );
  });

  it('diffs response schemas in the response direction', () => {
    const schema = (extra: Json) => ({
      type: 'object',
      properties: {
        pagination: { type: 'object', properties: { totalPages: { type: 'integer', ...extra } } },
      },
    });
    const base = withResponses({ '200': { description: '', content: json(schema({})) } });
    const head = withResponses({ '200': { description: '', content: json(schema({ maximum: 100 })) } });
    expect(only(diffOpenApi(base, head), 'bound-changed')).toMatchObject({
      breaking: false,
      location: 'response 200 application/json: pagination.totalPages',
    });
    expect(only(diffOpenApi(head, base), 'bound-changed').breaking).toBe(true);
  });
});

describe('response headers', () => {
  const withHeaders = (headers: Json, components: Json = {}) =>
    withResponses({ '200': { description: '', headers } }, components);
  const header = (extra: Json = {}) => ({ schema: { type: 'integer' }, ...extra });

  it('header added: not breaking; removed: breaking', () => {
    const added = only(
      diffOpenApi(withHeaders({}), withHeaders({ 'X-Rate-Limit': header() })),
      'response-header-added',
    );
    expect(added).toMatchObject({ breaking: false, location: 'response 200 header X-Rate-Limit' });
    expect(
      only(diffOpenApi(withHeaders({ 'X-Rate-Limit': header() }), withHeaders({})), 'response-header-removed')
        .breaking,
    ).toBe(true);
  });

  it('matches header names case-insensitively', () => {
    expect(
      diffOpenApi(withHeaders({ 'X-Rate-Limit': header() }), withHeaders({ 'x-rate-limit': header() }))
        .changes,
    ).toEqual([]);
  });

  it('header no longer required: breaking (readers relied on it); newly required: not', () => {
    const optional = withHeaders({ ETag: header() });
    const required = withHeaders({ ETag: header({ required: true }) });
    expect(only(diffOpenApi(required, optional), 'required-removed').breaking).toBe(true);
    expect(only(diffOpenApi(optional, required), 'required-added').breaking).toBe(false);
  });

  it('diffs header schemas in the response direction and resolves components/headers', () => {
    const components = (values: string[]) => ({ headers: { Mode: { schema: { enum: values } } } });
    const headers = { 'X-Mode': { $ref: '#/components/headers/Mode' } };
    const report = diffOpenApi(
      withHeaders(headers, components(['a'])),
      withHeaders(headers, components(['a', 'b'])),
    );
    expect(ids(report)).toEqual(['enum-value-added']);
    expect(only(report, 'enum-value-added')).toMatchObject({
      breaking: true,
      location: 'response 200 header X-Mode',
    });
  });
});
