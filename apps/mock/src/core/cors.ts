// CORS, so that a frontend served from another local port can call the mock from the browser, and
// no other web page can: browsers on `http://localhost:<port>` and `http://127.0.0.1:<port>` (and
// `[::1]`) are allowed by default, other origins only when configured (`--cors-origin`). An allowed
// origin is named back exactly, never `*` (credentials are allowed) and never an origin merely
// reflected. Preflights carry no key (browsers never send custom headers on them), so they are
// answered before authentication.
//
// One more kind of preflight comes from DOM emulations in Node, not from browsers: happy-dom's
// `fetch` (its page is `http://localhost:3000` in vitest) sends an `OPTIONS` before every call to
// another origin and checks its answer itself, but under MSW the request reaches the handlers
// rebuilt with happy-dom's own `Request`, which drops the headers a page may not set: `Origin` and
// `Access-Control-Request-*` arrive stripped. Such an `OPTIONS` on a path the mock serves is
// answered as a preflight for any origin (`*`, without credentials, which `*` cannot carry): there
// is no origin to name back, and `*` opens nothing to a browser, which always sends `Origin` on
// its preflights and still needs the answer's own CORS headers to read it.
import { forbidden } from './errors.js';
import { headerOf, type Headers, type PlainResponse } from './types.js';

const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** `scheme://host[:port]` as browsers send it, or undefined when `text` is not just an origin. */
export function normaliseOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const bare =
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '';
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : undefined;
}

export interface CorsPolicy {
  /** The CORS headers for an answer to a request from an allowed origin; none otherwise. */
  headers(request: Headers): Record<string, string>;
  /**
   * The answer to a preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`), or
   * undefined when the request is none; throws the 403 when its origin is not allowed. An
   * `OPTIONS` without `Origin` is a stripped preflight (above) when `served()` says its path is
   * one the mock serves; on any other path it is no preflight, and the request goes on to its 404.
   */
  preflight(method: string, request: Headers, served: () => boolean): PlainResponse | undefined;
}

/** What every preflight answer says besides who may ask. */
const preflightHeaders = (request: Headers): Record<string, string> => ({
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': headerOf(request, 'access-control-request-headers') ?? '*',
  'access-control-max-age': '600',
});

/** `extraOrigins`: origins allowed besides the local ones, each `scheme://host[:port]`. */
export function createCors(extraOrigins: readonly string[] = []): CorsPolicy {
  const extra = new Set(extraOrigins.map((o) => normaliseOrigin(o) ?? o));
  const allowed = (origin: string) => LOCAL.test(origin) || extra.has(origin);
  const headers = (request: Headers): Record<string, string> => {
    const origin = headerOf(request, 'origin');
    if (origin === undefined || !allowed(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      // Lets browser code read Retry-After on a 429, and the request id of any answer.
      'access-control-expose-headers': 'Retry-After, X-Request-Id',
      vary: 'Origin',
    };
  };
  return {
    headers,
    preflight(method, request, served) {
      if (method !== 'OPTIONS') return undefined;
      const origin = headerOf(request, 'origin');
      if (origin === undefined) {
        if (!served()) return undefined;
        const anyOrigin = { 'access-control-allow-origin': '*', ...preflightHeaders(request) };
        return { status: 204, headers: anyOrigin, body: undefined };
      }
      if (!origin || !headerOf(request, 'access-control-request-method')) return undefined;
      if (!allowed(origin)) throw forbidden('Forbidden', `origin ${origin} is not an allowed origin`);
      return {
        status: 204,
        headers: { ...headers(request), ...preflightHeaders(request) },
        body: undefined,
      };
    },
  };
}
