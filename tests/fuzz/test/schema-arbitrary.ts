// Values from a JSON schema of the bundle: the start of every generated body, before corruption.
// Best effort and small on purpose: it covers the keywords the spec uses (type, enum, const,
// properties/required, items, oneOf/anyOf/allOf, min/max, lengths, pattern, two formats). A value
// that misses a rule only makes one more invalid request, which the oracle judges the same way.
import { isObject, type JsonObject } from '@dispute-api/openapi-model';
import { resolveRef } from '@dispute-api/spec/contract';
import fc from 'fast-check';

type Schema = JsonObject;

/** Anything JSON, kept small: where the reference leaves a member's type open. */
export const anyJson = fc.jsonValue({ maxDepth: 2 });

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(minLength, 24);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(bundle: JsonObject, schema: Schema, depth: number): fc.Arbitrary<JsonObject> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const members: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, sub] of Object.entries(properties)) members[name] = valueOf(bundle, sub, depth + 1);
  // Required members of an object without `properties` (the open ones): any value will do.
  for (const name of required) members[name] ??= anyJson;
  return fc.record(members, { requiredKeys: [...required].filter((n) => n in members) });
}

/** An arbitrary of values meant to be valid against `schema` (a node of the bundle). */
export function valueOf(bundle: JsonObject, node: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef(bundle, node);
  if (!isObject(schema) || depth > 6) return anyJson;
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && branches.length > 0)
      return fc.oneof(...branches.map((b) => valueOf(bundle, b, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) {
    // Objects merged member by member; the spec only combines object schemas with allOf.
    return fc
      .tuple(...schema.allOf.map((b) => valueOf(bundle, b, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter(isObject)) as JsonObject);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOf(bundle, schema, depth);
    case 'array':
      return fc.array(valueOf(bundle, schema.items, depth + 1), { maxLength: 3 });
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return isObject(schema.properties) ? objectOf(bundle, schema, depth) : anyJson;
  }
}
