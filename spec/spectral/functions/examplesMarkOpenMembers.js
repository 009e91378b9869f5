// An example that gives a value to a member the reference leaves open (a schema without a type, or
// an object of unknown shape) shows a type, format or shape the contract does not promise. Such an
// example says so with a non-empty x-unspecified, so nobody codes against the illustrative value.
import { isObject } from '@dispute-api/openapi-model';
import { openReason, types } from '../lib/schemas.js';

const jsonType = (v) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** Whether a schema's own `type` admits a value; a schema without one admits everything. */
function admits(schema, value) {
  const t = types(schema);
  const actual = jsonType(value);
  return t.length === 0 || t.includes(actual) || (actual === 'integer' && t.includes('number'));
}

/** The subschemas that constrain `value` together: the schema, its allOf parts, matching branches. */
function candidates(schema, value, seen = new Set()) {
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const out = [schema];
  for (const part of schema.allOf ?? []) out.push(...candidates(part, value, seen));
  for (const key of ['oneOf', 'anyOf']) {
    for (const branch of schema[key] ?? [])
      if (isObject(branch) && admits(branch, value)) out.push(...candidates(branch, value, seen));
  }
  return out;
}

/** A schema that only combines others (allOf, oneOf, anyOf) and constrains nothing itself. */
const combinesOnly = (s) =>
  ['allOf', 'oneOf', 'anyOf'].some((k) => k in s) &&
  types(s).length === 0 &&
  !('const' in s) &&
  !('enum' in s) &&
  !isObject(s.properties);

/** The path inside the value of the first open member it fixes, or undefined. */
function fixedOpenMember(schema, value, at) {
  const schemas = candidates(schema, value);
  // Null and {} are how placeholders say "nothing"; any other value shows something.
  const shows = value !== null && !(isObject(value) && Object.keys(value).length === 0);
  const open = schemas.some((s) => openReason(s) !== null);
  const constrained = schemas.some((s) => openReason(s) === null && !combinesOnly(s));
  if (shows && open && !constrained) return at;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      for (const s of schemas) {
        const found = isObject(s.items) ? fixedOpenMember(s.items, item, [...at, i]) : undefined;
        if (found) return found;
      }
    }
  } else if (isObject(value)) {
    for (const [key, member] of Object.entries(value)) {
      for (const s of schemas) {
        const found =
          isObject(s.properties) && isObject(s.properties[key])
            ? fixedOpenMember(s.properties[key], member, [...at, key])
            : undefined;
        if (found) return found;
      }
    }
  }
  return undefined;
}

export default function examplesMarkOpenMembers(mediaType, _opts, { path }) {
  if (!isObject(mediaType?.schema) || !isObject(mediaType.examples)) return [];
  const out = [];
  for (const [name, example] of Object.entries(mediaType.examples)) {
    if (!isObject(example) || !('value' in example)) continue;
    const mark = example['x-unspecified'];
    if (typeof mark === 'string' && mark.trim()) continue;
    const member = fixedOpenMember(mediaType.schema, example.value, []);
    if (member) {
      const where = member.length ? member.join('.') : 'the body';
      out.push({
        message: `Example ${name} gives a value to ${where}, which the contract leaves open; mark the example with x-unspecified.`,
        path: [...path, 'examples', name],
      });
    }
  }
  return out;
}
