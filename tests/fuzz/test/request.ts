// The request a fuzz run sends, as plain data, so that fast-check can shrink it and print it as
// the counterexample. Nothing here is encoded yet: `wire.ts` turns it into bytes.

export interface FuzzRequest {
  /** `<METHOD> <template>` of the operation it was generated from, for reading a counterexample. */
  origin: string;
  method: string;
  /** Raw path segments after the leading `/`, as sent (already percent-encoded where wanted). */
  segments: string[];
  /** Raw query pairs (`name=value`), joined with `&`; none means no `?`. */
  query: string[];
  /** In order; the same name twice sends the header twice. */
  headers: [string, string][];
  /** JSON text (or anything else) sent as the body; `bodyHex` replaces it with raw bytes. */
  body?: string;
  bodyHex?: string;
  /** Pads the body with JSON whitespace up to this many bytes, to cross the size limit. */
  padTo?: number;
  /** What to do with the request signature, which is computed over the final bytes. */
  signature: 'valid' | 'missing' | 'garbled' | 'twice';
}

/** The request target: path and query exactly as the bytes on the request line. */
export function targetOf(request: FuzzRequest): string {
  const path = `/${request.segments.join('/')}`;
  return request.query.length === 0 ? path : `${path}?${request.query.join('&')}`;
}

/** The body bytes, padding included; undefined when the request has none. */
export function bodyOf(request: FuzzRequest): Buffer | undefined {
  let bytes =
    request.bodyHex !== undefined
      ? Buffer.from(request.bodyHex, 'hex')
      : request.body === undefined
        ? undefined
        : Buffer.from(request.body, 'utf8');
  if (request.padTo !== undefined && request.padTo > (bytes?.length ?? 0)) {
    // Whitespace after the JSON keeps a valid body valid: only its size changes.
    const base = bytes ?? Buffer.alloc(0);
    bytes = Buffer.concat([base, Buffer.alloc(request.padTo - base.length, 0x20)]);
  }
  return bytes;
}

/** The value of a header as the server sees it: the last one given, case-insensitively. */
export function headerOf(request: FuzzRequest, name: string): string[] {
  return request.headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
}

/** Percent-encodes every byte of the UTF-8 form that is not unreserved (lone surrogates become U+FFFD). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A header value Node will send: Latin-1 without control characters (UTF-8 bytes read as Latin-1). */
export function headerSafe(text: string): string {
  return (
    Buffer.from(text, 'utf8')
      .toString('latin1')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
      .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '?')
  );
}
