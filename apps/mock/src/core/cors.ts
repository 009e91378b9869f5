// CORS, so that a frontend served from another local port can call the mock from the browser.
// Preflights carry no key (browsers never send custom headers on them), so they are answered before
// authentication.
import { headerOf, type Headers, type PlainResponse } from './types.js';

/** The CORS headers for an answer to a cross-origin request (one with an `Origin`); none otherwise. */
export function corsHeaders(headers: Headers): Record<string, string> {
  const origin = headerOf(headers, 'origin');
  if (origin === undefined) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    // Lets browser code read Retry-After on a 429, and the request id of any answer.
    'access-control-expose-headers': 'Retry-After, X-Request-Id',
    vary: 'Origin',
  };
}

/** The answer to a preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`), or undefined. */
export function preflight(method: string, headers: Headers): PlainResponse | undefined {
  if (method !== 'OPTIONS' || !headerOf(headers, 'origin') || !headerOf(headers, 'access-control-request-method')) return undefined;
  return {
    status: 204,
    headers: {
      ...corsHeaders(headers),
      'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': headerOf(headers, 'access-control-request-headers') ?? '*',
      'access-control-max-age': '600',
    },
    body: undefined,
  };
}
