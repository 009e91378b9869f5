// `@dispute-api/mock/msw`: the mock's engine as Mock Service Worker handlers, for browsers
// (`setupWorker`), Node (`setupServer`) and any test runner, where no server runs. The handlers
// serve every version under `<baseUrl>/public/<version>` and the mock's own routes under
// `<baseUrl>/__mock/`, with the sandbox's data, authentication, signing and error formats: the same
// engine as the server, so both answer alike.
import { BUNDLES } from '@dispute-api/spec/bundles';
import { http, type HttpHandler } from 'msw';
import { DEFAULT_HOST, DEFAULT_PORT } from '../core/defaults.js';
import { createEngine, type EngineOptions } from '../core/engine.js';
import type { PlainResponse } from '../core/types.js';

export interface HandlerOptions extends Omit<EngineOptions, 'bundles' | 'staticSource' | 'stateful'> {
  /** Where the handlers answer, without a path; default `http://127.0.0.1:4010`, the server's address. */
  baseUrl?: string;
}

function responseBody(body: PlainResponse['body']): string | Uint8Array<ArrayBuffer> | null {
  if (body === undefined) return null;
  if (typeof body === 'string') return body;
  const bytes = new Uint8Array(body.reduce((n, chunk) => n + chunk.length, 0));
  let at = 0;
  for (const chunk of body) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** MSW request handlers serving the sandbox; spread them into `setupWorker(...)` or `setupServer(...)`. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const { baseUrl = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`, ...engineOptions } = options;
  // A page or a test runner has its own console; only warnings and errors by default.
  const engine = createEngine({ logLevel: 'warn', ...engineOptions, bundles: BUNDLES });
  const origin = baseUrl.replace(/\/+$/, '');
  const resolver = async ({ request }: { request: Request }): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const bytes = request.body === null ? undefined : new Uint8Array(await request.arrayBuffer());
    const answer = await engine.handle({
      method: request.method,
      target: url.pathname + url.search,
      headers,
      body: bytes,
    });
    return new Response(responseBody(answer.body), { status: answer.status, headers: answer.headers });
  };
  return [http.all(`${origin}/public/*`, resolver), http.all(`${origin}/__mock/*`, resolver)];
}
