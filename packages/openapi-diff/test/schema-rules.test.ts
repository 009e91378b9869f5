import { describe, expect, it } from 'vitest';
import { diffSchema, only, REQUEST_ROOT, RESPONSE_ROOT } from './helpers.js';

interface Case {
  name: string;
  base: unknown;
  head: unknown;
  id: string;
  /** Breaking when the schema is written by callers (request body). */
  request: boolean;
  /** Breaking when the schema is read by callers (response body). */
  response: boolean;
  /** Location suffix after the root, when not the root itself. */
  at?: string;
}

const str = { type: 'string' };

const cases: Case[] = [
  // enum / const
  {
    name: 'enum value added',
    base: { enum: ['a'] },
    head: { enum: ['a', 'b'] },
    id: 'enum-value-added',
    request: false,
    response: true,
  },
  {
    name: 'enum value removed',
    base: { enum: ['a', 'b'] },
    head: { enum: ['a'] },
    id: 'enum-value-removed',
    request: true,
    response: true,
  },
  {
    name: 'const widened to enum',
    base: { const: 'a' },
    head: { enum: ['a', 'b'] },
    id: 'enum-value-added',
    request: false,
    response: true,
  },
  {
    name: 'enum constraint removed',
    base: { ...str, enum: ['a'] },
    head: str,
    id: 'enum-removed',
    request: false,
    response: true,
  },
  {
    name: 'enum constraint added',
    base: str,
    head: { ...str, enum: ['a'] },
    id: 'enum-added',
    request: true,
    response: false,
  },
  // type
  {
    name: 'type widened with null',
    base: str,
    head: { type: ['string', 'null'] },
    id: 'type-changed',
    request: false,
    response: true,
  },
  {
    name: 'type narrowed',
    base: { type: ['string', 'null'] },
    head: str,
    id: 'type-changed',
    request: true,
    response: false,
  },
  {
    name: '3.0 nullable dropped',
    base: { ...str, nullable: true },
    head: str,
    id: 'type-changed',
    request: true,
    response: false,
  },
  {
    name: '3.0 nullable added',
    base: str,
    head: { ...str, nullable: true },
    id: 'type-changed',
    request: false,
    response: true,
  },
  {
    name: 'integer to number',
    base: { type: 'integer' },
    head: { type: 'number' },
    id: 'type-changed',
    request: false,
    response: true,
  },
  {
    name: 'type replaced',
    base: str,
    head: { type: 'integer' },
    id: 'type-changed',
    request: true,
    response: true,
  },
  { name: 'type added', base: {}, head: str, id: 'type-changed', request: true, response: false },
  { name: 'type removed', base: str, head: {}, id: 'type-changed', request: false, response: true },
  // numeric and length bounds
  {
    name: 'maximum tightened',
    base: { maximum: 10 },
    head: { maximum: 5 },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  {
    name: 'maximum loosened',
    base: { maximum: 5 },
    head: { maximum: 10 },
    id: 'bound-changed',
    request: false,
    response: true,
  },
  {
    name: 'minimum added',
    base: { type: 'integer' },
    head: { type: 'integer', minimum: 1 },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  {
    name: 'minimum removed',
    base: { minimum: 1 },
    head: {},
    id: 'bound-changed',
    request: false,
    response: true,
  },
  {
    name: 'exclusiveMinimum (3.1) raised',
    base: { exclusiveMinimum: 0 },
    head: { exclusiveMinimum: 1 },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  {
    name: 'exclusiveMaximum (3.0 flag) set',
    base: { maximum: 5 },
    head: { maximum: 5, exclusiveMaximum: true },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  {
    name: 'minLength raised',
    base: { minLength: 1 },
    head: { minLength: 3 },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  {
    name: 'maxLength raised',
    base: { maxLength: 10 },
    head: { maxLength: 20 },
    id: 'bound-changed',
    request: false,
    response: true,
  },
  {
    name: 'minItems lowered',
    base: { minItems: 2 },
    head: { minItems: 1 },
    id: 'bound-changed',
    request: false,
    response: true,
  },
  {
    name: 'maxItems removed',
    base: { maxItems: 2 },
    head: {},
    id: 'bound-changed',
    request: false,
    response: true,
  },
  {
    name: 'multipleOf coarser',
    base: { multipleOf: 5 },
    head: { multipleOf: 10 },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  {
    name: 'multipleOf finer',
    base: { multipleOf: 10 },
    head: { multipleOf: 5 },
    id: 'bound-changed',
    request: false,
    response: true,
  },
  {
    name: 'multipleOf unrelated',
    base: { multipleOf: 3 },
    head: { multipleOf: 5 },
    id: 'bound-changed',
    request: true,
    response: true,
  },
  {
    name: 'uniqueItems set',
    base: { type: 'array' },
    head: { type: 'array', uniqueItems: true },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  // pattern / format
  {
    name: 'pattern changed',
    base: { pattern: '^a' },
    head: { pattern: '^b' },
    id: 'bound-changed',
    request: true,
    response: true,
  },
  {
    name: 'pattern added',
    base: str,
    head: { ...str, pattern: '^a' },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  {
    name: 'pattern removed',
    base: { ...str, pattern: '^a' },
    head: str,
    id: 'bound-changed',
    request: false,
    response: true,
  },
  {
    name: 'format changed',
    base: { ...str, format: 'date' },
    head: { ...str, format: 'date-time' },
    id: 'bound-changed',
    request: true,
    response: true,
  },
  {
    name: 'format added',
    base: str,
    head: { ...str, format: 'uuid' },
    id: 'bound-changed',
    request: true,
    response: false,
  },
  {
    name: 'format removed',
    base: { ...str, format: 'uuid' },
    head: str,
    id: 'bound-changed',
    request: false,
    response: true,
  },
  // additionalProperties
  {
    name: 'additionalProperties false added',
    base: { type: 'object' },
    head: { type: 'object', additionalProperties: false },
    id: 'additional-properties-forbidden',
    request: true,
    response: false,
  },
  {
    name: 'additionalProperties false removed',
    base: { type: 'object', additionalProperties: false },
    head: { type: 'object' },
    id: 'additional-properties-allowed',
    request: false,
    response: true,
  },
  // composition branches, compared by index
  {
    name: 'oneOf branch added',
    base: { oneOf: [str] },
    head: { oneOf: [str, { type: 'integer' }] },
    id: 'branch-added',
    request: false,
    response: true,
    at: 'oneOf[1]',
  },
  {
    name: 'oneOf branch removed',
    base: { oneOf: [str, { type: 'integer' }] },
    head: { oneOf: [str] },
    id: 'branch-removed',
    request: true,
    response: false,
    at: 'oneOf[1]',
  },
  {
    name: 'anyOf branch added',
    base: { anyOf: [str] },
    head: { anyOf: [str, { type: 'null' }] },
    id: 'branch-added',
    request: false,
    response: true,
    at: 'anyOf[1]',
  },
  {
    name: 'anyOf branch removed',
    base: { anyOf: [str, { type: 'null' }] },
    head: { anyOf: [str] },
    id: 'branch-removed',
    request: true,
    response: false,
    at: 'anyOf[1]',
  },
  {
    name: 'change inside a oneOf branch',
    base: { oneOf: [str, { enum: ['a'] }] },
    head: { oneOf: [str, { enum: ['a', 'b'] }] },
    id: 'enum-value-added',
    request: false,
    response: true,
    at: 'oneOf[1]',
  },
];

describe.each(cases)('$name', ({ base, head, id, request, response, at }) => {
  it(`is ${request ? '' : 'not '}breaking in a request`, () => {
    const change = only(diffSchema('request', base, head), id);
    expect(change.breaking).toBe(request);
    expect(change.location).toBe(at ? `${REQUEST_ROOT}: ${at}` : REQUEST_ROOT);
    expect(change.operation).toBe('POST /items');
  });

  it(`is ${response ? '' : 'not '}breaking in a response`, () => {
    const change = only(diffSchema('response', base, head), id);
    expect(change.breaking).toBe(response);
    expect(change.location).toBe(at ? `${RESPONSE_ROOT}: ${at}` : RESPONSE_ROOT);
    expect(change.operation).toBe('GET /items');
  });

  it('reports nothing when a side is compared with itself', () => {
    expect(diffSchema('request', base, base).changes).toEqual([]);
    expect(diffSchema('response', head, head).changes).toEqual([]);
  });
});

describe('values in changes', () => {
  it('lists added and removed enum values, sorted, in before/after', () => {
    const report = diffSchema('response', { enum: ['c', 'a', 'b'] }, { enum: ['b', 'd', 'a', 'e'] });
    expect(only(report, 'enum-value-removed').before).toEqual(['c']);
    expect(only(report, 'enum-value-added').after).toEqual(['d', 'e']);
    expect(only(report, 'enum-value-added').message).toBe('Values "d", "e" were added.');
  });

  it('compares enum values structurally, not by key order', () => {
    const report = diffSchema('request', { enum: [{ a: 1, b: 2 }, null] }, { enum: [null, { b: 2, a: 1 }] });
    expect(report.changes).toEqual([]);
  });

  it('names the keyword and both values for a bound', () => {
    const change = only(diffSchema('request', { maxLength: 100 }, { maxLength: 50 }), 'bound-changed');
    expect(change.message).toBe('The maxLength was tightened from 100 to 50.');
    expect([change.before, change.after]).toEqual([100, 50]);
  });

  it('reports each changed bound of one schema separately', () => {
    const report = diffSchema('request', { minLength: 1, maxLength: 5 }, { minLength: 2, maxLength: 4 });
    expect(report.changes.map((change) => change.message)).toEqual([
      'The maxLength was tightened from 5 to 4.',
      'The minLength was tightened from 1 to 2.',
    ]);
  });

  it('treats type order and duplicates as irrelevant', () => {
    expect(
      diffSchema('response', { type: ['null', 'string'] }, { type: ['string', 'null', 'string'] }).changes,
    ).toEqual([]);
  });
});
