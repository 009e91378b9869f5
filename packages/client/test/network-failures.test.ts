// Network failures on real sockets: a connection reset (a server that answers with RST) and a DNS
// failure (a `.invalid` host, RFC 6761, which never resolves, so no request ever leaves this
// machine). Under the retry policy a GET is repeated, a POST, PATCH or DELETE is not: its effect
// is unknown, as after a 500.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createClient,
  createWebhook,
  deleteWebhook,
  listDisputes,
  reportAlertOutcome,
} from '../src/versions/2025-04-01.js';
import { API_KEY, SECRET_KEY } from './helpers.js';
import { localServer, type LocalServer } from '@dispute-api/test-support/http';
import { answer, reset } from './answers.js';
import { ENTRIES } from './versions.js';

// Waits are skipped: these tests count attempts, retry.test.ts checks the schedule.
const RETRY = { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 10, sleep: () => Promise.resolve() };
const PAGE = JSON.stringify({
  disputes: [],
  pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 },
});

/** The rejection of `promise`, with the low-level cause that says what failed. */
async function failure(promise: Promise<unknown>): Promise<{ error: unknown; code: unknown }> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  return { error, code: (error as { cause?: { code?: unknown } }).cause?.code };
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('connection reset', () => {
  const client = (options: { retry?: typeof RETRY | false } = {}) =>
    createClient({ apiKey: API_KEY, secretKey: SECRET_KEY, baseUrl: server!.url, retry: RETRY, ...options });

  it('repeats a GET up to maxRetries, then throws the network error', async () => {
    server = await localServer(reset);
    const { error, code } = await failure(listDisputes(client()));
    expect(code).toBe('ECONNRESET');
    expect(error).toBeInstanceOf(TypeError);
    expect(server.received.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('recovers when a repeated GET gets through', async () => {
    server = await localServer((req, res, index) =>
      index < 2 ? reset(req, res, index) : answer(200, PAGE)(req, res, index),
    );
    await expect(listDisputes(client())).resolves.toMatchObject({ disputes: [] });
    expect(server.received).toHaveLength(3);
  });

  it('makes one attempt with retry: false', async () => {
    server = await localServer(reset);
    expect((await failure(listDisputes(client({ retry: false })))).code).toBe('ECONNRESET');
    expect(server.received).toHaveLength(1);
  });

  it.each([
    ['POST', (c: ReturnType<typeof client>) => reportAlertOutcome(c, 'a1', 'refunded')],
    [
      'POST',
      (c: ReturnType<typeof client>) =>
        createWebhook(c, { event: 'alerts.created', url: 'https://m.example/h' }),
    ],
    [
      'PATCH',
      (c: ReturnType<typeof client>) =>
        c.PATCH('/disputes/{disputeId}', { params: { path: { disputeId: 'd1' } }, body: {} }),
    ],
    ['DELETE', (c: ReturnType<typeof client>) => deleteWebhook(c, 'w1')],
  ] as const)('never repeats a %s', async (method, call) => {
    server = await localServer(reset);
    expect((await failure(call(client()))).code).toBe('ECONNRESET');
    expect(server.received.map((r) => r.method)).toEqual([method]);
  });

  it.each(ENTRIES)('applies the same rules in %s', async (_version, entry) => {
    server = await localServer(reset);
    const client = entry.createClient({ apiKey: API_KEY, baseUrl: server.url, retry: RETRY });
    await failure(entry.listDisputes(client));
    await failure(entry.createWebhook(client, { event: 'dispute.created', url: 'https://m.example/h' }));
    expect(server.received.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'POST']);
  });
});

describe('DNS failure', () => {
  // Counts attempts on the way to the real fetch, which fails to resolve the host.
  function countingClient(retry: typeof RETRY | false = RETRY) {
    const attempts: string[] = [];
    const client = createClient({
      apiKey: API_KEY,
      secretKey: SECRET_KEY,
      baseUrl: 'http://dispute-api.invalid',
      retry,
      fetch: (request) => {
        attempts.push(request.method);
        return globalThis.fetch(request);
      },
    });
    return { client, attempts };
  }

  it('repeats a GET, then throws the resolver error', async () => {
    const { client, attempts } = countingClient();
    const { error, code } = await failure(listDisputes(client));
    expect(error).toBeInstanceOf(TypeError);
    expect(code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
    expect(attempts).toEqual(['GET', 'GET', 'GET']);
  });

  it('never repeats a POST', async () => {
    const { client, attempts } = countingClient();
    expect((await failure(reportAlertOutcome(client, 'a1', 'refunded'))).code).toMatch(
      /^(ENOTFOUND|EAI_AGAIN)$/,
    );
    expect(attempts).toEqual(['POST']);
  });
});
