// The schema that no value matches, in either spelling: JSON Schema's `false`, or `{ not: {} }`, the
// object spelling that the contract uses for a member never present, since every tool reads it.
import { isObject } from './json.js';

/** `false` or `{ not: {} }`: a schema that refuses every value. */
export function refusesEveryValue(schema: unknown): boolean {
  return (
    schema === false || (isObject(schema) && isObject(schema.not) && Object.keys(schema.not).length === 0)
  );
}
