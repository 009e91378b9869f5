// The two schemas that say nothing of a value's shape: the one no value matches, in either spelling
// (JSON Schema's `false`, or `{ not: {} }`, the object spelling that the contract uses for a member
// never present, since every tool reads it), and the one every value matches (`true`, `{}`, or a
// schema of annotations only, such as an open place marked `x-unspecified`).
import { isObject } from './json.js';

/**
 * Keywords that describe a value without constraining it. `summary` is no JSON Schema keyword, but
 * OpenAPI lets a Reference Object carry one beside `$ref`, and an unknown keyword constrains nothing.
 */
const ANNOTATIONS = new Set([
  '$comment',
  'default',
  'deprecated',
  'description',
  'example',
  'examples',
  'readOnly',
  'summary',
  'title',
  'writeOnly',
]);

/** Whether a schema keyword only annotates (as do all `x-` extensions): it never refuses a value. */
export function isAnnotation(keyword: string): boolean {
  return ANNOTATIONS.has(keyword) || keyword.startsWith('x-');
}

/** `false` or `{ not: {} }`: a schema that refuses every value. */
export function refusesEveryValue(schema: unknown): boolean {
  return (
    schema === false || (isObject(schema) && isObject(schema.not) && Object.keys(schema.not).length === 0)
  );
}

/**
 * `true`, or an object of annotations only: a schema that accepts every value. A `$ref` is a
 * constraint here; follow it first.
 */
export function acceptsEveryValue(schema: unknown): boolean {
  return schema === true || (isObject(schema) && Object.keys(schema).every(isAnnotation));
}
