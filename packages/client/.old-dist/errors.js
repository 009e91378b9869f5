/**
 * The reference's statuses that a client may repeat (the spec marks their responses `x-retry-safe: true`).
 * Whether a write may actually be repeated on 500/502 is a separate question; see retry.ts.
 */
export const RETRY_SAFE_STATUSES = new Set([429, 500, 502]);
export class DisputeApiError extends Error {
    name = 'DisputeApiError';
    status;
    format;
    /** `error.type` of the structured format. */
    type;
    /** `error.code` of the structured format. */
    code;
    /** `error.request_id`, or the top-level `requestId` the reference puts on every response. */
    requestId;
    /** True for 429, 500 and 502. For a write, 500/502 still mean "check whether it took effect first". */
    retrySafe;
    /** Seconds from a `Retry-After` header, when the response had a valid one. */
    retryAfter;
    /** The parsed body (or its text when it was not JSON), for anything the fields above miss. */
    body;
    constructor(init) {
        super(init.message);
        this.status = init.status;
        this.format = init.format;
        this.type = init.type;
        this.code = init.code;
        this.requestId = init.requestId;
        this.retrySafe = RETRY_SAFE_STATUSES.has(init.status);
        this.retryAfter = init.retryAfter;
        this.body = init.body;
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function str(value) {
    return typeof value === 'string' ? value : undefined;
}
/** `Retry-After` as whole seconds (the spec's assumption); other forms are ignored, not guessed at. */
export function parseRetryAfter(headers) {
    const value = headers.get('retry-after')?.trim();
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}
/**
 * Maps a non-2xx response to a DisputeApiError. `body` is what openapi-fetch hands back as `error`:
 * the parsed JSON, the raw text when the body was not JSON, or undefined when there was no body.
 */
export function toApiError(response, body) {
    const status = response.status;
    const retryAfter = parseRetryAfter(response.headers);
    const fallback = `HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}`;
    if (isRecord(body) && isRecord(body.error)) {
        const inner = body.error;
        return new DisputeApiError({
            status,
            format: 'structured',
            message: str(inner.message) ?? fallback,
            type: str(inner.type),
            code: str(inner.code),
            requestId: str(inner.request_id) ?? str(body.requestId),
            retryAfter,
            body,
        });
    }
    if (isRecord(body) && typeof body.message === 'string') {
        return new DisputeApiError({
            status,
            format: 'simple',
            message: body.message,
            requestId: str(body.requestId),
            retryAfter,
            body,
        });
    }
    return new DisputeApiError({
        status,
        format: 'unknown',
        message: fallback,
        requestId: isRecord(body) ? str(body.requestId) : undefined,
        retryAfter,
        body,
    });
}
/**
 * Turns an openapi-fetch result into its data, or throws DisputeApiError. It tests `response.ok`,
 * not `error`, because openapi-fetch leaves `error` undefined for an error without a body.
 */
export function unwrap(result) {
    if (!result.response.ok)
        throw toApiError(result.response, result.error);
    return result.data;
}
