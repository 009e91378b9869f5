/**
 * The reference's statuses that a client may repeat (the spec marks their responses `x-retry-safe: true`).
 * Whether a write may actually be repeated on 500/502 is a separate question; see retry.ts.
 */
export declare const RETRY_SAFE_STATUSES: ReadonlySet<number>;
/**
 * `structured`: `{error: {type, code, message, request_id?}}`, used for most errors.
 * `simple`: `{message}`, used for authentication and authorization failures (403).
 * `unknown`: anything else (a proxy's HTML page, an empty body); still a typed error, never a crash.
 */
export type ErrorFormat = 'structured' | 'simple' | 'unknown';
export declare class DisputeApiError extends Error {
    readonly name = "DisputeApiError";
    readonly status: number;
    readonly format: ErrorFormat;
    /** `error.type` of the structured format. */
    readonly type: string | undefined;
    /** `error.code` of the structured format. */
    readonly code: string | undefined;
    /** `error.request_id`, or the top-level `requestId` the reference puts on every response. */
    readonly requestId: string | undefined;
    /** True for 429, 500 and 502. For a write, 500/502 still mean "check whether it took effect first". */
    readonly retrySafe: boolean;
    /** Seconds from a `Retry-After` header, when the response had a valid one. */
    readonly retryAfter: number | undefined;
    /** The parsed body (or its text when it was not JSON), for anything the fields above miss. */
    readonly body: unknown;
    constructor(init: {
        status: number;
        message: string;
        format: ErrorFormat;
        type?: string | undefined;
        code?: string | undefined;
        requestId?: string | undefined;
        retryAfter?: number | undefined;
        body: unknown;
    });
}
/** `Retry-After` as whole seconds (the spec's assumption); other forms are ignored, not guessed at. */
export declare function parseRetryAfter(headers: Headers): number | undefined;
/**
 * Maps a non-2xx response to a DisputeApiError. `body` is what openapi-fetch hands back as `error`:
 * the parsed JSON, the raw text when the body was not JSON, or undefined when there was no body.
 */
export declare function toApiError(response: Response, body: unknown): DisputeApiError;
/**
 * Turns an openapi-fetch result into its data, or throws DisputeApiError. It tests `response.ok`,
 * not `error`, because openapi-fetch leaves `error` undefined for an error without a body.
 */
export declare function unwrap<T>(result: {
    data?: T;
    error?: unknown;
    response: Response;
}): T;
