// Reading the raw request body. The raw bytes are kept (not only the parsed JSON) because the
// signature covers the body byte for byte. Requests without a body skip the stream entirely.
import type { IncomingMessage } from 'node:http';
import { invalidRequest } from './errors.js';

/** Bodies above this size are refused; the reference shows no limit, this is Prism's. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

/** The body's bytes, or undefined when the request has none (or an empty one). */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | undefined> {
  if (!hasBody(req)) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw invalidRequest(`body must not be larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return size === 0 ? undefined : Buffer.concat(chunks, size);
}
