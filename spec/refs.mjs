// The repository's one `$ref` resolver, for local references (`#/...`) inside one document (a
// bundle): the contract checks here, the mock (in Node and in browsers, so no `node:` import), the
// docs and the tests use it. Lookups are cached per document; a chain of references that only
// points at itself resolves to undefined instead of looping.
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const own = (v, key) => (isObject(v) && Object.hasOwn(v, key) ? v[key] : undefined);

/** A URI-fragment JSON pointer (`#/paths/~1alerts/get`) as unescaped tokens; undefined when it is none. */
export function parsePointer(ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
  let pointer;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

class RefResolver {
  #root;
  #cache = new Map();

  constructor(root) {
    this.#root = root;
  }

  lookup(ref) {
    if (this.#cache.has(ref)) return this.#cache.get(ref);
    const tokens = parsePointer(ref);
    let node = this.#root;
    // Own members only: a member named `__proto__` or `constructor` is data, never Object's.
    for (const token of tokens ?? []) {
      node = Array.isArray(node)
        ? /^(0|[1-9]\d*)$/.test(token)
          ? node[Number(token)]
          : undefined
        : own(node, token);
      if (node === undefined) break;
    }
    const target = tokens === undefined ? undefined : node;
    this.#cache.set(ref, target);
    return target;
  }

  resolve(node) {
    const seen = new Set();
    let current = node;
    while (isObject(current) && typeof own(current, '$ref') === 'string') {
      const ref = current.$ref;
      if (seen.has(ref)) return undefined;
      seen.add(ref);
      current = this.lookup(ref);
    }
    return current;
  }
}

const resolvers = new WeakMap();

/** The resolver of a document, made once per document object. */
export function refResolver(root) {
  let resolver = resolvers.get(root);
  if (!resolver) {
    resolver = new RefResolver(root);
    resolvers.set(root, resolver);
  }
  return resolver;
}

/** Follows references from `node` like `resolve`, but throws when the chain ends nowhere (a bundle is complete). */
export function derefStrict(root, node) {
  const resolved = refResolver(root).resolve(node);
  if (resolved === undefined && node !== undefined) {
    throw new Error(
      `cannot resolve $ref ${isObject(node) && typeof node.$ref === 'string' ? node.$ref : String(node)}`,
    );
  }
  return resolved;
}
