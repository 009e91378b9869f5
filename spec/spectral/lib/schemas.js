// Schema helpers shared by the custom functions: what counts as an open schema, and a walk over
// every subschema of a schema.
import { isObject, refusesEveryValue } from '@dispute-api/openapi-model';

const COMBINATORS = ['oneOf', 'anyOf', 'allOf'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_SINGLE = [
  'items',
  'additionalProperties',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];

export const types = (s) => (Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type]);

/** Why a schema accepts values the reference does not describe, or null when it does not. */
export function openReason(s) {
  if (!isObject(s) || '$ref' in s || 'const' in s || 'enum' in s || COMBINATORS.some((k) => k in s))
    return null;
  if (refusesEveryValue(s)) return null;
  if (types(s).length === 0) return 'accepts any value (no type)';
  const shapedValues = isObject(s.additionalProperties) && Object.keys(s.additionalProperties).length > 0;
  if (
    types(s).includes('object') &&
    !isObject(s.properties) &&
    !isObject(s.patternProperties) &&
    s.additionalProperties !== false &&
    !shapedValues
  ) {
    return 'is an object of unknown shape (no properties, additionalProperties not false)';
  }
  return null;
}

/** Every subschema of a schema, one level down, as [value, path, keyword]; a value may be a boolean. */
export function* subschemas(schema, path) {
  for (const k of SUBSCHEMA_MAPS) {
    if (isObject(schema[k])) for (const [n, s] of Object.entries(schema[k])) yield [s, [...path, k, n], k];
  }
  for (const k of SUBSCHEMA_LISTS) {
    if (Array.isArray(schema[k])) for (const [i, s] of schema[k].entries()) yield [s, [...path, k, i], k];
  }
  for (const k of SUBSCHEMA_SINGLE) if (k in schema) yield [schema[k], [...path, k], k];
}

/**
 * Calls `visit(schema, path, keyword)` for a schema and each subschema below it, once per object;
 * `keyword` names the slot that holds the subschema (undefined for the schema itself).
 */
export function walkSchemas(schema, path, visit, seen = new WeakSet(), keyword = undefined) {
  if (!isObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  visit(schema, path, keyword);
  for (const [s, at, k] of subschemas(schema, path)) walkSchemas(s, at, visit, seen, k);
}
