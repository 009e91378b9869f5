// Request ids. The reference's "Errors › Formats" says every response carries a `requestId`; the spec
// (shared/components/schemas/RequestId.yaml, x-assumption) requires it at the top level of every
// JSON object body whose schema leaves its member list open, and nowhere else: not on the closed
// Alert, not in bare strings, not in empty bodies. Structured errors repeat it as `error.request_id`.
import { isObject } from '@dispute-api/openapi-model';

// Ids come from a random prefix per process (or page) and a counter: unique, cheap, and in the
// `req_<12 hex>` shape of the spec's examples.
const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = globalThis.crypto.getRandomValues(new Uint8Array(6));
const prefix = ((a << 16) | (b << 8) | c).toString(16).padStart(6, '0');
let counter = (d << 16) | (e << 8) | f;

/**
 * The mock's own response header with the request id, on every answer: the contract puts the id in
 * bodies only, and some bodies cannot hold it (a bare `"OK"`, an empty 202, the closed Alert).
 */
export const REQUEST_ID_HEADER = 'x-request-id';

export function newRequestId(): string {
  counter = (counter + 1) & 0xffffff;
  return `req_${prefix}${counter.toString(16).padStart(6, '0')}`;
}

/**
 * The body with the request id set, as a copy: Prism hands out the spec's example objects
 * themselves, which must not change. Bodies that cannot hold it are returned as they are.
 */
export function stampRequestId(body: unknown, requestId: string): unknown {
  if (!isObject(body)) return body;
  const stamped: Record<string, unknown> = { ...body, requestId };
  if (isObject(body.error)) stamped.error = { ...body.error, request_id: requestId };
  return stamped;
}

type Schema = Record<string, unknown>;
type Resolve = (ref: string) => unknown;

/**
 * Whether a body valid against `schema` stays valid with a top-level `requestId` added: the schema
 * declares it, or leaves additional members open. Every branch of a combinator must allow it,
 * because the stamped body has to satisfy whichever branch the original matched.
 */
export function schemaAllowsRequestId(schema: unknown, resolve: Resolve, seen = new Set<unknown>()): boolean {
  if (!isObject(schema) || seen.has(schema)) return true;
  seen.add(schema);
  if (typeof schema.$ref === 'string') {
    if (!schemaAllowsRequestId(resolve(schema.$ref), resolve, seen)) return false;
  }
  const declared = isObject(schema.properties) && 'requestId' in schema.properties;
  if (!declared && (schema.additionalProperties === false || schema.unevaluatedProperties === false)) {
    return false;
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = schema[keyword];
    if (Array.isArray(branches) && !branches.every((b: Schema) => schemaAllowsRequestId(b, resolve, seen))) {
      return false;
    }
  }
  return true;
}
