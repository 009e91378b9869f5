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
 * Items of page after page, from position 0: `next` gives the position of the page after `page`, or
 * undefined after the last one; an empty page is the last one too. Options are checked here, eagerly,
 * so a bad pageSize throws at the call and not at the first `next()`.
 */
function paginate<T, P extends { items: T[] }>(
  fetchPage: (position: number, limit: number) => Promise<P>,
  next: (position: number, page: P, limit: number) => number | undefined,
  options: PaginateOptions,
): AsyncGenerator<T, void, undefined> {
  const { limit, maxItems } = resolve(options);
  return (async function* () {
    let remaining = maxItems;
    if (remaining === 0) return;
    for (let position: number | undefined = 0; position !== undefined;) {
      const page = await fetchPage(position, limit);
      for (const item of page.items) {
        yield item;
        if (--remaining === 0) return;
      }
      position = page.items.length === 0 ? undefined : next(position, page, limit);
    }
  })();
}

/**
 * Disputes: `offset` is a zero-based page index; add 1 per page, stop when the next index would reach
 * `totalPages`.
 */
export function paginateByPageIndex<T>(
  fetchPage: PageIndexFetcher<T>,
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  // Goes on only while `page + 1 < totalPages`: a missing or non-numeric totalPages then stops
  // instead of looping.
  return paginate(
    fetchPage,
    (page, { totalPages }) => (page + 1 < totalPages ? page + 1 : undefined),
    options,
  );
}

/**
 * Alerts: `offset` is a record offset; add `limit` per page, stop once `totalCount` records are covered
 * or a page is empty. Advancing by 1 would return the same records shifted by one row.
 */
export function paginateByRecordOffset<T>(
  fetchPage: RecordOffsetFetcher<T>,
  options: PaginateOptions = {},
): AsyncGenerator<T, void, undefined> {
  return paginate(
    fetchPage,
    (offset, page, limit) => {
      // The page size the service reports wins, in case it served fewer than asked; else the one sent.
      const step =
        Number.isInteger(page.limit) && (page.limit as number) > 0 ? (page.limit as number) : limit;
      return offset + step < page.totalCount ? offset + step : undefined;
    },
    options,
  );
}

export async function toArray<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}
