import { describe, expect, it } from 'vitest';
import { refusesEveryValue } from '../src/never-schema.js';

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
