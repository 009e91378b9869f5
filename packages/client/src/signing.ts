export const SIGNATURE_HEADER = 'x-service-hmac-sha256';

const encoder = new TextEncoder();
const NEWLINE = 0x0a;

/** Request path with the version prefix, plus the query string exactly as sent (spec x-assumption). */
export function signingPath(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/**
 * `<METHOD>\n<PATH>\n<BODY>` as bytes. The body is appended as raw bytes, not decoded and re-encoded,
 * so the signature covers exactly what goes on the wire; an absent body leaves the trailing `\n`.
 */
export function signingBytes(method: string, path: string, body: Uint8Array): Uint8Array {
  const head = encoder.encode(`${method.toUpperCase()}\n${path}`);
  const out = new Uint8Array(head.length + 1 + body.length);
  out.set(head, 0);
  out[head.length] = NEWLINE;
  out.set(body, head.length + 1);
  return out;
}

// The `as BufferSource` casts below keep `Uint8Array` unparameterised in the emitted .d.ts files, which
// TypeScript before 5.7 cannot read otherwise; the bytes are always backed by a plain ArrayBuffer.

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function importKey(secretKey: string): Promise<CryptoKey> {
  // WebCrypto rather than node:crypto, so signing runs unchanged in browsers, Deno, Bun and edge runtimes.
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Request signing needs WebCrypto (globalThis.crypto.subtle)');
  // Not extractable: once imported, the key cannot be read back out of the CryptoKey.
  return subtle.importKey('raw', encoder.encode(secretKey), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

/** Lower-case hex HMAC-SHA256 of the signing string; exported for checking a signature by hand. */
export async function computeSignature(
  secretKey: string,
  method: string,
  path: string,
  body: Uint8Array | string = '',
): Promise<string> {
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const key = await importKey(secretKey);
  return toHex(
    await globalThis.crypto.subtle.sign('HMAC', key, signingBytes(method, path, bytes) as BufferSource),
  );
}

/**
 * Returns a step that signs a request in place. It runs under openapi-fetch's middleware, on the final
 * Request, and hashes a clone's body so the original still carries the same bytes to the network.
 */
export function createSigner(secretKey: string): (request: Request) => Promise<Request> {
  if (typeof secretKey !== 'string' || secretKey === '') {
    throw new TypeError('createClient: `signRequests` needs `secretKey` (the API Secret Key)');
  }
  const key = importKey(secretKey);
  // Import failures surface on the first signed request; this only keeps them from being "unhandled" meanwhile.
  key.catch(() => undefined);
  return async (request) => {
    const body =
      request.body === null ? new Uint8Array(0) : new Uint8Array(await request.clone().arrayBuffer());
    const data = signingBytes(request.method, signingPath(request.url), body);
    const signature = toHex(await globalThis.crypto.subtle.sign('HMAC', await key, data as BufferSource));
    request.headers.set(SIGNATURE_HEADER, signature);
    return request;
  };
}
