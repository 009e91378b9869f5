// A bundled document read once into its operations, for readers that answer, document, generate or
// check requests: nothing here knows any one API. References follow the strict rule (a bundle is
// complete, so one that ends nowhere throws here rather than answering wrongly later).
import { contentOf, headersOf, type Header, type Media } from './content.js';
import { isObject, own, type JsonObject } from './json.js';
import { follower, mergeParameters, pathOperations, type Follow, type HttpMethod } from './paths.js';
import { pointerTo } from './pointer.js';

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  /** Path parameters are always required. */
  readonly required: boolean;
  /** The schema, references followed; `{}` (anything) without one. */
  readonly schema: JsonObject;
  /** The Parameter Object itself: description, example, style and the rest. */
  readonly object: JsonObject;
}

export interface RequestBody {
  readonly pointer: string;
  readonly object: JsonObject;
  readonly required: boolean;
  readonly content: ReadonlyMap<string, Media>;
}

export interface Response {
  /** The key as written: `200`, `4XX`, `default`. */
  readonly key: string;
  readonly pointer: string;
  readonly object: JsonObject;
  readonly content: ReadonlyMap<string, Media>;
  readonly headers: ReadonlyMap<string, Header>;
}

export interface Operation {
  /** Lower case, as in the path item. */
  readonly method: HttpMethod;
  /** The path template as written, e.g. `/disputes/{disputeId}`. */
  readonly path: string;
  readonly operationId: string | undefined;
  /** Where the Operation Object lives: `#/paths/~1disputes~1{disputeId}/get`. */
  readonly pointer: string;
  readonly pathItem: JsonObject;
  /** The Operation Object itself: summary, description, extensions and the rest. */
  readonly object: JsonObject;
  /** Names of the template's variables, in order. */
  readonly pathParams: readonly string[];
  /** Path-item and operation parameters, one per name and location, the operation's winning. */
  readonly parameters: readonly Parameter[];
  readonly requestBody: RequestBody | undefined;
  /** The documented responses by key as written, in document order. */
  readonly responses: ReadonlyMap<string, Response>;
  /** The documented response for a status: exact key, then `NXX`, then `default`. */
  response(status: number): Response | undefined;
  /** The security requirements in force: the operation's own, else the document's. */
  readonly security: readonly JsonObject[];
  /** Whether a request without any credential is let through: no requirement, or an empty one. */
  readonly open: boolean;
}

export interface ApiModel {
  readonly document: JsonObject;
  /** Every operation, in document order. */
  readonly operations: readonly Operation[];
  operation(method: string, path: string): Operation | undefined;
  byId(operationId: string): Operation | undefined;
}

const TEMPLATE_VARIABLE = /\{([^}]+)\}/g;

/**
 * The model of a bundled document, read now: a reader that asks often keeps it (a document changed
 * afterwards needs a new model).
 */
export function apiModel(document: JsonObject): ApiModel {
  const follow = follower(document);
  const operations = pathOperations(document).map((found) => operationOf(document, follow, found));
  const byRoute = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
  const byId = new Map(operations.flatMap((op) => (op.operationId ? [[op.operationId, op] as const] : [])));
  return {
    document,
    operations,
    operation: (method, path) => byRoute.get(`${method.toLowerCase()} ${path}`),
    byId: (operationId) => byId.get(operationId),
  };
}

/**
 * The key of `responses` (a Responses Object) documenting a status: the exact code, then its range
 * (`4XX`), then `default`; undefined when none does.
 */
export function responseKey(responses: unknown, status: number): string | undefined {
  return responseKeyFinder(responses)(status);
}

/**
 * `responseKey` for one Responses Object, its keys sorted once into exact codes, ranges (by their
 * upper case) and `default`, so that each status costs two map lookups, not a walk of the keys.
 * The first key written wins where two differ only in case (`4xx`, `4XX`).
 */
function responseKeyFinder(responses: unknown): (status: number) => string | undefined {
  const keys = isObject(responses) ? Object.keys(responses) : [];
  const exact = new Set(keys);
  const ranges = new Map<string, string>();
  for (const key of keys) if (!ranges.has(key.toUpperCase())) ranges.set(key.toUpperCase(), key);
  const fallback = keys.find((key) => key.toLowerCase() === 'default');
  return (status) => {
    const code = String(status);
    if (exact.has(code)) return code;
    return ranges.get(`${Math.floor(status / 100)}XX`) ?? fallback;
  };
}

function operationOf(
  document: JsonObject,
  follow: Follow,
  found: ReturnType<typeof pathOperations>[number],
): Operation {
  const { path, method, pointer, pathItem, operation } = found;
  const responses = responsesOf(follow, operation, pointer);
  const security = own(operation, 'security') ?? own(document, 'security');
  const requirements = Array.isArray(security) ? (security as unknown[]).filter(isObject) : [];
  const operationId = own(operation, 'operationId');
  const keyOf = responseKeyFinder(own(operation, 'responses'));
  return {
    method,
    path,
    operationId: typeof operationId === 'string' ? operationId : undefined,
    pointer,
    pathItem,
    object: operation,
    pathParams: [...path.matchAll(TEMPLATE_VARIABLE)].map((match) => match[1]!),
    parameters: mergeParameters(document, pathItem, operation).map((p) => parameterOf(follow, p)),
    requestBody: requestBodyOf(follow, operation, pointer),
    responses,
    response: (status) => {
      const key = keyOf(status);
      return key === undefined ? undefined : responses.get(key);
    },
    security: requirements,
    open: requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0),
  };
}

function parameterOf(follow: Follow, object: JsonObject): Parameter {
  const schema = follow(own(object, 'schema'), '#').node;
  const place = object.in as Parameter['in'];
  return {
    name: object.name as string,
    in: place,
    required: object.required === true || place === 'path',
    schema: isObject(schema) ? schema : {},
    object,
  };
}

function requestBodyOf(follow: Follow, operation: JsonObject, pointer: string): RequestBody | undefined {
  const { node, pointer: at } = follow(own(operation, 'requestBody'), pointerTo(pointer, 'requestBody'));
  if (!isObject(node)) return undefined;
  return {
    pointer: at,
    object: node,
    required: node.required === true,
    content: contentOf(follow, node, at),
  };
}

function responsesOf(follow: Follow, operation: JsonObject, pointer: string): Map<string, Response> {
  const responses = own(operation, 'responses');
  const found = new Map<string, Response>();
  for (const [key, entry] of Object.entries(isObject(responses) ? responses : {})) {
    const { node, pointer: at } = follow(entry, pointerTo(pointer, 'responses', key));
    if (!isObject(node)) continue;
    found.set(key, {
      key,
      pointer: at,
      object: node,
      content: contentOf(follow, node, at),
      headers: headersOf(follow, node),
    });
  }
  return found;
}
