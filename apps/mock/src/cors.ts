// CORS, as plain `prism mock` does it by default, so that a frontend served from another local port
// can call the mock from the browser. Preflights carry no key (browsers never send custom headers
// on them), so they are answered before authentication.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Adds the CORS headers to an answer of a cross-origin request (one with an `Origin`). */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  // Lets browser code read Retry-After on a 429.
  res.setHeader('access-control-expose-headers', 'Retry-After');
  res.setHeader('vary', 'Origin');
}

/** Answers a preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`); false if it is none. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS' || !req.headers.origin || !req.headers['access-control-request-method']) return false;
  applyCors(req, res);
  res.setHeader('access-control-allow-methods', 'GET, POST, PATCH, DELETE, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('access-control-max-age', '600');
  res.writeHead(204, { 'content-length': '0' });
  res.end();
  return true;
}
