import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/index.js';
import { diffSchema, document, only, responseDocument, RESPONSE_ROOT } from './helpers.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function treeComponents(nameType: string) {
  return {
    schemas: {
      Node: {
        type: 'object',
        properties: {
          name: { type: nameType },
          parent: ref('Node'),
          children: { type: 'array', items: ref('Node') },
        },
      },
    },
  };
}

describe('cycles', () => {
  it('a self-referencing schema terminates and reports its change once, at the shortest path', () => {
    const report = diffSchema('response', ref('Node'), ref('Node'), treeComponents('string'));
    expect(report.changes).toEqual([]);
    const changed = diffOpenApi(
      document(
        {
          '/n': {
            get: {
              responses: {
                '200': { description: '', content: { 'application/json': { schema: ref('Node') } } },
              },
            },
          },
        },
        treeComponents('string'),
      ),
      document(
        {
          '/n': {
            get: {
              responses: {
                '200': { description: '', content: { 'application/json': { schema: ref('Node') } } },
              },
            },
          },
        },
        treeComponents('integer'),
      ),
    );
    const change = only(changed, 'type-changed');
    expect(change.location).toBe(`${RESPONSE_ROOT}: name`);
  });

  it('mutually recursive schemas terminate', () => {
    const components = (extra: Record<string, unknown>) => ({
      schemas: {
        A: { type: 'object', properties: { b: ref('B'), ...extra } },
        B: { type: 'object', properties: { a: ref('A') } },
      },
    });
    const report = diffSchema('request', ref('A'), ref('A'), components({}));
    expect(report.changes).toEqual([]);
    const schemaA = ref('A');
    const changed = diffOpenApi(
      document(
        {
          '/x': {
            post: { requestBody: { content: { 'application/json': { schema: schemaA } } }, responses: {} },
          },
        },
        components({}),
      ),
      document(
        {
          '/x': {
            post: { requestBody: { content: { 'application/json': { schema: schemaA } } }, responses: {} },
          },
        },
        components({ c: { type: 'string' } }),
      ),
    );
    expect(changed.changes.map((change) => change.location)).toEqual(['request body application/json: c']);
  });

  it('a cycle on one side only terminates (base inline, head recursive)', () => {
    const head = ref('Node');
    const base = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        parent: { type: 'object', properties: { name: { type: 'string' } } },
      },
    };
    const report = diffSchema('response', base, head, treeComponents('string'));
    expect(report.changes.map((change) => change.location)).toEqual([
      `${RESPONSE_ROOT}: children`,
      `${RESPONSE_ROOT}: parent.children`,
      `${RESPONSE_ROOT}: parent.parent`,
    ]);
  });

  it('refs that only point at each other resolve to nothing instead of looping', () => {
    const components = { schemas: { A: ref('B'), B: ref('A') } };
    expect(diffSchema('request', ref('A'), ref('A'), components).changes).toEqual([]);
  });

  it('an allOf that includes itself terminates', () => {
    const components = (max: number) => ({
      schemas: { A: { allOf: [ref('A'), { type: 'object', properties: { n: { maximum: max } } }] } },
    });
    const report = diffOpenApi(
      document(
        {
          '/x': {
            get: {
              responses: {
                '200': { description: '', content: { 'application/json': { schema: ref('A') } } },
              },
            },
          },
        },
        components(5),
      ),
      document(
        {
          '/x': {
            get: {
              responses: {
                '200': { description: '', content: { 'application/json': { schema: ref('A') } } },
              },
            },
          },
        },
        components(6),
      ),
    );
    expect(only(report, 'bound-changed').location).toBe(`${RESPONSE_ROOT}: n`);
  });

  it('stays bounded when a schema is reachable along exponentially many paths', () => {
    // S0 → S1 twice, S1 → S2 twice, ...: 2^40 paths to S40.
    const depth = 40;
    const components = (leafType: string) => {
      const schemas: Record<string, unknown> = { [`S${depth}`]: { type: leafType } };
      for (let i = 0; i < depth; i++) {
        schemas[`S${i}`] = {
          type: 'object',
          properties: { left: ref(`S${i + 1}`), right: ref(`S${i + 1}`) },
        };
      }
      return { schemas };
    };
    const report = diffSchema('response', ref('S0'), ref('S0'), components('string'));
    expect(report.changes).toEqual([]);
    const changed = diffOpenApi(
      responseDocument(ref('S0'), components('string')),
      responseDocument(ref('S0'), components('integer')),
    );
    const change = only(changed, 'type-changed');
    expect(change.location).toBe(`${RESPONSE_ROOT}: ${Array(depth).fill('left').join('.')}`);
  });

  it('terminates when a cyclic allOf defines the same property in several members', () => {
    const components = (max: number) => ({
      schemas: {
        A: { allOf: [ref('B'), { type: 'object', properties: { next: ref('A'), n: { maximum: max } } }] },
        B: { type: 'object', properties: { next: ref('A') } },
      },
    });
    const report = diffOpenApi(
      responseDocument(ref('A'), components(5)),
      responseDocument(ref('A'), components(3)),
    );
    expect(report.changes.map((change) => [change.location, change.id])).toEqual([
      [`${RESPONSE_ROOT}: n`, 'bound-changed'],
    ]);
  });

  it('stays bounded on densely cross-linked schemas with allOf chains (one change per place)', () => {
    // Every schema extends another and refers to six more: the whole graph is one big cycle.
    const size = 61; // prime, so the allOf chain (i → i + 3) visits every schema
    const operations = 20;
    const build = (version: string) => {
      const schemas: Record<string, unknown> = {};
      for (let i = 0; i < size; i++) {
        const properties: Record<string, unknown> = {
          id: { type: 'string', maxLength: version === 'head' && i === 7 ? 10 : 20 },
        };
        for (let k = 1; k <= 6; k++) properties[`r${k}`] = ref(`S${(i * 7 + k * 13) % size}`);
        properties.list = { type: 'array', items: { anyOf: [ref(`S${(i + 1) % size}`), { type: 'null' }] } };
        schemas[`S${i}`] = { allOf: [ref(`S${(i + 3) % size}`), { type: 'object', properties }] };
      }
      const paths: Record<string, unknown> = {};
      for (let o = 0; o < operations; o++) {
        const content = (schema: unknown) => ({ 'application/json': { schema } });
        paths[`/p${o}`] = {
          post: {
            requestBody: { content: content(ref(`S${o % size}`)) },
            responses: { '200': { description: '', content: content(ref(`S${(o * 3) % size}`)) } },
          },
        };
      }
      return { openapi: '3.1.0', info: { title: 'dense', version }, paths, components: { schemas } };
    };
    const report = diffOpenApi(build('base'), build('head'));
    // Through the allOf chain every schema includes S7, so every body's id is now at most 10 long.
    expect(report.summary).toEqual({ breaking: operations, nonBreaking: operations });
    expect(new Set(report.changes.map((change) => change.location))).toEqual(
      new Set(['request body application/json: id', `${RESPONSE_ROOT}: id`]),
    );
  });
});
