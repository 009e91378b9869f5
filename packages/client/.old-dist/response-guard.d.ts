import { DisputeApiError } from './errors.js';
/**
 * A 2xx answer the client cannot use: not JSON (a proxy's HTML page, a cut-off body) or not the
 * documented shape. It becomes a DisputeApiError of format `unknown`, so a caller handles one error
 * type for every bad answer instead of a SyntaxError or a TypeError from deep inside a helper.
 */
export declare function invalidResponse(response: Response, body: unknown, problem: string): DisputeApiError;
export declare function isRecord(value: unknown): value is Record<string, unknown>;
type Send = (request: Request) => Promise<Response>;
/**
 * Wraps the path-typed methods so that a 2xx body openapi-fetch cannot parse as JSON ends in a
 * DisputeApiError with the answer's status. openapi-fetch throws the bare SyntaxError, and it
 * never hands out the Response it came from, so each call sees its Response on the way through.
 * `send` is the client's transport, used unless the call passes its own `fetch`, as before.
 */
export declare function guardParsing<C extends object>(client: C, send: Send): C;
/** `unwrap`, then a check of the documented shape; `expected` names it in the error message. */
export declare function expectShape<T>(result: {
    data?: T;
    error?: unknown;
    response: Response;
}, isShape: (data: unknown) => boolean, expected: string): T;
/**
 * `{ <items>: [...], pagination: {...} }`, the documented lists of 2025-04-01. A pagination object
 * without its counts is let through: the paginators stop on it instead of looping.
 */
export declare const isPage: (items: string) => (data: unknown) => boolean;
export {};
