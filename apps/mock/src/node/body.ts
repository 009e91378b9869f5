// Reading the raw request body. The raw bytes are kept (not only the parsed JSON) because the
// signature covers the body byte for byte. Requests without a body skip the stream entirely.
// Past the size limit (core/body-limits.ts) the body is still read and dropped, up to a bound, so that the
// client, which is usually still sending, gets its 413 on an intact connection; beyond the bound
// (or for a declared length beyond it) the 413 goes out at once and the connection is closed.
import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES } from '../core/body-limits.js';
import { PayloadTooLarge } from '../core/errors.js';

/** How much more than the limit is read and dropped before the connection is given up on. */
const DRAIN_BYTES = 8 * 1024 * 1024;

export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

/** The body's bytes, or undefined when the request has none (or an empty one). */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | undefined> {
  if (!hasBody(req)) return Promise.resolve(undefined);
  if (Number(req.headers['content-length']) > limit + DRAIN_BYTES)
    return Promise.reject(new PayloadTooLarge(limit, true));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit + DRAIN_BYTES) settle(() => reject(new PayloadTooLarge(limit, true)));
      else chunks.length = 0;
    };
    const settle = (done: () => void) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      done();
    };
    const onEnd = () =>
      settle(() =>
        size > limit
          ? reject(new PayloadTooLarge(limit, false))
          : resolve(size === 0 ? undefined : Buffer.concat(chunks, size)),
      );
    const onError = (error: Error) => settle(() => reject(error));
    // The client went away mid-body: nothing is left to answer, but the pipeline must not wait forever.
    const onClose = () =>
      settle(() => reject(new Error('the client closed the connection before the body ended')));
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
