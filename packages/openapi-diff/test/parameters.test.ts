import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/index.js';
import { document, ids, only, type Json } from './helpers.js';

/** GET /disputes with the given operation-level parameters (and optional path-level ones). */
function withParameters(parameters: unknown[], components: Json = {}, pathParameters?: unknown[]): Json {
  return document(
    {
      '/disputes': {
        ...(pathParameters ? { parameters: pathParameters } : {}),
        get: { parameters, responses: {} },
      },
    },
    components,
  );
}

const query = (name: string, extra: Json = {}) => ({
  name,
  in: 'query',
  schema: { type: 'string' },
  ...extra,
});

describe('parameters', () => {
  it('optional parameter added: not breaking', () => {
    const change = only(diffOpenApi(withParameters([]), withParameters([query('limit')])), 'parameter-added');
    expect(change).toMatchObject({
      breaking: false,
      operation: 'GET /disputes',
      location: 'query parameter limit',
    });
  });

  it('required parameter added: breaking', () => {
    const report = diffOpenApi(withParameters([]), withParameters([query('limit', { required: true })]));
    expect(only(report, 'parameter-added').breaking).toBe(true);
  });

  it('path parameters count as required even without required: true', () => {
    const report = diffOpenApi(
      withParameters([]),
      withParameters([{ name: 'id', in: 'path', schema: { type: 'string' } }]),
    );
    expect(only(report, 'parameter-added').breaking).toBe(true);
  });

  it('parameter removed: breaking, optional or not', () => {
    const report = diffOpenApi(withParameters([query('limit')]), withParameters([]));
    expect(only(report, 'parameter-removed').breaking).toBe(true);
  });

  it('required false -> true is breaking, true -> false is not', () => {
    const optional = withParameters([query('q')]);
    const required = withParameters([query('q', { required: true })]);
    expect(only(diffOpenApi(optional, required), 'required-added').breaking).toBe(true);
    expect(only(diffOpenApi(required, optional), 'required-removed').breaking).toBe(false);
  });

  it('identifies parameters by in + name: moving one is a removal and an addition', () => {
    const report = diffOpenApi(
      withParameters([query('token')]),
      withParameters([{ ...query('token'), in: 'header' }]),
    );
    expect(ids(report)).toEqual(['parameter-added', 'parameter-removed']);
    expect(report.changes.map((change) => change.location)).toEqual([
      'header parameter token',
      'query parameter token',
    ]);
  });

  it('matches header parameters case-insensitively', () => {
    const base = withParameters([{ name: 'X-Request-Id', in: 'header', schema: { type: 'string' } }]);
    const head = withParameters([{ name: 'x-request-id', in: 'header', schema: { type: 'string' } }]);
    expect(diffOpenApi(base, head).changes).toEqual([]);
  });

  it('diffs the schema in the request direction', () => {
    const base = withParameters([
      query('status', { schema: { type: 'array', items: { enum: ['open', 'won'] } } }),
    ]);
    const head = withParameters([
      query('status', { schema: { type: 'array', items: { enum: ['open', 'lost'] } } }),
    ]);
    const report = diffOpenApi(base, head);
    expect(only(report, 'enum-value-removed')).toMatchObject({
      breaking: true,
      location: 'query parameter status: []',
    });
    expect(only(report, 'enum-value-added')).toMatchObject({
      breaking: false,
      location: 'query parameter status: []',
    });
  });

  it('uses the schema of a content-style parameter', () => {
    const param = (max: number) => ({
      name: 'filter',
      in: 'query',
      content: { 'application/json': { schema: { maxProperties: max } } },
    });
    const report = diffOpenApi(withParameters([param(5)]), withParameters([param(3)]));
    expect(only(report, 'bound-changed')).toMatchObject({
      breaking: true,
      location: 'query parameter filter',
    });
  });

  it('resolves $ref parameters from components/parameters', () => {
    const components = (required: boolean) => ({ parameters: { Limit: query('limit', { required }) } });
    const parameters = [{ $ref: '#/components/parameters/Limit' }];
    expect(
      diffOpenApi(withParameters(parameters, components(false)), withParameters([query('limit')])).changes,
    ).toEqual([]);
    const report = diffOpenApi(
      withParameters(parameters, components(false)),
      withParameters(parameters, components(true)),
    );
    expect(only(report, 'required-added')).toMatchObject({
      breaking: true,
      location: 'query parameter limit',
    });
  });

  it('lets operation parameters override path-level ones with the same identity', () => {
    const pathLevel = [query('q')];
    const base = withParameters([], {}, pathLevel);
    const head = withParameters([query('q', { required: true })], {}, pathLevel);
    expect(only(diffOpenApi(base, head), 'required-added').breaking).toBe(true);
    // Moving a parameter between path and operation level is not a change.
    expect(diffOpenApi(base, withParameters(pathLevel)).changes).toEqual([]);
  });
});
