export interface RetryOptions {
    /** Repeats after the first attempt. Default 2. */
    maxRetries?: number;
    /** Ceiling of the first backoff; doubles per attempt. Default 500 ms. */
    baseDelayMs?: number;
    /** Cap on any single wait, backoff or `Retry-After`. Default 30 000 ms. */
    maxDelayMs?: number;
}
export declare const DEFAULT_RETRY: Readonly<Required<RetryOptions>>;
type Send = (request: Request) => Promise<Response>;
/**
 * 429 means the request was refused, so repeating it is safe for every method. 500 and 502 may come
 * after a write took effect, and the reference does not show idempotency, so only reads repeat them.
 */
export declare function shouldRetryStatus(status: number, method: string): boolean;
/** Exponential backoff with full jitter: uniform in [0, min(maxDelayMs, baseDelayMs * 2^attempt)). */
export declare function backoffDelay(attempt: number, options: Required<RetryOptions>, random?: () => number): number;
/** On 429, `Retry-After` whole seconds, capped at maxDelayMs; without a usable header, backoff. */
export declare function retryDelay(response: Response, attempt: number, options: Required<RetryOptions>): number;
export declare function resolveRetryOptions(options: RetryOptions | false | undefined): Required<RetryOptions>;
/**
 * Wraps the transport with the reference's retry rules. It sits under openapi-fetch's middleware, so
 * it repeats the final, already signed request. An aborted request is never repeated, and an abort
 * during a wait ends the wait at once.
 */
export declare function withRetry(send: Send, options: RetryOptions | false | undefined): Send;
export {};
