import { isObject, own, type JsonObject } from './json.js';
import { mergeMembers } from './merge.js';
import { isAnnotation, isReference, refResolver, type RefResolver } from '@dispute-api/openapi-model';

/** Stands for `true`, a missing schema, or one that cannot be resolved: it constrains nothing. */
export const EMPTY: JsonObject = Object.freeze({});

/**
 * Reads the schemas of one document. Results are memoised by object identity so that the same
 * component always yields the same object: schemas.ts relies on that identity to recognise a
 * pair of schemas it has already compared, which is what makes cyclic schemas terminate.
 */
export class SchemaReader {
  private readonly wrappers = new WeakMap<object, JsonObject>();
  private readonly views = new WeakMap<object, JsonObject>();
  private readonly intersections = new Map<string, JsonObject>();
  private readonly numbers = new Map<object, number>();

  /** The document's one resolver (@dispute-api/openapi-model's). */
  readonly refs: RefResolver;

  constructor(readonly document: object) {
    this.refs = refResolver(document);
  }

  /** The schema object a node stands for, following `$ref` chains. */
  resolve(node: unknown): JsonObject {
    const seen = new Set<string>();
    let current = node;
    while (isReference(current)) {
      // OpenAPI 3.1 lets `$ref` sit beside constraints; JSON Schema reads that as allOf. Beside
      // annotations alone, the ref is followed as is.
      if (Object.keys(current).some((key) => key !== '$ref' && !isAnnotation(key))) {
        return this.wrap(current);
      }
      if (seen.has(current.$ref)) return EMPTY;
      seen.add(current.$ref);
      current = this.refs.lookup(current.$ref);
    }
    return isObject(current) ? current : EMPTY;
  }

  /** The schema with `allOf` folded in (see mergeMembers); schemas without allOf as they are. */
  view(schema: JsonObject): JsonObject {
    if (!Array.isArray(own(schema, 'allOf'))) return schema;
    let view = this.views.get(schema);
    if (view === undefined) {
      const members: JsonObject[] = [];
      this.collect(schema, members, new Set());
      view = mergeMembers(members, (schemas) => this.intersection(schemas));
      this.views.set(schema, view);
    }
    return view;
  }

  /**
   * One schema standing for all the given ones (an allOf of them). The result is shared by
   * every view that merges the same schemas: a fresh object per view would give a cyclic
   * allOf an endless supply of new schema pairs to compare, and the walk would never end.
   */
  private intersection(schemas: unknown[]): unknown {
    // Order-free key: the same schemas merged by members in another order are the same schema.
    const members = [...new Set(schemas.map((schema) => this.resolve(schema)))];
    members.forEach((member) => this.numberOf(member));
    members.sort((a, b) => this.numberOf(a) - this.numberOf(b));
    if (members.length === 1) return members[0];
    const key = members.map((member) => this.numberOf(member)).join(',');
    let shared = this.intersections.get(key);
    if (shared === undefined) {
      shared = { allOf: members };
      this.intersections.set(key, shared);
    }
    return shared;
  }

  private numberOf(node: JsonObject): number {
    let id = this.numbers.get(node);
    if (id === undefined) {
      id = this.numbers.size + 1;
      this.numbers.set(node, id);
    }
    return id;
  }

  private collect(schema: JsonObject, members: JsonObject[], visited: Set<JsonObject>): void {
    // A member that includes itself (directly or not) adds nothing the second time.
    if (visited.has(schema)) return;
    visited.add(schema);
    members.push(schema);
    const allOf = own(schema, 'allOf');
    if (Array.isArray(allOf))
      for (const member of allOf) this.collect(this.resolve(member), members, visited);
  }

  private wrap(node: { $ref: string } & JsonObject): JsonObject {
    const cached = this.wrappers.get(node);
    if (cached) return cached;
    const { $ref, allOf, ...siblings } = node;
    const wrapper: JsonObject = {
      ...siblings,
      allOf: [{ $ref }, ...(Array.isArray(allOf) ? (allOf as unknown[]) : [])],
    };
    this.wrappers.set(node, wrapper);
    return wrapper;
  }
}
