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

type Init = ({ parseAs?: unknown; fetch?: unknown; Request?: unknown; middleware?: unknown } & Record<string, unknown>) | undefined;
type Result = { data?: unknown; error?: unknown; response: Response };
type Call = (...args: unknown[]) => Promise<Result>;
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/** The JSON openapi-fetch would have parsed, or a DisputeApiError naming the answer's status and type. */
function parseJson(result: Result): Result {
  const text = result.data;
  if (typeof text !== 'string') return result;
  try {
    // As openapi-fetch does for a body without a length: an empty 2xx body is no data.
    result.data = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    const type = result.response.headers.get('content-type') ?? 'none';
    throw invalidResponse(result.response, undefined, `the response body is not valid JSON (content type ${type})`);
  }
  return result;
}

/**
 * Wraps the path-typed methods so that a 2xx body that is not JSON ends in a DisputeApiError with
 * the answer's status, not openapi-fetch's bare SyntaxError (which says nothing of the answer): a
 * call that wants JSON is made with `parseAs: 'text'`, and the text parsed here. A call that asks
 * for another `parseAs` is left alone.
 * As this sees every call's own options, it also sets the Request class the call is built with,
 * chosen from those options by `requestClassFor`.
 */
export function guardParsing<C extends object>(client: C, requestClassFor: (init: Init) => unknown): C {
  const guarded = (method: string, call: Call, url: unknown, init: Init) => {
    const Request = requestClassFor(init);
    // Object.assign, and `method` set here although openapi-fetch sets it again: V8 in Node 20 takes
    // a slow path (~0.5 µs each) for `{ ...init, key }` when `key` is new, which openapi-fetch's
    // methods do with `method`; with the key already present, the copy is fast.
    if (init?.parseAs !== undefined && init.parseAs !== 'json') return call(url, Object.assign({}, init, { method, Request }));
    return call(url, Object.assign({}, init, { method, Request, parseAs: 'text' })).then(parseJson);
  };
  const methods = client as unknown as Record<(typeof METHODS)[number] | 'request', Call>;
  for (const name of METHODS) {
    const call = methods[name];
    methods[name] = (url, init) => guarded(name, call, url, init as Init);
  }
  const request = methods.request;
  methods.request = (method, url, init) => guarded((method as string).toUpperCase(), (u, i) => request(method, u, i), url, init as Init);
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
