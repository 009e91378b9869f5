import { describe, expect, it, vi } from 'vitest';
import { apiModel, mergeParameters, pathOperations, responseKey } from '../src/index.js';

const limit = { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } };

function document(): Record<string, any> {
  return {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1.0.0' },
    security: [{ key: [] }],
    paths: {
      'x-note': { get: { responses: {} } },
      '/pets': {
        parameters: [
          { name: 'limit', in: 'query', description: 'path-level' },
          { name: 'limit', in: 'header' },
          { $ref: '#/components/parameters/Trace' },
        ],
        get: {
          operationId: 'listPets',
          parameters: [{ ...limit, description: 'operation-level' }],
          responses: {
            '200': { $ref: '#/components/responses/Pets' },
            '4XX': { description: 'client error' },
            default: { description: 'anything else' },
          },
        },
        post: {
          operationId: 'addPet',
          security: [],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Pet' },
                examples: { rex: { $ref: '#/components/examples/Rex' }, link: { externalValue: 'x.json' } },
                example: { name: 'Default' },
              },
              'text/plain': {},
            },
          },
          responses: { '201': { description: 'added' } },
        },
      },
      '/pets/{petId}': { $ref: '#/components/pathItems/Pet' },
    },
    components: {
      parameters: { Trace: { name: 'trace', in: 'header', schema: { $ref: '#/components/schemas/Id' } } },
      schemas: { Id: { type: 'string' }, Pet: { type: 'object' } },
      examples: { Rex: { value: { name: 'Rex' } } },
      headers: { RequestId: { required: true, schema: { $ref: '#/components/schemas/Id' } } },
      responses: {
        Pets: {
          description: 'a page',
          headers: {
            'Retry-After': { schema: { type: 'integer', examples: [3, 4] } },
            'X-Plain': { schema: { type: 'string' } },
            'X-Request-Id': { $ref: '#/components/headers/RequestId' },
          },
          content: { 'application/json': { schema: { type: 'array' } } },
        },
      },
      pathItems: {
        Pet: {
          parameters: [{ name: 'petId', in: 'path', schema: { type: 'string' } }],
          delete: { operationId: 'deletePet', security: [{}, { key: [] }], responses: { '204': {} } },
        },
      },
    },
  };
}

describe('apiModel', () => {
  const model = apiModel(document());
  const list = model.byId('listPets')!;
  const add = model.byId('addPet')!;
  const remove = model.byId('deletePet')!;

  it('lists every operation in document order, methods in OpenAPI order, skipping extensions', () => {
    expect(model.operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      'get /pets',
      'post /pets',
      'delete /pets/{petId}',
    ]);
    expect(model.operation('GET', '/pets')).toBe(list);
    expect(model.operation('get', '/nowhere')).toBeUndefined();
  });

  it('merges path-item and operation parameters once per name and location, the operation winning', () => {
    expect(list.parameters.map((p) => `${p.in}:${p.name}:${String(p.object.description)}`)).toEqual([
      'query:limit:operation-level',
      'header:limit:undefined',
      'header:trace:undefined',
    ]);
    expect(list.parameters[2]!.schema).toEqual({ type: 'string' });
    expect(list.parameters[1]!.schema).toEqual({});
    expect(remove.parameters).toMatchObject([{ name: 'petId', in: 'path', required: true }]);
    expect(remove.pathParams).toEqual(['petId']);
  });

  it('points at operations below a referenced path item, and at referenced responses', () => {
    expect(list.pointer).toBe('#/paths/~1pets/get');
    expect(remove.pointer).toBe('#/components/pathItems/Pet/delete');
    expect(list.response(200)!.pointer).toBe('#/components/responses/Pets');
    expect(list.response(200)!.content.get('application/json')!.schemaPointer).toBe(
      '#/components/responses/Pets/content/application~1json/schema',
    );
  });

  it('finds the response of a status by exact key, then range, then default', () => {
    expect(list.response(200)!.key).toBe('200');
    expect(list.response(404)!.key).toBe('4XX');
    expect(list.response(503)!.key).toBe('default');
    expect(add.response(500)).toBeUndefined();
    expect(responseKey({ '2xx': {}, Default: {} }, 204)).toBe('2xx');
    expect(responseKey({ Default: {} }, 500)).toBe('Default');
    expect(responseKey({ '5xx': {}, '5XX': {} }, 503)).toBe('5xx');
    expect(responseKey({ '4XX': {} }, 500)).toBeUndefined();
  });

  it('reads the response keys once per operation, not on every lookup', () => {
    const keys = vi.spyOn(Object, 'keys');
    try {
      for (const status of [200, 404, 503, 200]) list.response(status);
      expect(keys).not.toHaveBeenCalled();
    } finally {
      keys.mockRestore();
    }
  });

  it('reads bodies with their named examples, `example` under the name default', () => {
    const body = add.requestBody!;
    expect(body.required).toBe(true);
    expect([...body.content.keys()]).toEqual(['application/json', 'text/plain']);
    const json = body.content.get('application/json')!;
    expect([...json.examples]).toEqual([
      ['rex', { name: 'Rex' }],
      ['default', { name: 'Default' }],
    ]);
    expect(json.schemaPointer).toBe('#/paths/~1pets/post/requestBody/content/application~1json/schema');
    expect(body.content.get('text/plain')!.schemaPointer).toBeUndefined();
    expect(list.requestBody).toBeUndefined();
  });

  it('reads response headers with a value each may take', () => {
    const headers = list.response(200)!.headers;
    expect(headers.get('Retry-After')!.example).toBe(3);
    expect(headers.get('X-Plain')!.example).toBeUndefined();
  });

  it('reads whether each response header is required, and its schema, references followed', () => {
    const headers = list.response(200)!.headers;
    expect([...headers.values()].map((h) => [h.name, h.required])).toEqual([
      ['Retry-After', false],
      ['X-Plain', false],
      ['X-Request-Id', true],
    ]);
    expect(headers.get('X-Request-Id')!.schema).toEqual({ type: 'string' });
  });

  it('takes the security in force from the operation, else the document', () => {
    expect(list).toMatchObject({ security: [{ key: [] }], open: false });
    expect(add).toMatchObject({ security: [], open: true });
    expect(remove.open).toBe(true);
    const noSecurity = document();
    delete noSecurity.security;
    expect(apiModel(noSecurity).byId('listPets')!.open).toBe(true);
  });

  it('throws on a reference that ends nowhere: a bundle is complete', () => {
    const broken = document();
    broken.paths['/pets'].get.parameters.push({ $ref: '#/components/parameters/Gone' });
    expect(() => apiModel(broken)).toThrow('cannot resolve $ref #/components/parameters/Gone');
  });
});

describe('the walk, lenient', () => {
  it('leaves out what a dangling reference stands for', () => {
    const broken = document();
    broken.paths['/gone'] = { $ref: '#/components/pathItems/Gone' };
    broken.paths['/pets'].get.parameters.push({ $ref: '#/components/parameters/Gone' });
    const found = pathOperations(broken, { lenient: true });
    expect(found.map((op) => op.path)).toEqual(['/pets', '/pets', '/pets/{petId}']);
    const get = found[0]!;
    const names = mergeParameters(broken, get.pathItem, get.operation, { lenient: true }).map((p) => p.name);
    expect(names).toEqual(['limit', 'limit', 'trace']);
  });
});
