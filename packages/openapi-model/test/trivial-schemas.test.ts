import { describe, expect, it } from 'vitest';
import { acceptsEveryValue, isAnnotation, refusesEveryValue } from '../src/trivial-schemas.js';

describe('refusesEveryValue', () => {
  it('reads false and { not: {} } as refusing every value', () => {
    expect(refusesEveryValue(false)).toBe(true);
    expect(refusesEveryValue({ not: {} })).toBe(true);
    expect(refusesEveryValue({ not: {}, description: 'never present' })).toBe(true);
  });

  it('reads any other schema as accepting some value', () => {
    for (const schema of [true, {}, undefined, null, { not: { type: 'string' } }, { not: [] }, { not: null }])
      expect(refusesEveryValue(schema), JSON.stringify(schema)).toBe(false);
  });
});

describe('acceptsEveryValue', () => {
  it('reads true, {} and a schema of annotations only as accepting every value', () => {
    const open = {
      description: 'not shown by the reference',
      title: 'Anything',
      examples: [1],
      example: 1,
      default: {},
      $comment: 'open',
      deprecated: false,
      readOnly: true,
      writeOnly: false,
      summary: 'a sibling of $ref',
      'x-unspecified': 'the body of a 2XX answer',
    };
    for (const schema of [true, {}, { 'x-unspecified': 'everything' }, open])
      expect(acceptsEveryValue(schema), JSON.stringify(schema)).toBe(true);
  });

  it('reads a schema with any constraint, a reference, or no schema as not accepting every value', () => {
    const constraining = [
      { type: 'object' },
      { description: 'a number', minimum: 0 },
      { not: {} },
      { $ref: '#/components/schemas/Open' },
      { additionalProperties: false, 'x-unspecified': 'members' },
      false,
      undefined,
      null,
      [],
    ];
    for (const schema of constraining) expect(acceptsEveryValue(schema), JSON.stringify(schema)).toBe(false);
  });

  it('counts x- extensions and the listed annotations as annotations, and nothing else', () => {
    expect(isAnnotation('x-reading')).toBe(true);
    expect(isAnnotation('examples')).toBe(true);
    for (const keyword of ['type', 'enum', 'const', 'required', 'format', '$ref', 'X-upper'])
      expect(isAnnotation(keyword), keyword).toBe(false);
  });
});
