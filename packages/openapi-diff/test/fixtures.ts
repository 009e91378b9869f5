import type { Json } from './helpers.js';

const ok = { responses: { '200': { description: 'ok' } } };

/** A document that exercises most features: refs, allOf, oneOf, cycles, parameters, headers. */
export function richDocument(variant: 'base' | 'head'): Json {
  const head = variant === 'head';
  return {
    openapi: '3.1.0',
    info: { title: 'Rich', version: head ? '2' : '1', description: 'ignored' },
    paths: {
      '/things': {
        parameters: [{ $ref: '#/components/parameters/Limit' }],
        get: {
          summary: head ? 'List things (changed summary)' : 'List things',
          parameters: [{ name: 'q', in: 'query', required: head, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'ok',
              headers: {
                'X-Total': { schema: { type: 'integer' } },
                ...(head ? {} : { 'X-Old': { schema: { type: 'string' } } }),
              },
              content: {
                'application/json': {
                  schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
                },
              },
            },
            ...(head ? {} : { '201': { description: 'created' } }),
          },
        },
        post: {
          requestBody: {
            required: head,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          responses: { '201': { description: 'created' } },
        },
      },
      ...(head ? { '/new': { get: ok } } : { '/old': { delete: ok } }),
      'x-internal': { note: 'not a path' },
    },
    components: {
      parameters: {
        Limit: { name: 'limit', in: 'query', schema: { type: 'integer', maximum: head ? 50 : 100 } },
      },
      schemas: {
        Named: {
          type: 'object',
          properties: { name: { type: 'string', minLength: head ? 1 : 0 } },
          required: ['name'],
        },
        Thing: {
          allOf: [{ $ref: '#/components/schemas/Named' }],
          type: 'object',
          'x-tags': [variant],
          example: { name: variant },
          properties: {
            kind: { enum: head ? ['a', 'b', 'c'] : ['a', 'b'], description: variant },
            parent: { $ref: '#/components/schemas/Thing' },
            payment: { oneOf: head ? [{ type: 'string' }, { type: 'integer' }] : [{ type: 'string' }] },
            ...(head ? { added: { type: 'string' } } : { removed: { type: 'string' } }),
          },
        },
      },
    },
  };
}
