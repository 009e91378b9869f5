import { diffOpenApi, type Change, type ChangeReport, type Direction } from '../src/index.js';

export type Json = Record<string, unknown>;

/** A minimal OpenAPI 3.1 document around the given paths and components. */
export function document(paths: Json, components: Json = {}, version = '1.0.0'): Json {
  return { openapi: '3.1.0', info: { title: 'Test API', version }, paths, components };
}

/** POST /items taking `schema` as its required JSON body. */
export function requestDocument(schema: unknown, components: Json = {}): Json {
  return document(
    {
      '/items': {
        post: {
          requestBody: { required: true, content: { 'application/json': { schema } } },
          responses: { '204': { description: 'done' } },
        },
      },
    },
    components,
  );
}

/** GET /items returning `schema` as its 200 JSON body. */
export function responseDocument(schema: unknown, components: Json = {}): Json {
  return document(
    {
      '/items': {
        get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } },
      },
    },
    components,
  );
}

/** Diffs the same schema edit placed in a request body or in a response body. */
export function diffSchema(
  direction: Direction,
  base: unknown,
  head: unknown,
  components: Json = {},
): ChangeReport {
  const build = direction === 'request' ? requestDocument : responseDocument;
  return diffOpenApi(build(base, components), build(head, components));
}

export const REQUEST_ROOT = 'request body application/json';
export const RESPONSE_ROOT = 'response 200 application/json';

/** The one change with this id; fails loudly (listing what was found) when there is not exactly one. */
export function only(report: ChangeReport, id: string): Change {
  const found = report.changes.filter((change) => change.id === id);
  if (found.length !== 1) {
    throw new Error(
      `expected exactly one '${id}', got ${found.length}: ${JSON.stringify(report.changes, null, 2)}`,
    );
  }
  return found[0]!;
}

export function ids(report: ChangeReport): string[] {
  return report.changes.map((change) => change.id);
}
