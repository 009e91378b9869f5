// The walk every reader of a document shares: paths, their operations, and the parameters that apply
// to an operation. Strict by default (a reference that ends nowhere throws: a bundle is complete);
// lenient for documents that may be incomplete, such as the two sides of a diff.
import { isObject, own, type JsonObject } from './json.js';
import { pointerTo } from './pointer.js';
import { followStrict, refResolver, type Located } from './refs.js';

/** The operations a Path Item Object may hold, in the order OpenAPI lists them. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ReadOptions {
  /** Leave out what a dangling or cyclic reference stands for, instead of throwing. */
  readonly lenient?: boolean;
}

export type Follow = (node: unknown, pointer: string) => Located;

/** How references of `document` are followed under `options`. */
export function follower(document: object, options: ReadOptions = {}): Follow {
  if (!options.lenient) return (node, pointer) => followStrict(document, node, pointer);
  const resolver = refResolver(document);
  return (node, pointer) => resolver.follow(node, pointer);
}

export interface PathOperation {
  /** The path template as written, e.g. `/disputes/{disputeId}`. */
  readonly path: string;
  readonly method: HttpMethod;
  /** Where the Operation Object lives: `#/paths/~1disputes/get`, or below a referenced path item. */
  readonly pointer: string;
  readonly pathItem: JsonObject;
  readonly operation: JsonObject;
}

/** Every operation of the document, in document order (`x-` members of `paths` are extensions). */
export function pathOperations(document: object, options?: ReadOptions): PathOperation[] {
  const follow = follower(document, options);
  const paths = own(document, 'paths');
  const found: PathOperation[] = [];
  if (!isObject(paths)) return found;
  for (const [path, entry] of Object.entries(paths)) {
    if (path.startsWith('x-')) continue;
    const { node: pathItem, pointer } = follow(entry, pointerTo('#', 'paths', path));
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = own(pathItem, method);
      if (isObject(operation))
        found.push({ path, method, pointer: pointerTo(pointer, method), pathItem, operation });
    }
  }
  return found;
}

/**
 * The Parameter Objects that apply to an operation, references followed: the path item's, then the
 * operation's, one per name and location, the operation's winning (OpenAPI's rule). An entry without
 * a string `name` and `in` is not a parameter and is left out.
 */
export function mergeParameters(
  document: object,
  pathItem: JsonObject,
  operation: JsonObject,
  options?: ReadOptions,
): JsonObject[] {
  const follow = follower(document, options);
  const byKey = new Map<string, JsonObject>();
  for (const list of [own(pathItem, 'parameters'), own(operation, 'parameters')]) {
    for (const entry of Array.isArray(list) ? (list as unknown[]) : []) {
      const parameter = follow(entry, '#').node;
      const name = own(parameter, 'name');
      const place = own(parameter, 'in');
      if (isObject(parameter) && typeof name === 'string' && typeof place === 'string')
        byKey.set(`${place}:${name}`, parameter);
    }
  }
  return [...byKey.values()];
}
