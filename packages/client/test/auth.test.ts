import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  LOCAL_MOCK_URL,
  createClient,
  createWebhook,
  listDisputes,
  reportAlertOutcome,
} from '../src/versions/2025-04-01.js';
import { API_KEY, BASE_URL, SECRET_KEY, fakeFetch, json } from './helpers.js';
import { ENTRIES } from './versions.js';

const ok = () =>
  json(200, { disputes: [], pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 } });
const hasSecret = (value: string) => value.includes(SECRET_KEY);

describe('auth', () => {
  it('puts x-api-key on every request, whatever the method or path', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, secretKey: SECRET_KEY, fetch });
    await client.GET('/health-check');
    await client.GET('/disputes');
    await client.POST('/webhooks', { body: { event: 'alerts.created', url: 'https://m.example/h' } });
    await client.DELETE('/webhooks/{id}', { params: { path: { id: 'w1' } } });
    await client.PATCH('/disputes/{disputeId}', { params: { path: { disputeId: 'd1' } }, body: {} });
    expect(calls).toHaveLength(5);
    for (const call of calls) expect(call.headers['x-api-key']).toBe(API_KEY);
  });

  it('never sends the secret key: not in a header, the URL or the body', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 202 }));
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, secretKey: SECRET_KEY, fetch });
    await reportAlertOutcome(client, 'a1', 'refunded');
    await createWebhook(client, { event: 'dispute.created', url: 'https://m.example/h' });
    for (const call of calls) {
      expect(Object.values(call.headers).some(hasSecret)).toBe(false);
      expect(hasSecret(call.url)).toBe(false);
      expect(hasSecret(Buffer.from(call.body).toString())).toBe(false);
    }
  });

  it.each(ENTRIES)(
    'keeps the keys out of JSON.stringify and util.inspect of the client (%s)',
    (_version, entry) => {
      const client = entry.createClient({ apiKey: API_KEY, baseUrl: BASE_URL, secretKey: SECRET_KEY });
      const shown = [
        JSON.stringify(client),
        inspect(client, { showHidden: true, depth: Infinity, getters: true }),
        // Asked on purpose: the default stringification must not show a key either.
        // eslint-disable-next-line @typescript-eslint/no-base-to-string
        String(client),
      ];
      for (const text of shown) {
        expect(hasSecret(text)).toBe(false);
        expect(text.includes(API_KEY)).toBe(false);
      }
    },
  );

  it('keeps the secret key out of errors', async () => {
    const errors: unknown[] = [];
    const forbidden = createClient({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      secretKey: SECRET_KEY,
      retry: false,
      fetch: fakeFetch(() => json(403, { message: 'Forbidden' })).fetch,
    });
    errors.push(await listDisputes(forbidden).catch((error: unknown) => error));
    const offline = createClient({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      secretKey: SECRET_KEY,
      retry: false,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    errors.push(await listDisputes(offline).catch((error: unknown) => error));
    errors.push(
      captureThrow(() => createClient({ apiKey: SECRET_KEY, baseUrl: BASE_URL, secretKey: SECRET_KEY })),
    );
    errors.push(
      captureThrow(() =>
        createClient({
          apiKey: API_KEY,
          baseUrl: BASE_URL,
          secretKey: SECRET_KEY,
          retry: { maxRetries: -1 },
        }),
      ),
    );
    expect(errors.every((error) => error instanceof Error)).toBe(true);
    for (const error of errors)
      expect(hasSecret(inspect(error, { showHidden: true, depth: Infinity }))).toBe(false);
  });

  it('refuses a missing Access Key, and the Secret Key given as the Access Key', () => {
    expect(() => createClient({ apiKey: '', baseUrl: BASE_URL })).toThrow(/apiKey/);
    expect(() => createClient({} as never)).toThrow(/apiKey/);
    expect(() => createClient({ apiKey: SECRET_KEY, baseUrl: BASE_URL, secretKey: SECRET_KEY })).toThrow(
      /equals `secretKey`/,
    );
  });
});

describe('server address', () => {
  it('appends /public/<version> to the base address, trailing slashes dropped', async () => {
    const { fetch, calls } = fakeFetch(ok);
    await listDisputes(createClient({ apiKey: API_KEY, fetch, baseUrl: 'https://api.example.com/' }));
    await listDisputes(createClient({ apiKey: API_KEY, fetch, baseUrl: LOCAL_MOCK_URL }));
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/public/2025-04-01/disputes',
      'http://127.0.0.1:4010/public/2025-04-01/disputes',
    ]);
  });

  it.each(ENTRIES)('requires the base address, having no default to fall back on (%s)', (_, entry) => {
    const { fetch, calls } = fakeFetch(ok);
    for (const baseUrl of [undefined, '', null, 4010]) {
      expect(() => entry.createClient({ apiKey: API_KEY, fetch, baseUrl } as never)).toThrow(
        'createClient: `baseUrl` is required: the API reference gives no production address',
      );
    }
    expect(calls).toEqual([]);
  });

  it('requires the base address in the type too', () => {
    // @ts-expect-error `baseUrl` is a required option
    expect(() => createClient({ apiKey: API_KEY })).toThrow(/`baseUrl` is required/);
  });

  it.each(ENTRIES)('puts each version in the path, query included (%s)', async (version, entry) => {
    const { fetch, calls } = fakeFetch(ok);
    await entry
      .listDisputes(entry.createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), { limit: 3 })
      .catch(() => undefined);
    expect(calls.map((call) => call.url)).toEqual([`${BASE_URL}/public/${version}/disputes?limit=3`]);
  });

  it('refuses a base address that already holds the version prefix', () => {
    expect(() =>
      createClient({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:4010/public/2025-04-01' }),
    ).toThrow(/baseUrl/);
  });
});

function captureThrow(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}
