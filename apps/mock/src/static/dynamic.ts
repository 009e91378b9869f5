// `Prefer: dynamic=true` data made sensible. Prism generates values from the schemas, which keeps
// them valid, but where the contract leaves a schema open on purpose (`x-unspecified`) it fills in
// the schema's own annotations as data, and it draws paging numbers at random (`totalCount:
// -66516258`), which sends a paginator into millions of pages. Both are put right here.
import { isObject, type JsonObject as Node } from '@dispute-api/openapi-model';
import type { RequestContext } from '../core/types.js';
import { DEFAULT_LIMIT, intParam } from '../core/paging.js';

/** Members only a schema has: an object made of them alone is a schema echoed as data. */
const isAnnotation = (key: string) =>
  key === 'description' || key === 'title' || key === '$comment' || key.startsWith('x-');

function echoesSchema(value: Node): boolean {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every(isAnnotation) && keys.some((k) => k.startsWith('x-'));
}

/**
 * The value with every echoed schema replaced by what the spec's own example has in that place (the
 * first item standing for every item of a list), or by an empty object where it has nothing: an
 * open schema allows either, and the example's value is one a reader of the docs would expect.
 */
function withoutEchoes(value: unknown, example: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => withoutEchoes(item, Array.isArray(example) ? example[0] : undefined));
  if (!isObject(value)) return value;
  if (echoesSchema(value)) return example === undefined ? {} : structuredClone(example);
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, withoutEchoes(v, isObject(example) ? example[k] : undefined)]),
  );
}

/** The documented default of a query parameter (e.g. `limit`: 25). */
function defaultOf(ctx: RequestContext, name: string, fallback: number): number {
  const param = ctx.operation.parameters.find((p) => p.in === 'query' && p.name === name);
  return typeof param?.schema.default === 'number' ? param.schema.default : fallback;
}

/**
 * Paging members consistent with the list and the request: at most `limit` records, and a total
 * that ends the list on this page (record offsets for alerts, page indexes with `totalPages` for
 * disputes, `hasMore: false` for the older `{totalCount, hasMore, data}` shape).
 */
function consistentPaging(ctx: RequestContext, body: Node): Node {
  const listKey = Object.keys(body).find((k) => Array.isArray(body[k]));
  if (listKey === undefined) return body;
  const limit = intParam(ctx.query, 'limit', defaultOf(ctx, 'limit', DEFAULT_LIMIT));
  const offset = intParam(ctx.query, 'offset', defaultOf(ctx, 'offset', 0));
  const items = (body[listKey] as unknown[]).slice(0, limit);
  const out: Node = { ...body, [listKey]: items };
  if (isObject(body.pagination)) {
    const byPage = 'totalPages' in body.pagination;
    const totalCount = byPage ? offset * limit + items.length : offset + items.length;
    // Only the documented members: the generator also adds random ones where the schema is open.
    out.pagination = {
      totalCount,
      offset,
      limit,
      ...(byPage
        ? { totalPages: Math.max(Math.ceil(totalCount / limit), items.length > 0 ? offset + 1 : 0) }
        : {}),
    };
  } else if ('totalCount' in body) {
    out.totalCount = items.length;
    if ('hasMore' in body) out.hasMore = false;
  }
  return out;
}

/** A dynamic answer's body, made sensible where the schema alone does not. */
export function sensible(ctx: RequestContext, status: number, body: unknown): unknown {
  const example = ctx.operation.response(status)?.examples.values().next().value;
  const cleaned = withoutEchoes(body, example);
  return isObject(cleaned) ? consistentPaging(ctx, cleaned) : cleaned;
}
