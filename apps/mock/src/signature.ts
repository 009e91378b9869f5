// Request signature (reference, Authentication rules 5-7; spec, securitySchemes.RequestSignature):
// `x-service-hmac-sha256` = lower-case hex HMAC-SHA256, keyed with the secret, over
// `<METHOD>\n<PATH>\n<BODY>`, where PATH is the raw request target including `/public/<version>`
// and the query string as sent, and BODY the raw bytes (empty when there is none).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { forbidden } from './errors.js';

export const SIGNATURE_HEADER = 'x-service-hmac-sha256';

const EMPTY = Buffer.alloc(0);

/** The signature a client must send; exported for tests and for client authors. */
export function sign(secret: string, method: string, target: string, body: Buffer | string = EMPTY): string {
  return createHmac('sha256', secret).update(`${method.toUpperCase()}\n${target}\n`, 'utf8').update(body).digest('hex');
}

/**
 * Throws the documented 403 (simple format, `Forbidden`) when the signature is missing or wrong.
 * Neither the expected nor the given value is ever logged.
 */
export function createSignatureCheck(
  secret: string,
): (method: string, target: string, body: Buffer | undefined, header: string | string[] | undefined) => void {
  return (method, target, body, header) => {
    if (header === undefined || Array.isArray(header) || header === '') {
      throw forbidden('Forbidden', `no single ${SIGNATURE_HEADER} header`);
    }
    const expected = Buffer.from(sign(secret, method, target, body ?? EMPTY), 'utf8');
    const given = Buffer.from(header, 'utf8');
    // timingSafeEqual needs equal lengths; a length mismatch says nothing about the secret.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw forbidden('Forbidden', `${SIGNATURE_HEADER} does not match the request`);
    }
  };
}
