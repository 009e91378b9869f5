import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, createWebhook, listDisputes } from '../src/2025-04-01.js';
import { computeSignature } from '../src/signing.js';
import { API_KEY, SECRET_KEY, json } from './helpers.js';

const PAGE = { disputes: [], pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 } };
const WEBHOOK = { event: 'alerts.created', url: 'https://m.example/h' };

/** Stubs the global fetch, which the client uses when no `fetch` option is given. */
function stubGlobalFetch(respond: (index: number) => Response = () => json(200, PAGE)) {
  const calls: { input: unknown; init: RequestInit | undefined; request: Request }[] = [];
  const attempts: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    attempts.push(input);
    calls.push({ input, init, request: new Request(input, init) });
    return respond(calls.length - 1);
  });
  return Object.assign(calls, { attempts });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('transport: calls no middleware can see', () => {
  it('are sent as fetch(url, init), so the only Request built is fetch’s own', async () => {
    const calls = stubGlobalFetch();
    await listDisputes(createClient({ apiKey: API_KEY, secretKey: SECRET_KEY }), { offset: 1, limit: 2 });
    expect(calls[0]!.input).toBe('http://127.0.0.1:4010/public/2025-04-01/disputes?offset=1&limit=2');
    const sent = calls[0]!.request;
    expect(sent.method).toBe('GET');
    expect(sent.redirect).toBe('follow');
    expect(sent.headers.get('x-api-key')).toBe(API_KEY);
    expect(sent.headers.get('x-service-hmac-sha256')).toBe(
      await computeSignature(SECRET_KEY, 'GET', '/public/2025-04-01/disputes?offset=1&limit=2'),
    );
  });

  it('keep the body, its signature and the other fetch options', async () => {
    const calls = stubGlobalFetch(() => new Response(null, { status: 204 }));
    const client = createClient({ apiKey: API_KEY, secretKey: SECRET_KEY });
    await createWebhook(client, WEBHOOK);
    await client.GET('/disputes', { cache: 'no-store' });
    const body = JSON.stringify(WEBHOOK);
    expect(calls[0]!.request.method).toBe('POST');
    expect(await calls[0]!.request.text()).toBe(body);
    expect(calls[0]!.request.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.request.headers.get('x-service-hmac-sha256')).toBe(
      await computeSignature(SECRET_KEY, 'POST', '/public/2025-04-01/webhooks', body),
    );
    expect(calls[1]!.request.cache).toBe('no-store');
  });

  it('send the same body again when a POST is repeated after a 429', async () => {
    const calls = stubGlobalFetch((i) => (i === 0 ? json(429, { message: 'slow down' }, { 'retry-after': '0' }) : json(201, {})));
    await createWebhook(createClient({ apiKey: API_KEY }), WEBHOOK);
    expect(calls).toHaveLength(2);
    expect(await calls[1]!.request.text()).toBe(JSON.stringify(WEBHOOK));
  });

  it("pass the caller's signal, so aborting still works", async () => {
    const calls = stubGlobalFetch();
    const controller = new AbortController();
    await listDisputes(createClient({ apiKey: API_KEY }), {}, { signal: controller.signal });
    expect(calls[0]!.init?.signal).toBe(controller.signal);
    controller.abort();
    expect(calls[0]!.request.signal.aborted).toBe(true);
  });

  it('fail on a bad per-call base address at once, without a request or a retry', async () => {
    const calls = stubGlobalFetch();
    const client = createClient({ apiKey: API_KEY });
    await expect(client.GET('/disputes', { baseUrl: 'http://exa mple/public/2025-04-01' })).rejects.toThrow(TypeError);
    expect(calls.attempts).toHaveLength(0);
  });

  it('are built as a real Request when the body is not a string', async () => {
    const calls = stubGlobalFetch(() => json(201, {}));
    const form = new FormData();
    form.set('event', 'alerts.created');
    await createClient({ apiKey: API_KEY }).POST('/webhooks', { body: form as never });
    expect(calls[0]!.input).toBeInstanceOf(Request);
    expect(calls[0]!.init).toEqual({ signal: null });
    expect(calls[0]!.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(calls[0]!.request.headers.get('x-api-key')).toBe(API_KEY);
  });
});

describe('transport: calls a middleware or a caller’s fetch can see', () => {
  it('hand a real Request to every middleware, untied from its unabortable signal when sent', async () => {
    const calls = stubGlobalFetch();
    const client = createClient({ apiKey: API_KEY });
    const seen: unknown[] = [];
    client.use({ onRequest: ({ request }) => void seen.push(request) });
    await client.GET('/disputes');
    expect(seen[0]).toBeInstanceOf(Request);
    expect(calls[0]!.input).toBe(seen[0]);
    expect(calls[0]!.init).toEqual({ signal: null });
    expect((calls[0]!.input as Request).headers.get('x-api-key')).toBe(API_KEY);
  });

  it('pass the Request itself when a middleware replaced it', async () => {
    const calls = stubGlobalFetch();
    const client = createClient({ apiKey: API_KEY });
    client.use({ onRequest: ({ request }) => new Request(request, { headers: { 'x-trace': '1' } }) });
    await client.GET('/disputes');
    expect(calls[0]!.init).toBeUndefined();
    expect((calls[0]!.input as Request).headers.get('x-trace')).toBe('1');
    expect((calls[0]!.input as Request).headers.get('x-api-key')).toBe(API_KEY);
  });

  it('hand a real Request to a per-call middleware and a per-call fetch', async () => {
    stubGlobalFetch();
    const client = createClient({ apiKey: API_KEY });
    const seen: unknown[] = [];
    await client.GET('/disputes', { middleware: [{ onRequest: ({ request }) => void seen.push(request) }] });
    await client.GET('/disputes', { fetch: async (request: Request) => (seen.push(request), json(200, PAGE)) });
    expect(seen).toHaveLength(2);
    for (const request of seen) expect(request).toBeInstanceOf(Request);
  });

  it('hand a real Request, signed and with its body, to the `fetch` option', async () => {
    const received: Request[] = [];
    const client = createClient({ apiKey: API_KEY, secretKey: SECRET_KEY, fetch: async (request) => (received.push(request), json(201, {})) });
    await createWebhook(client, WEBHOOK);
    expect(received[0]).toBeInstanceOf(Request);
    expect(await received[0]!.text()).toBe(JSON.stringify(WEBHOOK));
    expect(received[0]!.headers.get('x-service-hmac-sha256')).toMatch(/^[0-9a-f]{64}$/);
  });
});
