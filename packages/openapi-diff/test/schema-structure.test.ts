import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/index.js';
import { diffSchema, document, ids, only, REQUEST_ROOT, RESPONSE_ROOT } from './helpers.js';

const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
});
const str = { type: 'string' };

describe('properties', () => {
  it('optional property added: not breaking in either direction', () => {
    const base = object({ a: str });
    const head = object({ a: str, b: str });
    const request = only(diffSchema('request', base, head), 'request-property-added');
    const response = only(diffSchema('response', base, head), 'response-property-added');
    expect([request.breaking, response.breaking]).toEqual([false, false]);
    expect(request.location).toBe(`${REQUEST_ROOT}: b`);
    expect(response.location).toBe(`${RESPONSE_ROOT}: b`);
  });

  it('required property added: breaking in a request, not in a response', () => {
    const base = object({ a: str }, ['a']);
    const head = object({ a: str, b: str }, ['a', 'b']);
    const request = diffSchema('request', base, head);
    const response = diffSchema('response', base, head);
    expect(only(request, 'request-property-added').breaking).toBe(true);
    expect(only(response, 'response-property-added').breaking).toBe(false);
    // The new property's requiredness is part of the addition, not a second change.
    expect(ids(request)).toEqual(['request-property-added']);
    expect(ids(response)).toEqual(['response-property-added']);
  });

  it('property removed: breaking in both directions', () => {
    const base = object({ a: str, b: str });
    const head = object({ a: str });
    expect(only(diffSchema('request', base, head), 'request-property-removed').breaking).toBe(true);
    expect(only(diffSchema('response', base, head), 'response-property-removed').breaking).toBe(true);
  });

  it('property becomes required: breaking in a request, not in a response', () => {
    const base = object({ a: str });
    const head = object({ a: str }, ['a']);
    const request = only(diffSchema('request', base, head), 'required-added');
    const response = only(diffSchema('response', base, head), 'required-added');
    expect([request.breaking, response.breaking]).toEqual([true, false]);
    expect(request.location).toBe(`${REQUEST_ROOT}: a`);
  });

  it('property no longer required: breaking in a response, not in a request', () => {
    const base = object({ a: str }, ['a']);
    const head = object({ a: str });
    expect(only(diffSchema('request', base, head), 'required-removed').breaking).toBe(false);
    expect(only(diffSchema('response', base, head), 'required-removed').breaking).toBe(true);
  });

  it('required names without a property definition still count', () => {
    const report = diffSchema('request', { type: 'object' }, { type: 'object', required: ['token'] });
    expect(only(report, 'required-added').location).toBe(`${REQUEST_ROOT}: token`);
  });

  it('locates nested changes with dotted paths, [] for items and * for additionalProperties', () => {
    const base = object({
      pagination: object({ totalPages: { type: 'integer' } }),
      data: { type: 'array', items: object({ status: { enum: ['open'] } }) },
      metadata: { type: 'object', additionalProperties: { maxLength: 10 } },
    });
    const head = object({
      pagination: object({ totalPages: { type: 'integer' }, next: str }),
      data: { type: 'array', items: object({ status: { enum: ['open', 'won'] } }) },
      metadata: { type: 'object', additionalProperties: { maxLength: 20 } },
    });
    const report = diffSchema('response', base, head);
    expect(report.changes.map((change) => [change.location, change.id, change.breaking])).toEqual([
      [`${RESPONSE_ROOT}: data[].status`, 'enum-value-added', true],
      [`${RESPONSE_ROOT}: metadata.*`, 'bound-changed', true],
      [`${RESPONSE_ROOT}: pagination.next`, 'response-property-added', false],
    ]);
  });

  it('reads property names like __proto__ and constructor as data', () => {
    const base = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}');
    const head = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"integer"},"constructor":{"type":"string"}}}',
    );
    const report = diffSchema('response', base, head);
    expect(report.changes.map((change) => [change.location, change.id])).toEqual([
      [`${RESPONSE_ROOT}: __proto__`, 'type-changed'],
      [`${RESPONSE_ROOT}: constructor`, 'response-property-added'],
    ]);
  });
});

describe('allOf', () => {
  const components = {
    schemas: {
      Base: object({ id: str, created: str }, ['id']),
    },
  };

  it('collects properties and required names from every member, recursively', () => {
    const nested = { allOf: [{ allOf: [{ $ref: '#/components/schemas/Base' }] }, object({ name: str })] };
    const flat = object({ id: str, created: str, name: str }, ['id']);
    // Same effective object whether written with allOf or flat: no changes either way.
    expect(diffSchema('request', nested, flat, components).changes).toEqual([]);
    expect(diffSchema('response', flat, nested, components).changes).toEqual([]);
  });

  it('reports a property removed from a member at the flattened location', () => {
    const headComponents = { schemas: { Base: object({ id: str }, ['id']) } };
    const schema = object({
      dispute: { allOf: [{ $ref: '#/components/schemas/Base' }, object({ note: str })] },
    });
    const report = diffOpenApi(
      document(
        {
          '/x': {
            get: { responses: { '200': { description: '', content: { 'application/json': { schema } } } } },
          },
        },
        components,
      ),
      document(
        {
          '/x': {
            get: { responses: { '200': { description: '', content: { 'application/json': { schema } } } } },
          },
        },
        headComponents,
      ),
    );
    const change = only(report, 'response-property-removed');
    expect(change.location).toBe(`${RESPONSE_ROOT}: dispute.created`);
    expect(change.breaking).toBe(true);
  });

  it('required in one member applies to a property defined in another', () => {
    const base = { allOf: [object({ a: str }), { required: [] }] };
    const head = { allOf: [object({ a: str }), { required: ['a'] }] };
    expect(only(diffSchema('request', base, head), 'required-added').breaking).toBe(true);
  });

  it('a property defined by several members is constrained by all of them', () => {
    const base = { allOf: [object({ a: str }), object({ a: { enum: ['x', 'y'] } })] };
    const head = { allOf: [object({ a: str }), object({ a: { enum: ['x'] } })] };
    const change = only(diffSchema('request', base, head), 'enum-value-removed');
    expect(change.location).toBe(`${REQUEST_ROOT}: a`);
    expect(change.breaking).toBe(true);
  });

  it('intersects constraints of several members: tightest bounds, common types and values', () => {
    const base = { allOf: [{ type: ['string', 'null'], maxLength: 20, enum: ['a', 'b', null] }] };
    const head = {
      allOf: [
        { type: ['string', 'null'], maxLength: 20, enum: ['a', 'b', null] },
        { type: 'string', maxLength: 10, enum: ['a', 'c'] },
      ],
    };
    const report = diffSchema('request', base, head);
    expect(report.changes.map((change) => [change.id, change.before, change.after])).toEqual([
      ['bound-changed', 20, 10],
      ['enum-value-removed', ['"b"', 'null'].map((value) => JSON.parse(value)), undefined],
      ['type-changed', ['null', 'string'], ['string']],
    ]);
    expect(report.changes.every((change) => change.breaking)).toBe(true);
  });

  it('takes other keywords from members when the schema itself has none', () => {
    const base = { allOf: [{ type: 'string', maxLength: 5 }], description: 'annotated' };
    const head = { allOf: [{ type: 'string', maxLength: 3 }], description: 'annotated' };
    expect(only(diffSchema('request', base, head), 'bound-changed').breaking).toBe(true);
  });

  it('reads 3.1 $ref siblings as constraints on top of the target', () => {
    const components31 = { schemas: { Name: str } };
    const base = { $ref: '#/components/schemas/Name', maxLength: 20, description: 'ignored' };
    const head = { $ref: '#/components/schemas/Name', maxLength: 10, description: 'changed, still ignored' };
    const change = only(diffSchema('request', base, head, components31), 'bound-changed');
    expect(change.message).toBe('The maxLength was tightened from 20 to 10.');
    // Only annotations beside the ref: the ref is followed as is.
    expect(
      diffSchema('request', { $ref: '#/components/schemas/Name', description: 'a' }, str, components31)
        .changes,
    ).toEqual([]);
  });
});

describe('referenced schemas', () => {
  it('compares a $ref with an equivalent inline schema as equal', () => {
    const components = { schemas: { Item: object({ a: str }, ['a']) } };
    expect(
      diffSchema('response', { $ref: '#/components/schemas/Item' }, object({ a: str }, ['a']), components)
        .changes,
    ).toEqual([]);
  });

  it('follows a component change into every operation that uses it', () => {
    const paths = {
      '/a': {
        get: {
          responses: {
            '200': {
              description: '',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
            },
          },
        },
      },
      '/b': {
        get: {
          responses: {
            '200': {
              description: '',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
            },
          },
        },
      },
    };
    const report = diffOpenApi(
      document(paths, { schemas: { Item: object({ a: { enum: ['x'] } }) } }),
      document(paths, { schemas: { Item: object({ a: { enum: ['x', 'y'] } }) } }),
    );
    expect(report.changes.map((change) => [change.operation, change.location, change.id])).toEqual([
      ['GET /a', `${RESPONSE_ROOT}: a`, 'enum-value-added'],
      ['GET /b', `${RESPONSE_ROOT}: a`, 'enum-value-added'],
    ]);
  });

  it('classes one component change by direction where it is both sent and received', () => {
    const schema = { $ref: '#/components/schemas/Item' };
    const paths = {
      '/items': {
        put: {
          requestBody: { content: { 'application/json': { schema } } },
          responses: { '200': { description: '', content: { 'application/json': { schema } } } },
        },
      },
    };
    const report = diffOpenApi(
      document(paths, { schemas: { Item: object({ status: { enum: ['a'] } }) } }),
      document(paths, { schemas: { Item: object({ status: { enum: ['a', 'b'] } }) } }),
    );
    expect(report.changes.map((change) => [change.location, change.breaking])).toEqual([
      [`${REQUEST_ROOT}: status`, false],
      [`${RESPONSE_ROOT}: status`, true],
    ]);
  });
});
