// Upstreams for the proxy's tests that misbehave below HTTP, on loopback: raw sockets that answer
// garbage, hang or hang up. A service that answers HTTP is test-support's `localServer`.
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  url: string;
  close(): Promise<void>;
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
