import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createWebhook,
  listAlerts,
  listDisputes,
  reportAlertOutcome,
} from '../src/versions/2025-04-01.js';
import { SIGNATURE_HEADER, computeSignature, signingBytes, signingPath } from '../src/signing.js';
import { API_KEY, BASE_URL, SECRET_KEY, fakeFetch, json, text } from './helpers.js';

/** The independent oracle: node:crypto over `<METHOD>\n<PATH>\n<BODY>`, body as the exact bytes. */
function oracle(method: string, path: string, body: Uint8Array | string = ''): string {
  return createHmac('sha256', SECRET_KEY)
    .update(Buffer.concat([Buffer.from(`${method}\n${path}\n`, 'utf8'), Buffer.from(body)]))
    .digest('hex');
}

const NON_ASCII_BODY = '{"event":"alerts.updated","url":"https://händler.example/hooks/réclamations?ü=✓"}';

// Fixed vectors, kept as literals so a change in either the oracle or the code shows up here.
const VECTORS = [
  {
    name: 'GET without body: the string ends with the second line feed',
    method: 'GET',
    path: '/public/2025-04-01/alerts',
    body: '',
    hex: '6da05a1579d4ef7471b2127d6c720826e13873c84b8e27b729bd793b38fc8ff8',
  },
  {
    name: 'GET with a query string, signed as part of PATH exactly as sent',
    method: 'GET',
    path: '/public/2025-04-01/alerts?offset=25&limit=25',
    body: '',
    hex: '5d695a316f659a194f474ab84193745db664a8519c0eda81e8ef0ff116655665',
  },
  {
    name: 'POST with a JSON body holding non-ASCII characters, signed as UTF-8 bytes',
    method: 'POST',
    path: '/public/2025-04-01/webhooks',
    body: NON_ASCII_BODY,
    hex: '09b0dda6f91632c2680c6bc32dd0a26c8e5653d6d1adc166411d3bf771b2ddff',
  },
];

describe('signing vectors', () => {
  for (const vector of VECTORS) {
    it(vector.name, async () => {
      const signature = await computeSignature(SECRET_KEY, vector.method, vector.path, vector.body);
      expect(signature).toBe(vector.hex);
      expect(signature).toBe(oracle(vector.method, vector.path, vector.body));
    });
  }

  it('upper-cases the method and writes lower-case hex', async () => {
    const signature = await computeSignature(SECRET_KEY, 'get', '/public/2025-04-01/alerts');
    expect(signature).toBe(VECTORS[0]!.hex);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('builds the signing string byte for byte', () => {
    const bytes = signingBytes('POST', '/p?q=1', new TextEncoder().encode('é'));
    expect(Buffer.from(bytes).toString('hex')).toBe(Buffer.from('POST\n/p?q=1\né', 'utf8').toString('hex'));
    expect(new TextDecoder().decode(signingBytes('GET', '/p', new Uint8Array()))).toBe('GET\n/p\n');
    expect(signingPath('http://h:1/public/2025-04-01/alerts?offset=25&limit=25#x')).toBe(
      '/public/2025-04-01/alerts?offset=25&limit=25',
    );
  });
});

describe('signed requests from the client', () => {
  function signedClient(
    respond = () =>
      json(200, { disputes: [], pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 } }),
  ) {
    const transport = fakeFetch(respond);
    const client = createClient({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      secretKey: SECRET_KEY,
      fetch: transport.fetch,
    });
    return { client, calls: transport.calls };
  }

  it('signs a GET without body over the versioned path', async () => {
    const { client, calls } = signedClient();
    await listDisputes(client);
    expect(calls[0]!.url).toBe('http://127.0.0.1:4010/public/2025-04-01/disputes');
    expect(calls[0]!.headers[SIGNATURE_HEADER]).toBe(oracle('GET', '/public/2025-04-01/disputes'));
  });

  it('signs the query string as sent', async () => {
    const { client, calls } = signedClient(() =>
      json(200, { alerts: [], pagination: { totalCount: 0, offset: 25, limit: 25 } }),
    );
    await listAlerts(client, { offset: 25, limit: 25 });
    expect(calls[0]!.headers[SIGNATURE_HEADER]).toBe(VECTORS[1]!.hex);
  });

  it('signs the exact body bytes that were sent, non-ASCII included', async () => {
    const { client, calls } = signedClient(() => text(201, ''));
    await createWebhook(client, JSON.parse(NON_ASCII_BODY));
    expect(Buffer.from(calls[0]!.body).toString('utf8')).toBe(NON_ASCII_BODY);
    expect(calls[0]!.headers[SIGNATURE_HEADER]).toBe(VECTORS[2]!.hex);
    expect(calls[0]!.headers[SIGNATURE_HEADER]).toBe(
      oracle('POST', '/public/2025-04-01/webhooks', calls[0]!.body),
    );
  });

  it('signs the request as changed by middleware, since signing runs under it', async () => {
    const { client, calls } = signedClient(() => new Response(null, { status: 202 }));
    client.use({
      onRequest: ({ request }) =>
        new Request(`${request.url}?trace=1`, {
          method: request.method,
          headers: request.headers,
          body: '{"outcome":"duplicate"}',
        }),
    });
    await reportAlertOutcome(client, 'a1', 'refunded');
    const path = '/public/2025-04-01/alerts/a1/outcome?trace=1';
    expect(calls[0]!.headers[SIGNATURE_HEADER]).toBe(oracle('POST', path, '{"outcome":"duplicate"}'));
  });

  it('sends no signature without a secret key, or when signing is switched off', async () => {
    for (const options of [{}, { secretKey: SECRET_KEY, signRequests: false }]) {
      const transport = fakeFetch(() => json(200, { success: true, data: [] }));
      const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch: transport.fetch, ...options });
      await client.GET('/webhooks');
      expect(transport.calls[0]!.headers).not.toHaveProperty(SIGNATURE_HEADER);
    }
  });

  it('refuses signRequests without a secret key', () => {
    expect(() => createClient({ apiKey: API_KEY, baseUrl: BASE_URL, signRequests: true })).toThrow(
      /secretKey/,
    );
  });
});
