// Paging, shared by the sandbox (its list answers) and the static mode (generated lists made
// consistent): the two schemes of the reference's "Endpoints" rules, alerts by record offset and
// disputes by zero-based page index with a `totalPages`. Parameters arrive validated (integers,
// 1 ≤ limit ≤ 100, offset ≥ 0); the defaults are those of the reference's "Limits" table.
import type { Query } from './types.js';

export const DEFAULT_LIMIT = 25;

/** An integer query parameter, or its default when absent. Repeats take the first value. */
export function intParam(query: Query, name: string, fallback: number): number {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
}

/** Records `offset` to `offset + limit`; advancing by 1 shifts the page by one record. */
export function byRecordOffset<T>(items: readonly T[], query: Query) {
  const offset = intParam(query, 'offset', 0);
  const limit = intParam(query, 'limit', DEFAULT_LIMIT);
  return {
    items: items.slice(offset, offset + limit),
    pagination: { totalCount: items.length, offset, limit },
  };
}

/** Page `offset` (zero-based) of `limit` records; past the last page the list is empty. */
export function byPageIndex<T>(items: readonly T[], query: Query) {
  const offset = intParam(query, 'offset', 0);
  const limit = intParam(query, 'limit', DEFAULT_LIMIT);
  const start = offset * limit;
  return {
    items: start < items.length ? items.slice(start, start + limit) : [],
    pagination: { totalCount: items.length, offset, limit, totalPages: Math.ceil(items.length / limit) },
  };
}
