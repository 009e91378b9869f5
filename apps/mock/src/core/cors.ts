// CORS, so that a frontend served from another local port can call the mock from the browser, and
// no other web page can: browsers on `http://localhost:<port>` and `http://127.0.0.1:<port>` (and
// `[::1]`) are allowed by default, other origins only when configured (`--cors-origin`). An allowed
// origin is named back exactly, never `*` (credentials are allowed) and never an origin merely
// reflected. Preflights carry no key (browsers never send custom headers on them), so they are
// answered before authentication.
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
   * undefined when the request is none; throws the 403 when its origin is not allowed.
   */
  preflight(method: string, request: Headers): PlainResponse | undefined;
}

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
    preflight(method, request) {
      const origin = headerOf(request, 'origin');
      if (method !== 'OPTIONS' || !origin || !headerOf(request, 'access-control-request-method'))
        return undefined;
      if (!allowed(origin)) throw forbidden('Forbidden', `origin ${origin} is not an allowed origin`);
      return {
        status: 204,
        headers: {
          ...headers(request),
          'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': headerOf(request, 'access-control-request-headers') ?? '*',
          'access-control-max-age': '600',
        },
        body: undefined,
      };
    },
  };
}
