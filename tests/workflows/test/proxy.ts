// A loopback proxy in front of the sandbox that rewrites chosen JSON answers, to play a server
// that breaks one rule of the reference while everything else stays as the sandbox answers it.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Returns the rewritten body, or undefined to pass the answer through untouched. */
export type Rewrite = (
  method: string,
  path: string,
  body: Record<string, unknown>,
) => Record<string, unknown> | undefined;

export interface AlteringProxy {
  origin: string;
  close(): Promise<void>;
}

export async function alteringProxy(target: string, rewrite: Rewrite): Promise<AlteringProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const path = new URL(req.url ?? '/', upstream).pathname;
          if (String(answer.headers['content-type']).startsWith('application/json') && body.length > 0) {
            const parsed = JSON.parse(body.toString('utf8')) as unknown;
            const changed =
              parsed && typeof parsed === 'object'
                ? rewrite(req.method ?? 'GET', path, parsed as Record<string, unknown>)
                : undefined;
            if (changed) body = Buffer.from(JSON.stringify(changed));
          }
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
