import { has, isObject, own } from './json.js';

/**
 * The repository's one `$ref` resolver (the spec package re-exports it for the contract checks, the
 * mock in Node and in browsers, and the docs; so no `node:` import here).
 *
 * Resolves local `#/...` references of one document on demand. Nothing is dereferenced up front:
 * a document with cyclic schemas has no finite expansion, so callers follow refs only as far as
 * they compare, and decide themselves when to stop (see schemas.ts).
 */
export class RefResolver {
  private readonly cache = new Map<string, unknown>();

  constructor(private readonly root: unknown) {}

  /** The node a local ref names, or undefined when it is external, malformed or dangling. */
  lookup(ref: string): unknown {
    if (this.cache.has(ref)) return this.cache.get(ref);
    const tokens = parsePointer(ref);
    let node: unknown = this.root;
    for (const token of tokens ?? []) {
      node = Array.isArray(node) ? elementAt(node, token) : own(node, token);
      if (node === undefined) break;
    }
    const target = tokens === undefined ? undefined : node;
    this.cache.set(ref, target);
    return target;
  }

  /**
   * Follows a chain of Reference Objects to the object it ends on. Siblings of `$ref`
   * (summary, description) are annotations here and are dropped. A ref that cannot be
   * resolved, or a chain of refs that only points at itself, yields undefined: there is
   * nothing to compare, and treating it as absent keeps the diff going.
   */
  resolve(node: unknown): unknown {
    const seen = new Set<string>();
    let current = node;
    while (isObject(current) && typeof own(current, '$ref') === 'string') {
      const ref = current.$ref as string;
      if (seen.has(ref)) return undefined;
      seen.add(ref);
      current = this.lookup(ref);
    }
    return current;
  }
}

const resolvers = new WeakMap<object, RefResolver>();

/** The resolver of a document, made once per document object (its lookups are cached). */
export function refResolver(root: object): RefResolver {
  let resolver = resolvers.get(root);
  if (!resolver) {
    resolver = new RefResolver(root);
    resolvers.set(root, resolver);
  }
  return resolver;
}

/** Follows references from `node` like `resolve`, but throws when the chain ends nowhere (a bundle is complete). */
export function derefStrict(root: object, node: unknown): unknown {
  const resolved = refResolver(root).resolve(node);
  if (resolved === undefined && node !== undefined) {
    const ref =
      isObject(node) && typeof own(node, '$ref') === 'string'
        ? (own(node, '$ref') as string)
        : JSON.stringify(node);
    throw new Error(`cannot resolve $ref ${ref}`);
  }
  return resolved;
}

export function isReference(node: unknown): node is { $ref: string } {
  return has(node, '$ref') && typeof own(node, '$ref') === 'string';
}

/** Splits a URI fragment JSON Pointer ('#/paths/~1disputes/get') into unescaped tokens. */
export function parsePointer(ref: string): string[] | undefined {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
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

function elementAt(list: unknown[], token: string): unknown {
  return /^(0|[1-9][0-9]*)$/.test(token) ? list[Number(token)] : undefined;
}
