import type { Middleware } from 'openapi-fetch';
import { DisputeApiError, isRecord, unwrap } from './errors.js';

/**
 * A 2xx answer the client cannot use: not JSON (a proxy's HTML page, a cut-off body) or not the
 * documented shape. It becomes a DisputeApiError of format `unknown`, so a caller handles one error
 * type for every bad answer instead of a SyntaxError or a TypeError from deep inside a helper.
 */
function invalidResponse(response: Response, body: unknown, problem: string): DisputeApiError {
  const requestId = isRecord(body) && typeof body.requestId === 'string' ? body.requestId : undefined;
  return new DisputeApiError({
    status: response.status,
    format: 'unknown',
    message: `HTTP ${response.status}: ${problem}`,
    requestId,
    body,
  });
}

function notJson(response: Response): DisputeApiError {
  const type = response.headers.get('content-type') ?? 'none';
  return invalidResponse(response, undefined, `the response body is not valid JSON (content type ${type})`);
}

// `application/json`, `application/problem+json` and the like.
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Middleware for the path-typed client: a 2xx answer that openapi-fetch would parse as JSON but whose
 * content type says it is something else (a proxy's or gateway's HTML or text page) throws a
 * DisputeApiError with the answer's status and content type, instead of openapi-fetch's bare
 * SyntaxError. It looks at the headers only, so a JSON answer costs no extra read or parse; an
 * answer without a content type is left to openapi-fetch. The named helpers go further (`readJson`).
 */
export const jsonGuard: Middleware = {
  async onResponse({ request, response, options }) {
    if (!response.ok || options.parseAs !== 'json' || request.method === 'HEAD' || response.status === 204)
      return undefined;
    const type = response.headers.get('content-type');
    if (type === null || JSON_TYPE.test(type)) return undefined;
    // Read (and so release) the body, which nothing else will; what it says does not matter here.
    await response.body?.cancel().catch(() => undefined);
    throw notJson(response);
  },
};

/**
 * openapi-fetch hands back an answer it takes for empty (a 204, an answer to HEAD, a
 * `Content-Length: 0` such as the 202 of an outcome report) without reading its body, and Chromium
 * logs a request whose body the page never read as failed (`net::ERR_ABORTED`), though it was
 * answered. So the transport reads such a body to its end, through a clone: the response handed on
 * keeps its body for whoever reads it. The body is empty, so this costs no transfer.
 */
export function settleEmptyBody(method: string, response: Response): Response {
  if (response.body === null) return response;
  const length = response.headers.get('content-length');
  const chunked = response.headers.get('transfer-encoding')?.includes('chunked') === true;
  if (response.status === 204 || method === 'HEAD' || (length === '0' && !chunked))
    void response
      .clone()
      .arrayBuffer()
      .catch(() => undefined);
  return response;
}

type Result = { data?: unknown; error?: unknown; response: Response };

/**
 * The data of a call made with `parseAs: 'text'`, parsed here so that a 2xx body that is not JSON
 * (whatever its content type says) ends in a DisputeApiError naming the answer, and a non-2xx in the
 * DisputeApiError of `unwrap`. An empty body is no data, as openapi-fetch has it.
 */
export function readJson(result: Result): unknown {
  const text = unwrap(result);
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notJson(result.response);
  }
}

/**
 * What a helper checks of a 2xx body before handing it out: the named members and what they must be
 * (`[]` an array, `{}` an object; a trailing `?` allows the member to be missing). An empty
 * description checks only that the body is an object.
 */
export type Shape = Readonly<Record<string, '[]' | '{}' | '[]?' | '{}?'>>;

function describe(shape: Shape): string {
  const members = Object.entries(shape).map(([name, kind]) => {
    const optional = kind.endsWith('?') ? '?' : '';
    return `${name}${optional}: ${kind.startsWith('[') ? '[...]' : '{...}'}`;
  });
  return members.length === 0 ? 'an object' : `{${members.join(', ')}}`;
}

function matches(data: unknown, shape: Shape): data is Record<string, unknown> {
  if (!isRecord(data)) return false;
  for (const [name, kind] of Object.entries(shape)) {
    const value = data[name];
    if (value === undefined && kind.endsWith('?')) continue;
    if (kind.startsWith('[') ? !Array.isArray(value) : !isRecord(value)) return false;
  }
  return true;
}

/** `readJson`, then the check of `shape`; anything else is a DisputeApiError, not a TypeError later. */
export function expectShape<T>(result: Result, shape: Shape): T {
  const data = readJson(result);
  if (!matches(data, shape)) {
    throw invalidResponse(
      result.response,
      data,
      `the response body is not the documented shape (${describe(shape)})`,
    );
  }
  return data as T;
}
