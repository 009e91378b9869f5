import { vi } from 'vitest';

export const API_KEY = 'ak_test_4c1f9e2b7d';
export const SECRET_KEY = 'sk_test_SECRET_e8a03b61f5c2';
/** A base address for tests whose transport is a fake: no server answers there. */
export const BASE_URL = 'http://127.0.0.1:4010';
export const BASE = `${BASE_URL}/public/2025-04-01`;

export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

type Responder = (request: Request, index: number) => Response | Promise<Response>;

/** A transport that records what would go on the wire (body bytes included) and answers from `respond`. */
export function fakeFetch(respond: Responder) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body = new Uint8Array(await request.arrayBuffer());
    calls.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body,
    });
    return respond(request, calls.length - 1);
  });
  return { fetch, calls };
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers });
}

export const structured = (type: string, code: string, message: string, requestId = 'req_1') => ({
  error: { type, code, message, request_id: requestId },
  requestId,
});
