// Well-formed requests for every operation of a bundled version, read from the spec: the path with
// its parameters, the query parameters with values of their schema, the documented key and, for
// operations that take one, a body that is one of the spec's named examples or a value generated
// from the body's schema. Corruption (corrupt.ts) starts from these.
import { apiModel, isObject, type JsonObject, type Operation } from '@dispute-api/openapi-model';
import { loadBundle } from '@dispute-api/spec/contract';
import fc from 'fast-check';
import { percentEncode, type FuzzRequest } from './request.js';
import { valueOf } from './schema-arbitrary.js';
import { unicodeText } from './unicode.js';

export const DEV_KEY = 'local-dev-key';

/** Identifiers in a JSON value: strings under `id`, `…Id` or `…_id`, sorted, without repeats. */
export function idsIn(value: unknown): string[] {
  const ids = new Set<string>();
  const walk = (node: unknown, key = ''): void => {
    if (typeof node === 'string' && /(^id$|Id$|_id$)/.test(key) && node.length > 0) ids.add(node);
    else if (Array.isArray(node)) node.forEach((n) => walk(n, key));
    else if (isObject(node)) for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  walk(value);
  return [...ids].sort();
}

/** A query value: the schema's own kind of value, written as a string. */
function queryValue(bundle: JsonObject, schema: unknown): fc.Arbitrary<string> {
  return valueOf(bundle, schema).map((v) =>
    percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
  );
}

function bodyArbitrary(bundle: JsonObject, op: Operation): fc.Arbitrary<string> | undefined {
  const json = op.requestBody?.content.get('application/json');
  if (json === undefined) return undefined;
  const examples = [...json.examples.values()];
  const generated = valueOf(bundle, json.schema);
  const value = examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
  return value.map((v) => JSON.stringify(v) ?? 'null');
}

/**
 * One arbitrary of well-formed requests per operation of `version`. Path identifiers are the ones
 * in the spec's examples, `moreIds` (records a stateful mock holds) or arbitrary text.
 */
export function requestsOf(version: string, moreIds: readonly string[] = []): fc.Arbitrary<FuzzRequest>[] {
  const bundle = loadBundle(version);
  const ids = [...new Set([...idsIn((bundle.components as JsonObject | undefined)?.examples), ...moreIds])];
  const idValue = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).map(percentEncode) },
    { weight: 1, arbitrary: unicodeText.map(percentEncode) },
    // Far longer than any identifier; a failure shrinks to the shortest length that still fails.
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 5_000 }).map((n) => 'a'.repeat(n)) },
  );
  return apiModel(bundle).operations.map((op) => {
    const query = op.parameters.filter((p) => p.in === 'query');
    const body = bodyArbitrary(bundle, op);
    return fc
      .record({
        path: fc.tuple(...op.pathParams.map(() => idValue)),
        query: fc.tuple(...query.map((p) => fc.option(queryValue(bundle, p.schema), { nil: undefined }))),
        body: body ?? fc.constant(undefined),
      })
      .map(({ path, query: values, body: text }): FuzzRequest => {
        let i = 0;
        const segments = [
          'public',
          version,
          ...op.path
            .slice(1)
            .split('/')
            .map((s) => (s.startsWith('{') ? path[i++] : s)),
        ];
        const headers: [string, string][] = [['x-api-key', DEV_KEY]];
        if (text !== undefined) headers.push(['content-type', 'application/json']);
        return {
          origin: `${op.method.toUpperCase()} ${op.path}`,
          method: op.method.toUpperCase(),
          segments,
          query: values.flatMap((v, j) => (v === undefined ? [] : [`${query[j].name}=${v}`])),
          headers,
          ...(text === undefined ? {} : { body: text }),
          signature: 'valid',
        };
      });
  });
}
