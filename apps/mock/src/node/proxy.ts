// The proxy's forwarding (core/proxy/upstream.ts), over node:http and node:https with kept-alive
// connections: the caller's method, target, headers and body bytes go to `<base URL>/public/<version>/…`
// as they came (only the connection's own headers, `host` and the length are the new connection's),
// and the service's answer comes back as its bytes. A service that cannot be reached, refuses, takes
// longer than the timeout, closes early or answers something that is not HTTP is an `UpstreamError`,
// which the engine answers as a 502 naming the cause; no request header is ever part of its message.
// A GET or HEAD that a kept-alive connection loses before any byte of its answer goes again, once, on
// a new connection (`lostToIdleClose`).
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestOptions,
} from 'node:http';
import type { Socket } from 'node:net';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import * as zlib from 'node:zlib';
import { UpstreamError, type UpstreamFault } from '../core/errors.js';
import type { Forward, UpstreamResponse } from '../core/proxy/upstream.js';

export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;

/** The longest timeout taken: Node fires a timer of more than about 24.8 days at once. */
export const MAX_PROXY_TIMEOUT_MS = 24 * 24 * 3600 * 1000;

/** The timeout, checked: whole milliseconds from 1 ms to 24 days; throws an Error whose message completes "the proxy's timeout …". */
export function proxyTimeout(ms: number): number {
  if (!(Number.isSafeInteger(ms) && ms >= 1 && ms <= MAX_PROXY_TIMEOUT_MS))
    throw new Error(`must be whole milliseconds from 1 to ${MAX_PROXY_TIMEOUT_MS} (24 days), got ${ms}`);
  return ms;
}

/** The largest answer the proxy reads; a service sending more gets a 502 rather than the proxy's memory. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/** Headers of one connection, not of the message (RFC 9110, 7.6.1), and those the new connection sets. */
const OWN_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/**
 * The base URL of the service, checked: http or https, without credentials (a key never goes in a
 * URL), a query, a fragment or a `/public` in its path. Throws an Error whose message completes
 * "the base URL …".
 */
export function proxyBaseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`must be an absolute http or https URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`must be an http or https URL, got ${url.protocol}`);
  if (url.username || url.password)
    throw new Error('must not carry credentials: the caller sends its own key');
  if (url.search || url.hash) throw new Error('must not have a query or a fragment');
  // The proxy adds `/public/<version>` itself; a base URL that holds it would forward to it twice.
  if (/\/public(\/|$)/.test(url.pathname))
    throw new Error(
      `must not have a path that ends with /public or contains /public/ (the proxy adds /public/<version> itself), got ${url.pathname}`,
    );
  return url;
}

/** A connection error as what happened to the request, in words that complete "the service …". */
function faultOf(error: NodeJS.ErrnoException, where: string): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const code = error.code ?? error.name;
  const fault = (f: UpstreamFault, words: string) => new UpstreamError(f, `at ${where} ${words} (${code})`);
  if (code === 'ECONNREFUSED') return fault('refused', 'refused the connection');
  if (code === 'ECONNRESET' || code === 'EPIPE' || error.message === 'socket hang up')
    return fault('closed', 'closed the connection before its answer was complete');
  if (code.startsWith('HPE_')) return fault('invalid_response', 'answered with something that is not HTTP');
  return fault('unreachable', 'could not be reached');
}

/** The decoders of the content codings the proxy undoes; zstd where this Node has it (22.15 on). */
const zstd = (zlib as Partial<typeof zlib>).zstdDecompressSync;
// Each stops at the size bound, so that a small answer that undoes into gigabytes (a
// decompression bomb) costs no more memory than a large answer would.
const bounded = { maxOutputLength: MAX_ANSWER_BYTES };
const DECODERS: Record<string, (body: Buffer) => Buffer> = {
  identity: (body) => body,
  gzip: (body) => zlib.gunzipSync(body, bounded),
  'x-gzip': (body) => zlib.gunzipSync(body, bounded),
  deflate: (body) => zlib.inflateSync(body, bounded),
  br: (body) => zlib.brotliDecompressSync(body, bounded),
  ...(zstd ? { zstd: (body: Buffer) => zstd(body, bounded) } : {}),
};

/**
 * The body without its content codings (undone last first, as RFC 9110, 8.4 lists them), or why
 * not: a coding the proxy does not know, a body that its coding does not undo, or one too large.
 */
function decode(body: Buffer, header: string | undefined): Pick<UpstreamResponse, 'decoded' | 'undecodable'> {
  const codings = (header ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '');
  // An empty body (a 202 or 204 labelled with a coding) has nothing to undo; zlib refuses it.
  if (body.length === 0) return { decoded: body };
  let decoded = body;
  for (const coding of codings.reverse()) {
    const decoder = DECODERS[coding];
    if (!decoder) return { decoded: undefined, undecodable: { coding, why: 'unknown' } };
    try {
      decoded = decoder(decoded);
    } catch (error) {
      const why = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too_large' : 'broken';
      return { decoded: undefined, undecodable: { coding, why } };
    }
  }
  return { decoded };
}

/** Reads an answer whole, within the size bound. */
function readAnswer(res: IncomingMessage, where: string): Promise<UpstreamResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      else
        res.destroy(
          new UpstreamError('too_large', `at ${where} answered more than ${MAX_ANSWER_BYTES} bytes`),
        );
    });
    res.on('error', reject);
    res.on('end', () => {
      // Most answers arrive in one chunk, which needs no copy.
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers))
        if (value !== undefined && !OWN_HEADERS.has(name))
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
      resolve({
        status: res.statusCode ?? 502,
        headers,
        body,
        ...decode(body, headers['content-encoding']),
      });
    });
  });
}

/**
 * The methods sent again when a kept-alive connection loses them: the reference's "Errors" says GET
 * requests are always safe to repeat, and a HEAD is a GET without the body of its answer (RFC 9110,
 * 9.3.2). No other: a POST may have taken effect (the reference: check before repeating one), and the
 * reference leaves the idempotency of writes open, so PATCH, PUT and DELETE are not repeated either.
 */
const REPEATABLE = new Set(['GET', 'HEAD']);

/**
 * Watches `req` for the race of a kept-alive connection: a service closes a connection it has kept
 * idle for its timeout (Node's servers after 5 s, plus a second), and a request sent on it at that
 * moment is lost unread, as Node's documentation of `request.reusedSocket` describes. The returned
 * check says whether `error` is that: the connection was a reused one (Node's `reusedSocket`, not a
 * guess), it was reset or closed (`ECONNRESET`, Node's code for "socket hang up" too, or `EPIPE`),
 * and not one byte of an answer had come back on it, so the service cannot have begun answering.
 */
function lostToIdleClose(req: ClientRequest): (error: NodeJS.ErrnoException) => boolean {
  let socket: Socket | undefined;
  let bytesBefore = 0;
  req.once('socket', (s: Socket) => {
    socket = s;
    bytesBefore = s.bytesRead;
  });
  return (error) =>
    req.reusedSocket &&
    socket?.bytesRead === bytesBefore &&
    (error.code === 'ECONNRESET' || error.code === 'EPIPE');
}

export interface Forwarder {
  readonly forward: Forward;
  /** Closes the kept-alive connections to the service. */
  close(): void;
}

/** Forwards to `base`; `timeoutMs` as `proxyTimeout` checked it. */
export function createForwarder(base: URL, timeoutMs = DEFAULT_PROXY_TIMEOUT_MS): Forwarder {
  const https = base.protocol === 'https:';
  const agent = https ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = https ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/+$/, '');
  const where = base.origin;
  // The connection's options, read from the URL once rather than on every request.
  const { protocol, hostname, port } = base;
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const connection = { agent, protocol, host, ...(port ? { port: Number(port) } : {}) };
  const forward: Forward = ({ method, target, headers, body }) =>
    new Promise((resolve, reject) => {
      const outgoing: OutgoingHttpHeaders = {};
      for (const name in headers) {
        const value = headers[name];
        if (value !== undefined && !OWN_HEADERS.has(name)) outgoing[name] = value as string | string[];
      }
      const options = { ...connection, method, path: `${prefix}${target}`, headers: outgoing };
      let req: ClientRequest;
      // One time limit for the request, sent again or not. Once the time is up, whichever error the
      // cut-off connection raises, the cause is the time.
      let late: UpstreamError | undefined;
      const timer = setTimeout(() => {
        late = new UpstreamError('timeout', `at ${where} did not answer within ${timeoutMs} ms`);
        req.destroy(late);
      }, timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(late ?? faultOf(error, where));
      };
      const attempt = (sent: RequestOptions) => {
        req = send(sent);
        const lost = lostToIdleClose(req);
        req.on('error', (error) => {
          // Sent again on a connection of its own (`agent: false`), not on another idle one of the
          // pool, which the service may have closed as well. That one is new, never reused: the
          // request goes again once at most.
          if (!late && REPEATABLE.has(method) && lost(error)) attempt({ ...sent, agent: false });
          else fail(error);
        });
        req.on('response', (res) => {
          readAnswer(res, where).then((answer) => {
            clearTimeout(timer);
            resolve(answer);
          }, fail);
        });
        req.end(body);
      };
      attempt(options);
    });
  return { forward, close: () => agent.destroy() };
}
