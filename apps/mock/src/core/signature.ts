// Request signature (the spec's securitySchemes.RequestSignature):
// `x-service-hmac-sha256` = lower-case hex HMAC-SHA256, keyed with the secret, over
// `<METHOD>\n<PATH>\n<BODY>`, where PATH is the raw request target including `/public/<version>`
// and the query string as sent, and BODY the raw bytes (empty when there is none). WebCrypto, so
// that the same check runs in the server and in the browser.
import { constantTimeEqual } from './auth.js';
import { forbidden } from './errors.js';

export const SIGNATURE_HEADER = 'x-service-hmac-sha256';

const encoder = new TextEncoder();
const EMPTY = new Uint8Array(0);

type HmacKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

const hmacKey = (secret: string): Promise<HmacKey> =>
  globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );

function signedBytes(method: string, target: string, body: Uint8Array | string): Uint8Array<ArrayBuffer> {
  const head = encoder.encode(`${method.toUpperCase()}\n${target}\n`);
  const tail = typeof body === 'string' ? encoder.encode(body) : body;
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

async function signWith(
  key: HmacKey,
  method: string,
  target: string,
  body: Uint8Array | string,
): Promise<string> {
  return toHex(await globalThis.crypto.subtle.sign('HMAC', key, signedBytes(method, target, body)));
}

/** The signature a client must send; exported for tests and for client authors. */
export async function sign(
  secret: string,
  method: string,
  target: string,
  body: Uint8Array | string = EMPTY,
): Promise<string> {
  return signWith(await hmacKey(secret), method, target, body);
}

export type SignatureCheck = (
  method: string,
  target: string,
  body: Uint8Array | undefined,
  header: string | undefined,
) => Promise<void>;

/**
 * Rejects with the documented 403 (simple format, `Forbidden`) when the signature is missing or
 * wrong. Neither the expected nor the given value is ever logged.
 */
export function createSignatureCheck(secret: string): SignatureCheck {
  let key: Promise<HmacKey> | undefined;
  return async (method, target, body, header) => {
    // Repeated headers arrive joined with commas, which no hex signature contains.
    if (header === undefined || header === '' || header.includes(',')) {
      throw forbidden('Forbidden', `no single ${SIGNATURE_HEADER} header`);
    }
    key ??= hmacKey(secret);
    const expected = encoder.encode(await signWith(await key, method, target, body ?? EMPTY));
    // A length mismatch says nothing about the secret.
    if (!constantTimeEqual(encoder.encode(header), expected)) {
      throw forbidden('Forbidden', `${SIGNATURE_HEADER} does not match the request`);
    }
  };
}
