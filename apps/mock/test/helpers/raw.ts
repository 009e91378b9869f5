// Raw TCP to the mock, for what no HTTP client sends on purpose: requests that stop half-way, broken
// request lines, header blocks over the limit. Resolves with everything the server sent and
// whether (and after how long) it closed the connection; gives up after `waitMs`, long enough that
// only a connection the server never closes reaches it.
import { connect } from 'node:net';
import type { RunningMock } from '../../src/index.js';

export interface RawExchange {
  /** Everything the server sent. */
  text: string;
  /** The status of the first answer, or 0 if there was none. */
  status: number;
  /** The first answer's body parsed, when it is JSON. */
  json: any;
  /** Whether the server closed the connection within `waitMs`. */
  closed: boolean;
  elapsedMs: number;
}

export function raw(mock: RunningMock, bytes: string | Buffer, waitMs = 30_000): Promise<RawExchange> {
  const { hostname, port } = new URL(mock.url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.split('\r\n\r\n')[1] ?? '';
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      resolve({ text, status, json, closed, elapsedMs: performance.now() - started });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => done(true));
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}
