import { DisputeApiError, unwrap } from './errors.js';
/**
 * A 2xx answer the client cannot use: not JSON (a proxy's HTML page, a cut-off body) or not the
 * documented shape. It becomes a DisputeApiError of format `unknown`, so a caller handles one error
 * type for every bad answer instead of a SyntaxError or a TypeError from deep inside a helper.
 */
export function invalidResponse(response, body, problem) {
    const requestId = isRecord(body) && typeof body.requestId === 'string' ? body.requestId : undefined;
    return new DisputeApiError({ status: response.status, format: 'unknown', message: `HTTP ${response.status}: ${problem}`, requestId, body });
}
export function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
/**
 * Wraps the path-typed methods so that a 2xx body openapi-fetch cannot parse as JSON ends in a
 * DisputeApiError with the answer's status. openapi-fetch throws the bare SyntaxError, and it
 * never hands out the Response it came from, so each call sees its Response on the way through.
 * `send` is the client's transport, used unless the call passes its own `fetch`, as before.
 */
export function guardParsing(client, send) {
    const guarded = (init, invoke) => {
        let seen;
        const inner = init?.fetch ?? send;
        return invoke({ ...init, fetch: (request) => inner(request).then((response) => (seen = response)) }).catch((error) => {
            if (error instanceof SyntaxError && seen?.ok) {
                const type = seen.headers.get('content-type') ?? 'none';
                throw invalidResponse(seen, undefined, `the response body is not valid JSON (content type ${type})`);
            }
            throw error;
        });
    };
    const methods = client;
    for (const name of METHODS) {
        const call = methods[name];
        methods[name] = (url, init) => guarded(init, (i) => call(url, i));
    }
    const request = methods.request;
    methods.request = (method, url, init) => guarded(init, (i) => request(method, url, i));
    return client;
}
/** `unwrap`, then a check of the documented shape; `expected` names it in the error message. */
export function expectShape(result, isShape, expected) {
    const data = unwrap(result);
    if (!isShape(data))
        throw invalidResponse(result.response, data, `the response body is not the documented shape (${expected})`);
    return data;
}
/**
 * `{ <items>: [...], pagination: {...} }`, the documented lists of 2025-04-01. A pagination object
 * without its counts is let through: the paginators stop on it instead of looping.
 */
export const isPage = (items) => (data) => isRecord(data) && Array.isArray(data[items]) && isRecord(data.pagination);
