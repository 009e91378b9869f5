import { canonical, isObject, own, type JsonObject } from './json.js';

/** Makes one schema that stands for all the given ones (see SchemaReader.intersection). */
export type Intersect = (schemas: unknown[]) => unknown;

// Lower bounds combine to the highest, upper bounds to the lowest: all of them must hold.
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];
const STRUCTURE = new Set(['allOf', 'properties', 'required', '$ref']);

/**
 * The members of an allOf (the schema itself first) as one schema. A value must satisfy every
 * member, so constraints intersect: properties of several members become the intersection of
 * their definitions, required names add up, types and enum values are those all members allow,
 * bounds take the tightest. Keywords that cannot be combined (pattern, format, multipleOf,
 * oneOf, anyOf, nullable) come from the first member that sets them.
 */
export function mergeMembers(members: JsonObject[], intersect: Intersect): JsonObject {
  const out: JsonObject = {};
  for (const member of members) {
    for (const key of Object.keys(member)) {
      if (!STRUCTURE.has(key) && !Object.hasOwn(out, key)) define(out, key, member[key]);
    }
  }
  const all = (keyword: string): unknown[] =>
    members.filter((member) => Object.hasOwn(member, keyword)).map((member) => member[keyword]);

  const types = all('type').map((type): unknown[] => (Array.isArray(type) ? (type as unknown[]) : [type]));
  if (types.length > 1) out.type = types.reduce((kept, next) => kept.filter((type) => next.includes(type)));

  const enums = members.map(enumOf).filter((values) => values !== undefined);
  if (enums.length > 1) {
    const rest = enums.slice(1).map((values) => new Set(values.map((value) => canonical(value))));
    out.enum = enums[0]!.filter((value) => rest.every((set) => set.has(canonical(value))));
    delete out.const;
  }

  for (const keyword of [...LOWER, ...UPPER]) {
    const numbers = all(keyword).filter((value): value is number => typeof value === 'number');
    if (numbers.length > 1)
      out[keyword] = LOWER.includes(keyword) ? Math.max(...numbers) : Math.min(...numbers);
  }
  if (all('uniqueItems').includes(true)) out.uniqueItems = true;

  const items = all('items');
  if (items.length > 1) out.items = intersect(items);
  const extra = all('additionalProperties');
  if (extra.includes(false)) out.additionalProperties = false;
  else if (extra.filter(isObject).length > 1) out.additionalProperties = intersect(extra.filter(isObject));

  const properties = new Map<string, unknown[]>();
  const required = new Set<string>();
  for (const member of members) {
    const defined = own(member, 'properties');
    if (isObject(defined)) {
      for (const [name, schema] of Object.entries(defined))
        properties.set(name, [...(properties.get(name) ?? []), schema]);
    }
    const names = own(member, 'required');
    for (const name of Array.isArray(names) ? names : []) if (typeof name === 'string') required.add(name);
  }
  if (properties.size > 0) {
    const merged: JsonObject = {};
    for (const [name, definitions] of properties) define(merged, name, intersect(definitions));
    out.properties = merged;
  }
  if (required.size > 0) out.required = [...required];
  return out;
}

function enumOf(schema: JsonObject): unknown[] | undefined {
  const values = own(schema, 'enum');
  if (Array.isArray(values)) return values as unknown[];
  return Object.hasOwn(schema, 'const') ? [schema.const] : undefined;
}

// Plain assignment of '__proto__' would replace the prototype instead of adding a key.
export function define(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
