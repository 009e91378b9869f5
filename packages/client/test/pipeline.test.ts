// How the client uses openapi-fetch's two seams: a caller's middleware sees every request before
// the client's own `fetch` step adds the key, signs and sends it (under the retry policy).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, createWebhook, listDisputes } from '../src/versions/2025-04-01.js';
import { computeSignature, SIGNATURE_HEADER } from '../src/signing.js';
import { API_KEY, BASE_URL, SECRET_KEY, fakeFetch, json } from './helpers.js';

const PAGE = { disputes: [], pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 } };
const WEBHOOK = { event: 'alerts.created', url: 'https://m.example/h' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('middleware', () => {
  it('sees a real Request, without the key, which is added after it', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, PAGE));
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, secretKey: SECRET_KEY, fetch });
    const seen: { request: Request; keyed: boolean }[] = [];
    client.use({
      onRequest: ({ request }) => void seen.push({ request, keyed: request.headers.has('x-api-key') }),
    });
    await listDisputes(client);
    expect(seen[0]!.request).toBeInstanceOf(Request);
    expect(seen[0]!.keyed).toBe(false);
    expect(calls[0]!.headers['x-api-key']).toBe(API_KEY);
  });

  it('may replace the request, and the signature covers the replacement', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, PAGE));
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, secretKey: SECRET_KEY, fetch });
    client.use({ onRequest: ({ request }) => new Request(`${request.url}?trace=1`, request) });
    await client.GET('/disputes');
    expect(calls[0]!.url).toBe('http://127.0.0.1:4010/public/2025-04-01/disputes?trace=1');
    expect(calls[0]!.headers[SIGNATURE_HEADER]).toBe(
      await computeSignature(SECRET_KEY, 'GET', '/public/2025-04-01/disputes?trace=1'),
    );
  });

  it('sees the response before the helpers check it', async () => {
    const { fetch } = fakeFetch(() => json(200, { unexpected: true }));
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch });
    client.use({ onResponse: () => json(200, PAGE) });
    await expect(listDisputes(client)).resolves.toEqual(PAGE);
  });

  it('per call runs too, and a per-call fetch replaces the transport', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, PAGE));
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch });
    const seen: string[] = [];
    await client.GET('/disputes', {
      middleware: [{ onRequest: ({ request }) => void seen.push(request.method) }],
    });
    await client.GET('/disputes', {
      fetch: async (request: Request) => (seen.push(`own ${request.method}`), json(200, PAGE)),
    });
    expect(seen).toEqual(['GET', 'own GET']);
    expect(calls).toHaveLength(1);
  });
});

describe('the fetch step', () => {
  it('hands a real Request, signed and with its body, to the `fetch` option', async () => {
    const received: Request[] = [];
    const client = createClient({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      secretKey: SECRET_KEY,
      fetch: async (request) => (received.push(request), json(201, {})),
    });
    await createWebhook(client, WEBHOOK);
    const body = JSON.stringify(WEBHOOK);
    expect(received[0]).toBeInstanceOf(Request);
    expect(await received[0]!.text()).toBe(body);
    expect(received[0]!.headers.get('content-type')).toBe('application/json');
    expect(received[0]!.headers.get(SIGNATURE_HEADER)).toBe(
      await computeSignature(SECRET_KEY, 'POST', '/public/2025-04-01/webhooks', body),
    );
  });

  it('uses globalThis.fetch as it is at call time when no `fetch` is given', async () => {
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL });
    const requests: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => (requests.push(request), json(200, PAGE)));
    await listDisputes(client, { offset: 1, limit: 2 });
    expect(requests[0]!.url).toBe('http://127.0.0.1:4010/public/2025-04-01/disputes?offset=1&limit=2');
    expect(requests[0]!.headers.get('x-api-key')).toBe(API_KEY);
  });

  it("passes the caller's signal, so aborting still works", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, PAGE));
    const seen: Request[] = [];
    const controller = new AbortController();
    await listDisputes(
      createClient({
        apiKey: API_KEY,
        baseUrl: BASE_URL,
        fetch: (request) => (seen.push(request), fetch(request)),
      }),
      {},
      { signal: controller.signal },
    );
    expect(calls).toHaveLength(1);
    controller.abort();
    expect(seen[0]!.signal.aborted).toBe(true);
  });

  it('fails on a bad per-call base address at once, without a request or a retry', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, PAGE));
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch });
    await expect(client.GET('/disputes', { baseUrl: 'http://exa mple/public/2025-04-01' })).rejects.toThrow(
      TypeError,
    );
    expect(calls).toHaveLength(0);
  });

  it('keeps a body that is not a string, such as FormData', async () => {
    const { fetch, calls } = fakeFetch(() => json(201, {}));
    const form = new FormData();
    form.set('event', 'alerts.created');
    await createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }).POST('/webhooks', {
      body: form as never,
    });
    expect(calls[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Buffer.from(calls[0]!.body).toString()).toContain('alerts.created');
  });
});
