import { has, own } from './json.js';
import { parsePointer } from './pointer.js';

/** A node of a document and the pointer it lives at. */
export interface Located {
  readonly node: unknown;
  readonly pointer: string;
}

/**
 * The one `$ref` resolver: local `#/...` references of one document, resolved on demand. Nothing is
 * dereferenced up front: a document with cyclic schemas has no finite expansion, so callers follow
 * references only as far as they read, and decide themselves when to stop.
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
   * Follows a chain of Reference Objects from `node`, found at `pointer`, to the object it ends on
   * and the pointer of that object (the last `$ref` followed). Siblings of `$ref` (summary,
   * description) are annotations here and are dropped. A chain that ends nowhere, or only points at
   * itself, gives an undefined node.
   */
  follow(node: unknown, pointer: string): Located {
    const seen = new Set<string>();
    let current = node;
    let at = pointer;
    while (isReference(current)) {
      if (seen.has(current.$ref)) return { node: undefined, pointer: at };
      seen.add(current.$ref);
      at = current.$ref;
      current = this.lookup(current.$ref);
    }
    return { node: current, pointer: at };
  }

  /** The object a chain of references from `node` ends on (see `follow`). */
  resolve(node: unknown): unknown {
    return this.follow(node, '#').node;
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

/** Like `RefResolver.follow`, but throws when the chain ends nowhere: a bundle is complete. */
export function followStrict(root: object, node: unknown, pointer: string): Located {
  const found = refResolver(root).follow(node, pointer);
  if (found.node === undefined && node !== undefined) {
    const ref = isReference(node) ? node.$ref : JSON.stringify(node);
    throw new Error(`cannot resolve $ref ${ref}`);
  }
  return found;
}

/** Follows references from `node` like `resolve`, but throws when the chain ends nowhere (a bundle is complete). */
export function derefStrict(root: object, node: unknown): unknown {
  return followStrict(root, node, '#').node;
}

export function isReference(node: unknown): node is { $ref: string } {
  return has(node, '$ref') && typeof own(node, '$ref') === 'string';
}

function elementAt(list: unknown[], token: string): unknown {
  return /^(0|[1-9][0-9]*)$/.test(token) ? list[Number(token)] : undefined;
}
