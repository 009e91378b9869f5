import { RETRY_SAFE_STATUSES } from './errors.js';
export const DEFAULT_RETRY = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 30_000 };
// GET is always safe to repeat (the reference); HEAD is a GET without the body.
const REPEATABLE_METHODS = new Set(['GET', 'HEAD']);
/**
 * 429 means the request was refused, so repeating it is safe for every method. 500 and 502 may come
 * after a write took effect, and the reference does not show idempotency, so only reads repeat them.
 */
export function shouldRetryStatus(status, method) {
    if (status === 429)
        return true;
    return (status === 500 || status === 502) && REPEATABLE_METHODS.has(method.toUpperCase());
}
/** Exponential backoff with full jitter: uniform in [0, min(maxDelayMs, baseDelayMs * 2^attempt)). */
export function backoffDelay(attempt, options, random = Math.random) {
    return Math.floor(random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt));
}
/** On 429, `Retry-After` whole seconds, capped at maxDelayMs; without a usable header, backoff. */
export function retryDelay(response, attempt, options) {
    if (response.status === 429) {
        const header = response.headers.get('retry-after')?.trim();
        if (header !== undefined && /^\d+$/.test(header))
            return Math.min(Number(header) * 1000, options.maxDelayMs);
    }
    return backoffDelay(attempt, options);
}
export function resolveRetryOptions(options) {
    if (options === false)
        return { ...DEFAULT_RETRY, maxRetries: 0 };
    const resolved = { ...DEFAULT_RETRY, ...options };
    for (const [name, value] of Object.entries(resolved)) {
        if (!Number.isSafeInteger(value) || value < 0) {
            throw new RangeError(`createClient: retry.${name} must be a non-negative integer`);
        }
    }
    return resolved;
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted)
            return reject(signal.reason);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        signal.addEventListener('abort', onAbort, { once: true });
    });
}
function isAbort(error) {
    return typeof error === 'object' && error !== null && error.name === 'AbortError';
}
/** The wait before the next attempt, or undefined when this outcome is final. */
function nextDelay(request, attempt, outcome, options) {
    if (attempt >= options.maxRetries || request.signal.aborted)
        return undefined;
    if ('error' in outcome) {
        // A network error on a write leaves its effect unknown, as a 500 does: not repeated.
        const repeatable = REPEATABLE_METHODS.has(request.method.toUpperCase()) && !isAbort(outcome.error);
        return repeatable ? backoffDelay(attempt, options) : undefined;
    }
    const { response } = outcome;
    return shouldRetryStatus(response.status, request.method) ? retryDelay(response, attempt, options) : undefined;
}
/**
 * Wraps the transport with the reference's retry rules. It sits under openapi-fetch's middleware, so
 * it repeats the final, already signed request. An aborted request is never repeated, and an abort
 * during a wait ends the wait at once.
 */
export function withRetry(send, options) {
    const resolved = resolveRetryOptions(options);
    if (resolved.maxRetries === 0)
        return send;
    async function repeat(request, spare, first) {
        let outcome = first;
        for (let attempt = 0;; attempt += 1) {
            const delay = nextDelay(request, attempt, outcome, resolved);
            if (delay === undefined) {
                if ('error' in outcome)
                    throw outcome.error;
                return outcome.response;
            }
            // Cancel the unread body so the connection is released during the wait.
            if ('response' in outcome)
                await outcome.response.body?.cancel().catch(() => undefined);
            await sleep(delay, request.signal);
            request = spare ?? request;
            spare = attempt + 1 < resolved.maxRetries && request.body !== null ? request.clone() : undefined;
            outcome = await send(request).then((response) => ({ response }), (error) => ({ error }));
        }
    }
    return (request) => {
        // A body can be read once; keep an unread copy in case the request is repeated.
        const spare = request.body !== null ? request.clone() : undefined;
        // Most calls end here, so the first attempt carries no loop and no bookkeeping.
        return send(request).then((response) => (RETRY_SAFE_STATUSES.has(response.status) ? repeat(request, spare, { response }) : response), (error) => repeat(request, spare, { error }));
    };
}
