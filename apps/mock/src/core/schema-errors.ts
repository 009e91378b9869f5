// Ajv's errors read as findings about a value: which errors name a member (the summaries of schema
// combinators and the branches a value plainly did not take are left out), the JSON pointer of the
// member each is about, and the rule in words. One reading for every check of the mock: requests
// (validation.ts), own data (sandbox/own-data.ts) and the proxy's check of the service's answers.
import { escapePointer, unescapePointer } from '@dispute-api/openapi-model';
import type { ErrorObject } from '@dispute-api/spec/validators';

const COMBINATORS = new Set(['oneOf', 'anyOf', 'if']);

/** Whether pointer `inner` is `outer` or below it. */
const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

/**
 * The errors that name a member. Left out: the combinators' summaries (`must match exactly one
 * schema in oneOf`); the inner error of a `propertyNames` check, which its own error repeats; and a
 * `type` error where another error speaks of the same value or a member of it, since then the value
 * had the type of another branch (an `outcome` of `"bogus"` breaks the enumeration, not `null`). When
 * nothing else is left, the errors as they are.
 */
export function specific(errors: readonly ErrorObject[]): ErrorObject[] {
  const named = errors.filter(
    (e) => !COMBINATORS.has(e.keyword) && (e.keyword === 'propertyNames' || !('propertyName' in e)),
  );
  const found = named.filter(
    (e) =>
      e.keyword !== 'type' ||
      !named.some((other) => other.keyword !== 'type' && within(other.instancePath, e.instancePath)),
  );
  return found.length > 0 ? found : [...errors];
}

/** The member an error names inside the value, as a JSON pointer: a missing or unexpected member's own. */
export function pointerOf(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  const member = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  const name = e.keyword === 'propertyNames' ? params.propertyName : member;
  return typeof name === 'string' ? `${e.instancePath}/${escapePointer(name)}` : e.instancePath;
}

/** A JSON pointer as the field people write: `/a/b/0/c` is `a.b[0].c`; '' is `fallback`. */
export function fieldOf(pointer: string, fallback: string): string {
  const parts = pointer.split('/').slice(1).map(unescapePointer);
  const field = parts.reduce(
    (out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    '',
  );
  return field || fallback;
}

/** The rule an error states, without the member (`is required`, `must be one of: a, b`, …). */
export function ruleOf(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'enum':
      return `must be one of: ${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')}`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'is not a member the schema allows';
    case 'propertyNames':
      return 'is a member name the schema forbids';
    case 'false schema':
      return 'must not be present';
    // `{ not: {} }`, the spelling of `false` that code generators read, refuses every value alike.
    case 'not':
      return isEmptySchema(e.schema) ? 'must not be present' : (e.message ?? 'breaks not');
    default:
      return e.message ?? `breaks ${e.keyword}`;
  }
}

const isEmptySchema = (schema: unknown) =>
  schema !== null && typeof schema === 'object' && Object.keys(schema).length === 0;

/** A body's schema errors as findings: each at the member's pointer, worded with the field's name. */
export function schemaFindings(errors: readonly ErrorObject[] | null | undefined) {
  return specific(errors ?? []).map((e) => {
    const at = pointerOf(e);
    return { at, kind: 'schema' as const, message: `${fieldOf(at, 'body')} ${ruleOf(e)}` };
  });
}
