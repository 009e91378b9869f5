// The Secret Key only signs. It must never leave the client: not in a header line on the wire, not
// in anything a failure throws (message, stack, cause chain, JSON), and not in a serialised
// client. Each failure below is a real one (a reset socket, an unresolvable host, a bad answer),
// because those are the errors that carry the most context.
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createWebhook,
  deleteWebhook,
  getAlert,
  getDispute,
  listAlerts,
  listDisputes,
  listWebhooks,
  reportAlertOutcome,
} from '../src/versions/2025-04-01.js';
import { API_KEY, BASE_URL, SECRET_KEY } from './helpers.js';
import { localServer, type LocalServer } from '@dispute-api/test-support/http';
import { answer, reset } from './answers.js';
import { ENTRIES } from './versions.js';

/** Every text a developer or a log could see of a thrown value, its causes included. */
function renderings(value: unknown, seen = new Set<unknown>()): string[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [String(value)];
  seen.add(value);
  const error = value as { message?: unknown; stack?: unknown; cause?: unknown; errors?: unknown };
  // Every way a value can be turned into text, the default stringification included.
  const texts = [
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    String(value),
    String(error.message),
    String(error.stack),
    inspect(value, { showHidden: true, depth: Infinity, getters: true }),
  ];
  try {
    texts.push(JSON.stringify(value) ?? '');
  } catch {
    // Circular structures cannot be JSON; inspect above still shows them.
  }
  if (error.cause !== undefined) texts.push(...renderings(error.cause, seen));
  if (Array.isArray(error.errors)) for (const inner of error.errors) texts.push(...renderings(inner, seen));
  return texts;
}

const exposes = (value: unknown, secret: string) => renderings(value).some((text) => text.includes(secret));

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return expect.unreachable('expected a failure');
}

let ok: LocalServer;
beforeAll(async () => {
  ok = await localServer((req, res, i) =>
    answer(
      req.method === 'POST' ? 202 : 200,
      '{"disputes":[],"alerts":[],"data":[],"pagination":{"totalCount":0,"offset":0,"limit":25,"totalPages":0}}',
    )(req, res, i),
  );
});
afterAll(() => ok.close());

describe('the secret key stays in the client', () => {
  it('the check itself finds a secret however deep it is (so the tests below can fail)', () => {
    expect(exposes(new Error('outer', { cause: new Error(`inner ${SECRET_KEY}`) }), SECRET_KEY)).toBe(true);
    expect(exposes(new AggregateError([new TypeError(SECRET_KEY)]), SECRET_KEY)).toBe(true);
    expect(exposes(Object.assign(new Error('x'), { config: { secretKey: SECRET_KEY } }), SECRET_KEY)).toBe(
      true,
    );
  });

  it('is in no header line, URL or body of any request, while every request is signed', async () => {
    const client = createClient({ apiKey: API_KEY, secretKey: SECRET_KEY, baseUrl: ok.url, retry: false });
    await listDisputes(client, { offset: 1, limit: 2 });
    await getDispute(client, 'd1');
    await listAlerts(client);
    await getAlert(client, 'a1').catch(() => undefined);
    await reportAlertOutcome(client, 'a1', 'refunded');
    await listWebhooks(client).catch(() => undefined);
    await createWebhook(client, { event: 'alerts.created', url: 'https://m.example/h' });
    await deleteWebhook(client, 'w1');
    await client.PATCH('/disputes/{disputeId}', { params: { path: { disputeId: 'd1' } }, body: {} });
    for (const [, entry] of ENTRIES) {
      await entry.listDisputes(
        entry.createClient({ apiKey: API_KEY, secretKey: SECRET_KEY, baseUrl: ok.url, retry: false }),
        { limit: 1 },
      );
    }
    expect(ok.received.length).toBeGreaterThanOrEqual(9 + ENTRIES.length);
    for (const request of ok.received) {
      const headers = Object.fromEntries(
        request.rawHeaders.flatMap((v, i, all) => (i % 2 === 0 ? [[v.toLowerCase(), all[i + 1]!]] : [])),
      );
      expect(headers['x-api-key'], request.url).toBe(API_KEY);
      expect(headers['x-service-hmac-sha256'], request.url).toMatch(/^[0-9a-f]{64}$/);
      expect(request.rawHeaders.join('\n')).not.toContain(SECRET_KEY);
      expect(request.url).not.toContain(SECRET_KEY);
      expect(request.body).not.toContain(SECRET_KEY);
    }
  });

  it('is in no error a failure throws: network, DNS, bad answers, refusals, bad options', async () => {
    const resetting = await localServer(reset);
    const html = await localServer(answer(200, '<html>502 Bad Gateway</html>', 'text/html'));
    const refusing = await localServer(answer(403, '{"message":"Forbidden"}'));
    const options = {
      apiKey: API_KEY,
      secretKey: SECRET_KEY,
      retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 5, sleep: () => Promise.resolve() },
    };
    const errors = [
      await thrown(() => listDisputes(createClient({ ...options, baseUrl: resetting.url }))),
      await thrown(() =>
        reportAlertOutcome(createClient({ ...options, baseUrl: resetting.url }), 'a1', 'refunded'),
      ),
      await thrown(() => listDisputes(createClient({ ...options, baseUrl: 'http://dispute-api.invalid' }))),
      await thrown(() => listDisputes(createClient({ ...options, baseUrl: html.url }))),
      await thrown(() => createClient({ ...options, baseUrl: html.url }).GET('/disputes')),
      await thrown(() => listDisputes(createClient({ ...options, baseUrl: refusing.url }))),
      await thrown(() =>
        listDisputes(
          createClient({ ...options, baseUrl: ok.url }),
          {},
          { signal: AbortSignal.abort(new Error('stop')) },
        ),
      ),
      await thrown(() => createClient({ baseUrl: BASE_URL, ...options, apiKey: SECRET_KEY })),
      await thrown(() => createClient({ baseUrl: BASE_URL, ...options, retry: { maxRetries: -1 } })),
      await thrown(() => createClient({ ...options, baseUrl: `http://127.0.0.1:1/public/2025-04-01` })),
      await thrown(() => createClient({ apiKey: API_KEY, baseUrl: BASE_URL, signRequests: true })),
    ];
    await Promise.all([resetting.close(), html.close(), refusing.close()]);
    expect(errors).toHaveLength(11);
    errors.forEach((error, i) => {
      expect(error, `failure ${i}`).toBeInstanceOf(Error);
      expect(exposes(error, SECRET_KEY), `failure ${i} shows the secret key: ${inspect(error)}`).toBe(false);
    });
  });

  it('is not in JSON.stringify, util.inspect or String of a client, before or after use', async () => {
    for (const [, entry] of ENTRIES) {
      const client = entry.createClient({ apiKey: API_KEY, secretKey: SECRET_KEY, baseUrl: ok.url });
      await entry.listDisputes(client);
      for (const text of [
        JSON.stringify(client),
        inspect(client, { showHidden: true, depth: Infinity, getters: true }),
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the default stringification must not show a key
        String(client),
      ]) {
        expect(text).not.toContain(SECRET_KEY);
      }
    }
  });
});
