import { describe, expect, it } from 'vitest';
import { escapePointer, parsePointer, pointerTo } from '../src/pointer.js';
import { RefResolver, derefStrict, refResolver } from '../src/refs.js';

describe('escapePointer and pointerTo', () => {
  it('escape ~ before / so that parsePointer reads the tokens back', () => {
    expect(escapePointer('/a~b/')).toBe('~1a~0b~1');
    const pointer = pointerTo('#', 'paths', '/disputes/{id}', 'a~/b');
    expect(pointer).toBe('#/paths/~1disputes~1{id}/a~0~1b');
    expect(parsePointer(pointer)).toEqual(['paths', '/disputes/{id}', 'a~/b']);
  });
});

describe('parsePointer', () => {
  it('unescapes ~1 and ~0 and percent-encoding', () => {
    expect(parsePointer('#/paths/~1disputes~1{id}/get')).toEqual(['paths', '/disputes/{id}', 'get']);
    expect(parsePointer('#/a~0b/~01')).toEqual(['a~b', '~1']);
    expect(parsePointer('#/components/schemas/A%20B')).toEqual(['components', 'schemas', 'A B']);
    expect(parsePointer('#')).toEqual([]);
  });

  it('rejects external and malformed refs', () => {
    expect(parsePointer('other.yaml#/components/schemas/A')).toBeUndefined();
    expect(parsePointer('#components')).toBeUndefined();
    expect(parsePointer('#/%E0%A4%A')).toBeUndefined();
  });
});

describe('RefResolver', () => {
  const root = {
    components: {
      schemas: {
        A: { $ref: '#/components/schemas/B' },
        B: { type: 'string' },
        Loop: { $ref: '#/components/schemas/Loop' },
      },
      list: [{ type: 'integer' }],
    },
  };
  const resolver = new RefResolver(root);

  it('follows chains of refs to the object they end on', () => {
    expect(resolver.resolve({ $ref: '#/components/schemas/A' })).toBe(root.components.schemas.B);
  });

  it('indexes arrays by decimal tokens only', () => {
    expect(resolver.lookup('#/components/list/0')).toEqual({ type: 'integer' });
    expect(resolver.lookup('#/components/list/00')).toBeUndefined();
  });

  it('returns undefined for cycles, dangling refs and inherited properties', () => {
    expect(resolver.resolve({ $ref: '#/components/schemas/Loop' })).toBeUndefined();
    expect(resolver.resolve({ $ref: '#/components/schemas/Missing' })).toBeUndefined();
    expect(resolver.lookup('#/constructor')).toBeUndefined();
    expect(resolver.lookup('#/components/schemas/A/__proto__')).toBeUndefined();
  });

  it('passes non-reference nodes through', () => {
    const node = { type: 'string' };
    expect(resolver.resolve(node)).toBe(node);
    expect(resolver.resolve(undefined)).toBeUndefined();
  });
});

describe('follow, refResolver and derefStrict', () => {
  const root = {
    components: {
      responses: { Ok: { $ref: '#/components/responses/Plain' }, Plain: { description: 'ok' } },
      schemas: { Missing: { $ref: '#/components/schemas/Nowhere' } },
    },
  };

  it('follow gives the pointer of the last reference followed, or the starting one', () => {
    const resolver = refResolver(root);
    expect(resolver.follow({ $ref: '#/components/responses/Ok' }, '#/start')).toEqual({
      node: root.components.responses.Plain,
      pointer: '#/components/responses/Plain',
    });
    expect(resolver.follow({ description: 'inline' }, '#/start').pointer).toBe('#/start');
  });

  it('refResolver makes one resolver per document', () => {
    expect(refResolver(root)).toBe(refResolver(root));
    expect(refResolver(root)).not.toBe(refResolver(structuredClone(root)));
  });

  it('derefStrict throws on a chain that ends nowhere, and passes undefined through', () => {
    expect(() => derefStrict(root, { $ref: '#/components/schemas/Missing' })).toThrow(
      'cannot resolve $ref #/components/schemas/Missing',
    );
    expect(derefStrict(root, undefined)).toBeUndefined();
    expect(derefStrict(root, { $ref: '#/components/responses/Ok' })).toBe(root.components.responses.Plain);
  });
});
