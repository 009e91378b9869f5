import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, DisputeApiError, getAlert, listDisputes, reportAlertOutcome } from '../src/versions/2025-04-01.js';
import { backoffDelay, resolveRetryOptions, shouldRetryStatus } from '../src/retry.js';
import { SIGNATURE_HEADER } from '../src/signing.js';
import { API_KEY, SECRET_KEY, fakeFetch, json, structured } from './helpers.js';

const PAGE = { disputes: [], pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 } };
const tooMany = (headers: Record<string, string> = {}) => json(429, structured('rate_limit_error', 'rate_limited', 'Too many requests'), headers);
const serverError = (status = 500) => json(status, structured('api_error', 'internal_error', 'Internal server error'));

/** Answers the given responses in order, then 200. */
function script(...responses: (() => Response | never)[]) {
  return fakeFetch((_request, index) => (responses[index] ?? (() => json(200, PAGE)))());
}

const RETRY = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 5_000 };

// Unsigned, so every step before a wait is a microtask that the fake clock's async advance flushes.
function client(fetch: (request: Request) => Promise<Response>) {
  return createClient({ apiKey: API_KEY, fetch, retry: RETRY });
}

// Captured before the clock is faked. WebCrypto completes off the microtask queue, so a signed
// request needs real turns of the event loop before its first attempt and its wait exist.
const realSetImmediate = setImmediate;
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !condition(); turn += 1) await new Promise((resolve) => realSetImmediate(resolve));
  expect(condition()).toBe(true);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('retry schedule', () => {
  it('honours Retry-After seconds on 429', async () => {
    const { fetch, calls } = script(() => tooMany({ 'retry-after': '3' }));
    const done = listDisputes(client(fetch));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toHaveLength(2);
  });

  it('caps Retry-After at maxDelayMs', async () => {
    const { fetch, calls } = script(() => tooMany({ 'retry-after': '120' }));
    const done = listDisputes(client(fetch));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toHaveLength(2);
  });

  it('backs off exponentially with jitter on 429 without Retry-After, and on 500/502', async () => {
    // random() = 0.5 and baseDelayMs = 100: waits of 50, 100 and 200 ms.
    const { fetch, calls } = script(() => tooMany(), () => serverError(500), () => serverError(502));
    const done = listDisputes(client(fetch));
    for (const [wait, expected] of [[49, 1], [1, 2], [99, 2], [1, 3], [199, 3], [1, 4]] as const) {
      await vi.advanceTimersByTimeAsync(wait);
      expect(calls).toHaveLength(expected);
    }
    await done;
  });

  it('keeps every backoff within [0, min(maxDelayMs, baseDelayMs * 2^attempt))', () => {
    const options = { maxRetries: 10, baseDelayMs: 100, maxDelayMs: 3_000 };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const ceiling = Math.min(3_000, 100 * 2 ** attempt);
      expect(backoffDelay(attempt, options, () => 0)).toBe(0);
      expect(backoffDelay(attempt, options, () => 0.5)).toBe(Math.floor(ceiling / 2));
      expect(backoffDelay(attempt, options, () => 0.999_999)).toBe(Math.floor(0.999_999 * ceiling));
      expect(backoffDelay(attempt, options, () => 0.999_999)).toBeLessThan(ceiling);
    }
  });

  it('gives up after maxRetries and returns the last error', async () => {
    const { fetch, calls } = script(...Array.from({ length: 10 }, () => () => serverError(502)));
    const done = listDisputes(client(fetch)).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await done;
    expect(calls).toHaveLength(4);
    expect(error).toBeInstanceOf(DisputeApiError);
    expect((error as DisputeApiError).status).toBe(502);
  });

  it('makes a single attempt with retry: false', async () => {
    const { fetch, calls } = script(() => serverError(500));
    await expect(listDisputes(createClient({ apiKey: API_KEY, fetch, retry: false }))).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('rejects invalid retry options', () => {
    expect(() => resolveRetryOptions({ maxRetries: -1 })).toThrow(RangeError);
    expect(() => resolveRetryOptions({ baseDelayMs: 1.5 })).toThrow(RangeError);
    expect(resolveRetryOptions(false).maxRetries).toBe(0);
  });
});

describe('which requests repeat', () => {
  it('never repeats a POST on 500 or 502', async () => {
    for (const status of [500, 502]) {
      const { fetch, calls } = script(() => serverError(status));
      const done = reportAlertOutcome(client(fetch), 'a1', 'refunded').catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await done).toMatchObject({ status, retrySafe: true });
      expect(calls).toHaveLength(1);
    }
  });

  it('never repeats PATCH or DELETE on 500 or 502', async () => {
    for (const status of [500, 502]) {
      const { fetch, calls } = script(() => serverError(status), () => serverError(status));
      const api = client(fetch);
      await api.PATCH('/disputes/{disputeId}', { params: { path: { disputeId: 'd1' } }, body: {} });
      await api.DELETE('/webhooks/{id}', { params: { path: { id: 'w1' } } });
      expect(calls.map((call) => call.method)).toEqual(['PATCH', 'DELETE']);
    }
  });

  it('repeats a POST on 429 with the same bytes and signature', async () => {
    const { fetch, calls } = script(() => tooMany({ 'retry-after': '1' }), () => new Response(null, { status: 202 }));
    const done = reportAlertOutcome(createClient({ apiKey: API_KEY, secretKey: SECRET_KEY, fetch, retry: RETRY }), 'a1', 'refunded');
    await until(() => vi.getTimerCount() === 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls).toHaveLength(2);
    expect(Buffer.from(calls[1]!.body).toString()).toBe('{"outcome":"refunded"}');
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(calls[1]!.headers[SIGNATURE_HEADER]).toBe(calls[0]!.headers[SIGNATURE_HEADER]);
  });

  it('never repeats 400, 401, 403 or 404', async () => {
    for (const status of [400, 401, 403, 404]) {
      const { fetch, calls } = script(() => json(status, { message: 'no' }));
      const done = getAlert(client(fetch), 'a1').catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await done).toMatchObject({ status, retrySafe: false });
      expect(calls).toHaveLength(1);
    }
  });

  it('repeats GET on 500 and 502', async () => {
    const { fetch, calls } = script(() => serverError(500), () => serverError(502));
    const done = listDisputes(client(fetch));
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual(PAGE);
    expect(calls).toHaveLength(3);
  });

  it('matches the reference in its status table', () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) expect(shouldRetryStatus(429, method)).toBe(true);
    for (const status of [500, 502]) {
      expect(shouldRetryStatus(status, 'GET')).toBe(true);
      for (const method of ['POST', 'PATCH', 'DELETE']) expect(shouldRetryStatus(status, method)).toBe(false);
    }
    for (const status of [400, 401, 403, 404, 409, 501, 503, 504]) expect(shouldRetryStatus(status, 'GET')).toBe(false);
  });
});

describe('network errors and aborts', () => {
  it('repeats a GET after a network error', async () => {
    let first = true;
    const { fetch, calls } = fakeFetch(() => {
      if (first) {
        first = false;
        throw new TypeError('fetch failed');
      }
      return json(200, PAGE);
    });
    const done = listDisputes(client(fetch));
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual(PAGE);
    expect(calls).toHaveLength(2);
  });

  it('does not repeat a POST after a network error', async () => {
    const { fetch, calls } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const done = reportAlertOutcome(client(fetch), 'a1', 'refunded').catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await done).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(1);
  });

  it('does not repeat a request aborted in flight', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(() => {
      controller.abort();
      throw new DOMException('This operation was aborted', 'AbortError');
    });
    const done = listDisputes(client(fetch), {}, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await done).toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('stops waiting and does not repeat when aborted during a backoff', async () => {
    const controller = new AbortController();
    const { fetch, calls } = script(() => tooMany({ 'retry-after': '4' }));
    const done = listDisputes(client(fetch), {}, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await done).toMatchObject({ name: 'AbortError' });
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(1);
  });
});
