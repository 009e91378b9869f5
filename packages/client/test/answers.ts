// How test-support's loopback server (`localServer`) answers the client's tests that need real
// sockets: connection resets, chunked and length-framed bodies.
import type { Handler } from '@dispute-api/test-support/http';

/** Answers with a TCP reset (RST), which the client sees as ECONNRESET. */
export const reset: Handler = (req) => req.socket.resetAndDestroy();

/** Answers `status` with `body` as it is, with or without a Content-Length (chunked otherwise). */
export function answer(
  status: number,
  body: string,
  contentType = 'application/json',
  framed = true,
): Handler {
  return (_req, res) => {
    res.writeHead(status, {
      'content-type': contentType,
      ...(framed ? { 'content-length': Buffer.byteLength(body) } : {}),
    });
    if (framed) res.end(body);
    else {
      // Two writes without a length make Node send the body chunked.
      res.write(body.slice(0, 1));
      res.end(body.slice(1));
    }
  };
}
