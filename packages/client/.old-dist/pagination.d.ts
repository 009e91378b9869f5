export interface PaginateOptions {
    /** `limit` of each request, 1 to 100. Default 25. */
    pageSize?: number;
    /** Stop after this many items, without fetching further pages. Default: all. */
    maxItems?: number;
    signal?: AbortSignal;
}
export declare const DEFAULT_PAGE_SIZE = 25;
export declare const MAX_PAGE_SIZE = 100;
export type PageIndexFetcher<T> = (pageIndex: number, limit: number) => Promise<{
    items: T[];
    totalPages: number;
}>;
export type RecordOffsetFetcher<T> = (offset: number, limit: number) => Promise<{
    items: T[];
    totalCount: number;
    limit?: number | undefined;
}>;
/**
 * Disputes: `offset` is a zero-based page index; add 1 per page, stop when the next index would reach
 * `totalPages`. Options are checked here, eagerly, so a bad pageSize throws at the call and not at the
 * first `next()`.
 */
export declare function paginateByPageIndex<T>(fetchPage: PageIndexFetcher<T>, options?: PaginateOptions): AsyncGenerator<T, void, undefined>;
/**
 * Alerts: `offset` is a record offset; add `limit` per page, stop once `totalCount` records are covered
 * or a page is empty. Advancing by 1 would return the same records shifted by one row.
 */
export declare function paginateByRecordOffset<T>(fetchPage: RecordOffsetFetcher<T>, options?: PaginateOptions): AsyncGenerator<T, void, undefined>;
export declare function toArray<T>(iterable: AsyncIterable<T>): Promise<T[]>;
