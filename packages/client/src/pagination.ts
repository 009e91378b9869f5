export interface PaginateOptions {
  /** `limit` of each request, 1 to 100. Default 25. */
  pageSize?: number;
  /** Stop after this many items, without fetching further pages. Default: all. */
  maxItems?: number;
  signal?: AbortSignal;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

interface Resolved {
  limit: number;
  maxItems: number;
}

function resolve(options: PaginateOptions): Resolved {
  const limit = options.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new RangeError(`pageSize must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  const maxItems = options.maxItems ?? Number.POSITIVE_INFINITY;
  if (maxItems !== Number.POSITIVE_INFINITY && (!Number.isInteger(maxItems) || maxItems < 0)) {
    throw new RangeError('maxItems must be a non-negative integer');
  }
  return { limit, maxItems };
}

type PageIndexFetcher<T> = (pageIndex: number, limit: number) => Promise<{ items: T[]; totalPages: number }>;

type RecordOffsetFetcher<T> = (
  offset: number,
  limit: number,
) => Promise<{ items: T[]; totalCount: number; limit?: number | undefined }>;

/**
 * Disputes: `offset` is a zero-based page index; add 1 per page, stop when the next index would reach
 * `totalPages`. Options are checked here, eagerly, so a bad pageSize throws at the call and not at the
 * first `next()`.
 */
export function paginateByPageIndex<T>(
  fetchPage: PageIndexFetcher<T>,
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  const { limit, maxItems } = resolve(options);
  return (async function* () {
    let remaining = maxItems;
    if (remaining === 0) return;
    for (let page = 0; ; page += 1) {
      const { items, totalPages } = await fetchPage(page, limit);
      for (const item of items) {
        yield item;
        if (--remaining === 0) return;
      }
      // `!(a < b)` rather than `a >= b`: a missing or non-numeric totalPages then stops instead of looping.
      if (items.length === 0 || !(page + 1 < totalPages)) return;
    }
  })();
}

/**
 * Alerts: `offset` is a record offset; add `limit` per page, stop once `totalCount` records are covered
 * or a page is empty. Advancing by 1 would return the same records shifted by one row.
 */
export function paginateByRecordOffset<T>(
  fetchPage: RecordOffsetFetcher<T>,
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  const { limit, maxItems } = resolve(options);
  return (async function* () {
    let remaining = maxItems;
    if (remaining === 0) return;
    for (let offset = 0; ;) {
      const page = await fetchPage(offset, limit);
      for (const item of page.items) {
        yield item;
        if (--remaining === 0) return;
      }
      if (page.items.length === 0) return;
      // The page size the service reports wins, in case it served fewer than asked; else the one sent.
      const step =
        Number.isInteger(page.limit) && (page.limit as number) > 0 ? (page.limit as number) : limit;
      offset += step;
      if (!(offset < page.totalCount)) return;
    }
  })();
}

export async function toArray<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}
