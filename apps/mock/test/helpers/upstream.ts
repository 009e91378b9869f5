// Upstreams for the proxy's tests, on loopback: a tiny node:http server whose handler a test writes
// (to break one rule per route), and the raw sockets of a service that misbehaves below HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Upstream {
  url: string;
  /** Every request the upstream received, in order. */
  seen: Seen[];
  close(): Promise<void>;
}

type Handler = (req: Seen, res: ServerResponse) => void;

export async function startUpstream(handler: Handler): Promise<Upstream> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A TCP service that does `onConnect` with each connection: answers garbage, hangs, hangs up. */
export async function startSocketUpstream(onConnect: (socket: Socket) => void): Promise<Upstream> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onConnect(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback address where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const upstream = await startSocketUpstream((s) => s.destroy());
  await upstream.close();
  return upstream.url;
}
