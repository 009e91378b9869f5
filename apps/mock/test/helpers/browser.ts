// A test page of our own for the browser tests: a TypeScript entry bundled by esbuild into
// `/page.js`, served beside MSW's worker script (`/mockServiceWorker.js`) by a server on a free
// port, so that the page can start `setupWorker`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

export interface ServedPage {
  /** The page is at `${origin}/`. */
  origin: string;
  close(): Promise<void>;
}

/** Serves `entry` as the module script of a page whose body is `body` (HTML). */
export async function servePage(entry: string, body = ''): Promise<ServedPage> {
  const page = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const files: Record<string, [string, string | Uint8Array]> = {
    '/': [
      'text/html',
      `<!doctype html><meta charset="utf-8"><title>sandbox</title>${body}<script type="module" src="/page.js"></script>`,
    ],
    '/page.js': ['text/javascript', page.outputFiles[0]!.contents],
    '/mockServiceWorker.js': ['text/javascript', readFileSync(require.resolve('msw/mockServiceWorker.js'))],
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? '/'];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
