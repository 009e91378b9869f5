// Schemas that accept anything must say so on purpose (x-unspecified: why),
// so gaps in the contract are visible instead of accidental.
const COMBINATORS = ['oneOf', 'anyOf', 'allOf'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_SINGLE = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const types = (s) => (Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type]);

function openReason(s) {
  if ('$ref' in s || 'const' in s || 'enum' in s || COMBINATORS.some((k) => k in s)) return null;
  if (types(s).length === 0) return 'accepts any value (no type)';
  const shapedValues = isObj(s.additionalProperties) && Object.keys(s.additionalProperties).length > 0;
  if (
    types(s).includes('object') &&
    !isObj(s.properties) &&
    !isObj(s.patternProperties) &&
    s.additionalProperties !== false &&
    !shapedValues
  ) {
    return 'is an object of unknown shape (no properties, additionalProperties not false)';
  }
  return null;
}

function walk(schema, path, seen, out) {
  if (!isObj(schema) || seen.has(schema)) return;
  seen.add(schema);
  const reason = openReason(schema);
  const mark = schema['x-unspecified'];
  if (reason && !(typeof mark === 'string' && mark.trim())) {
    out.push({ message: `Schema ${reason}; mark it with a non-empty x-unspecified.`, path });
  }
  for (const k of SUBSCHEMA_MAPS) {
    if (isObj(schema[k])) for (const [n, s] of Object.entries(schema[k])) walk(s, [...path, k, n], seen, out);
  }
  for (const k of SUBSCHEMA_LISTS) {
    if (Array.isArray(schema[k])) schema[k].forEach((s, i) => walk(s, [...path, k, i], seen, out));
  }
  for (const k of SUBSCHEMA_SINGLE) walk(schema[k], [...path, k], seen, out);
}

export default function openSchemaMarked(schema, _opts, { path }) {
  const out = [];
  walk(schema, path, new WeakSet(), out);
  return out;
}
