import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, createWebhook, listDisputes } from '../src/2025-04-01.js';
import { API_KEY, SECRET_KEY, json } from './helpers.js';

const PAGE = { disputes: [], pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 } };

/** Stubs the global fetch, which the client uses when no `fetch` option is given. */
function stubGlobalFetch(respond: () => Response = () => json(200, PAGE)) {
  const calls: { input: unknown; init: RequestInit | undefined; request: Request }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ input, init, request: new Request(input, init) });
    return respond();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('transport', () => {
  it('sends a request without a caller signal untied from its own signal, otherwise unchanged', async () => {
    const calls = stubGlobalFetch();
    await listDisputes(createClient({ apiKey: API_KEY, secretKey: SECRET_KEY }), { offset: 1, limit: 2 });
    expect(calls[0]!.input).toBeInstanceOf(Request);
    expect(calls[0]!.init).toEqual({ signal: null });
    const sent = calls[0]!.request;
    expect(sent.url).toBe('http://127.0.0.1:4010/public/2025-04-01/disputes?offset=1&limit=2');
    expect(sent.method).toBe('GET');
    expect(sent.redirect).toBe('follow');
    expect(sent.headers.get('x-api-key')).toBe(API_KEY);
    expect(sent.headers.get('x-service-hmac-sha256')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the body and other fetch options of the request', async () => {
    const calls = stubGlobalFetch(() => new Response(null, { status: 204 }));
    const client = createClient({ apiKey: API_KEY });
    await createWebhook(client, { event: 'alerts.created', url: 'https://m.example/h' });
    await client.GET('/disputes', { cache: 'no-store' });
    expect(calls[0]!.request.method).toBe('POST');
    expect(await calls[0]!.request.text()).toBe('{"event":"alerts.created","url":"https://m.example/h"}');
    expect(calls[1]!.request.cache).toBe('no-store');
  });

  it("passes the Request itself when the caller gave a signal, so aborting still works", async () => {
    const calls = stubGlobalFetch();
    const controller = new AbortController();
    await listDisputes(createClient({ apiKey: API_KEY }), {}, { signal: controller.signal });
    expect(calls[0]!.init).toBeUndefined();
    controller.abort();
    expect((calls[0]!.input as Request).signal.aborted).toBe(true);
  });

  it('passes the Request itself when a middleware replaced it', async () => {
    const calls = stubGlobalFetch();
    const client = createClient({ apiKey: API_KEY });
    client.use({ onRequest: ({ request }) => new Request(request, { headers: { 'x-trace': '1' } }) });
    await client.GET('/disputes');
    expect(calls[0]!.init).toBeUndefined();
    expect((calls[0]!.input as Request).headers.get('x-trace')).toBe('1');
    expect((calls[0]!.input as Request).headers.get('x-api-key')).toBe(API_KEY);
  });
});
