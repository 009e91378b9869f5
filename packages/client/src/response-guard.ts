import { DisputeApiError, unwrap } from './errors.js';

/**
 * A 2xx answer the client cannot use: not JSON (a proxy's HTML page, a cut-off body) or not the
 * documented shape. It becomes a DisputeApiError of format `unknown`, so a caller handles one error
 * type for every bad answer instead of a SyntaxError or a TypeError from deep inside a helper.
 */
export function invalidResponse(response: Response, body: unknown, problem: string): DisputeApiError {
  const requestId = isRecord(body) && typeof body.requestId === 'string' ? body.requestId : undefined;
  return new DisputeApiError({ status: response.status, format: 'unknown', message: `HTTP ${response.status}: ${problem}`, requestId, body });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Send = (request: Request) => Promise<Response>;
type Init = ({ fetch?: Send; Request?: unknown; middleware?: unknown } & Record<string, unknown>) | undefined;
type Call = (...args: unknown[]) => Promise<unknown>;
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * Wraps the path-typed methods so that a 2xx body openapi-fetch cannot parse as JSON ends in a
 * DisputeApiError with the answer's status. openapi-fetch throws the bare SyntaxError, and it
 * never hands out the Response it came from, so each call sees its Response on the way through.
 * `send` is the client's transport, used unless the call passes its own `fetch`, as before.
 * As this sees every call's own options, it also sets the Request class the call is built with,
 * chosen from those options by `requestClassFor` before they are changed here.
 */
export function guardParsing<C extends object>(client: C, send: Send, requestClassFor: (init: Init) => unknown): C {
  const guarded = (method: string, init: Init, invoke: (init: Init) => Promise<unknown>) => {
    let seen: Response | undefined;
    const inner = init?.fetch ?? send;
    const fetch = (request: Request) => inner(request).then((response) => (seen = response));
    // Object.assign, and `method` set here although openapi-fetch sets it again: V8 in Node 20 takes
    // a slow path (~0.5 µs each) for `{ ...init, key }` when `key` is new, which openapi-fetch's
    // methods do with `method`; with the key already present, the copy is fast.
    const call = Object.assign({}, init, { method, Request: requestClassFor(init), fetch });
    return invoke(call).catch((error: unknown) => {
      if (error instanceof SyntaxError && seen?.ok) {
        const type = seen.headers.get('content-type') ?? 'none';
        throw invalidResponse(seen, undefined, `the response body is not valid JSON (content type ${type})`);
      }
      throw error;
    });
  };
  const methods = client as unknown as Record<(typeof METHODS)[number] | 'request', Call>;
  for (const name of METHODS) {
    const call = methods[name];
    methods[name] = (url, init) => guarded(name, init as Init, (i) => call(url, i));
  }
  const request = methods.request;
  methods.request = (method, url, init) => guarded((method as string).toUpperCase(), init as Init, (i) => request(method, url, i));
  return client;
}

/** `unwrap`, then a check of the documented shape; `expected` names it in the error message. */
export function expectShape<T>(
  result: { data?: T; error?: unknown; response: Response },
  isShape: (data: unknown) => boolean,
  expected: string,
): T {
  const data = unwrap(result);
  if (!isShape(data)) throw invalidResponse(result.response, data, `the response body is not the documented shape (${expected})`);
  return data;
}

/**
 * `{ <items>: [...], pagination: {...} }`, the documented lists of 2025-04-01. A pagination object
 * without its counts is let through: the paginators stop on it instead of looping.
 */
export const isPage = (items: string) => (data: unknown) => isRecord(data) && Array.isArray(data[items]) && isRecord(data.pagination);
