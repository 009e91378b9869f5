// A real HTTP server on loopback for the tests that need real sockets: connection resets, chunked
// and length-framed bodies, and the raw header lines a client puts on the wire. It counts the
// requests it receives, so a test can tell how often the client tried.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  /** Header lines exactly as received, names and values alternating. */
  rawHeaders: string[];
  body: string;
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>`, a base URL for `createClient`. */
  url: string;
  received: Received[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void;

export async function localServer(handler: Handler): Promise<LocalServer> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      handler(req, res, received.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

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
