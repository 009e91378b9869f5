import { describe, expect, it, vi } from 'vitest';
import {
  createClient,
  DisputeApiError,
  getAlert,
  listDisputes,
  reportAlertOutcome,
} from '../src/versions/2025-04-01.js';
import { backoffDelay, resolveRetryOptions, shouldRetryStatus } from '../src/retry.js';
import { SIGNATURE_HEADER } from '../src/signing.js';
import { API_KEY, BASE_URL, SECRET_KEY, fakeFetch, json, structured } from './helpers.js';

const PAGE = { disputes: [], pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 } };
const tooMany = (headers: Record<string, string> = {}) =>
  json(429, structured('rate_limit_error', 'rate_limited', 'Too many requests'), headers);
const serverError = (status = 500) =>
  json(status, structured('api_error', 'internal_error', 'Internal server error'));

/** Answers the given responses in order, then 200. */
function script(...responses: (() => Response | never)[]) {
  return fakeFetch((_request, index) => (responses[index] ?? (() => json(200, PAGE)))());
}

/**
 * The retry policy's clock: each wait is recorded and lasts until the test ends it (`release`), or
 * ends at once with `immediate`. An abort ends a wait as the default timer does.
 */
function testClock({ immediate = false } = {}) {
  const waits: number[] = [];
  const pending: (() => void)[] = [];
  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      waits.push(ms);
      if (signal.aborted) return reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      if (immediate) resolve();
      else pending.push(resolve);
    });
  return { sleep, waits, release: () => pending.shift()?.() };
}

const RETRY = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 5_000, random: () => 0.5 };

function client(fetch: (request: Request) => Promise<Response>, clock = testClock({ immediate: true })) {
  return createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch, retry: { ...RETRY, sleep: clock.sleep } });
}

/** Turns of the event loop until `condition` holds (signing finishes off the microtask queue). */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 10_000 && !condition(); turn += 1)
    await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

describe('retry schedule', () => {
  it('honours Retry-After seconds on 429', async () => {
    const clock = testClock();
    const { fetch, calls } = script(() => tooMany({ 'retry-after': '3' }));
    const done = listDisputes(client(fetch, clock));
    await until(() => clock.waits.length === 1);
    expect(clock.waits).toEqual([3_000]);
    expect(calls).toHaveLength(1);
    clock.release();
    await done;
    expect(calls).toHaveLength(2);
  });

  it('caps Retry-After at maxDelayMs', async () => {
    const clock = testClock({ immediate: true });
    const { fetch, calls } = script(() => tooMany({ 'retry-after': '120' }));
    await listDisputes(client(fetch, clock));
    expect(clock.waits).toEqual([5_000]);
    expect(calls).toHaveLength(2);
  });

  it('backs off exponentially with jitter on 429 without Retry-After, and on 500/502', async () => {
    // random() = 0.5 and baseDelayMs = 100: waits of 50, 100 and 200 ms.
    const clock = testClock({ immediate: true });
    const { fetch, calls } = script(
      () => tooMany(),
      () => serverError(500),
      () => serverError(502),
    );
    await listDisputes(client(fetch, clock));
    expect(clock.waits).toEqual([50, 100, 200]);
    expect(calls).toHaveLength(4);
  });

  it('waits a Retry-After of fractional seconds, and ignores one that is not a number of seconds', async () => {
    const clock = testClock({ immediate: true });
    const { fetch } = script(
      () => tooMany({ 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }),
      () => tooMany({ 'retry-after': '-1' }),
      () => tooMany({ 'retry-after': '1.5' }),
    );
    await listDisputes(client(fetch, clock));
    expect(clock.waits).toEqual([50, 100, 1_500]);
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
    const error = await listDisputes(client(fetch)).catch((reason: unknown) => reason);
    expect(calls).toHaveLength(4);
    expect(error).toBeInstanceOf(DisputeApiError);
    expect((error as DisputeApiError).status).toBe(502);
  });

  it('makes a single attempt with retry: false', async () => {
    const { fetch, calls } = script(() => serverError(500));
    await expect(
      listDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch, retry: false })),
    ).rejects.toMatchObject({
      status: 500,
    });
    expect(calls).toHaveLength(1);
  });

  it('rejects invalid retry options', () => {
    expect(() => resolveRetryOptions({ maxRetries: -1 })).toThrow(RangeError);
    expect(() => resolveRetryOptions({ baseDelayMs: 1.5 })).toThrow(RangeError);
    expect(resolveRetryOptions(false).maxRetries).toBe(0);
  });

  it('waits on a timer by default, and an abort ends the wait', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const { fetch, calls } = script(
        () => tooMany({ 'retry-after': '2' }),
        () => tooMany({ 'retry-after': '2' }),
      );
      const api = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch, retry: RETRY });
      const done = listDisputes(api, {}, { signal: controller.signal }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1_999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      controller.abort();
      expect(await done).toMatchObject({ name: 'AbortError' });
      expect(vi.getTimerCount()).toBe(0);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('which requests repeat', () => {
  it('never repeats a POST on 500 or 502', async () => {
    for (const status of [500, 502]) {
      const { fetch, calls } = script(() => serverError(status));
      const error = await reportAlertOutcome(client(fetch), 'a1', 'refunded').catch(
        (reason: unknown) => reason,
      );
      expect(error).toMatchObject({ status, retrySafe: true });
      expect(calls).toHaveLength(1);
    }
  });

  it('never repeats PATCH or DELETE on 500 or 502', async () => {
    for (const status of [500, 502]) {
      const { fetch, calls } = script(
        () => serverError(status),
        () => serverError(status),
      );
      const api = client(fetch);
      await api.PATCH('/disputes/{disputeId}', { params: { path: { disputeId: 'd1' } }, body: {} });
      await api.DELETE('/webhooks/{id}', { params: { path: { id: 'w1' } } });
      expect(calls.map((call) => call.method)).toEqual(['PATCH', 'DELETE']);
    }
  });

  it('repeats a POST on 429 with the same bytes and signature', async () => {
    const clock = testClock();
    const { fetch, calls } = script(
      () => tooMany({ 'retry-after': '1' }),
      () => new Response(null, { status: 202 }),
    );
    const api = createClient({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      secretKey: SECRET_KEY,
      fetch,
      retry: { ...RETRY, sleep: clock.sleep },
    });
    const done = reportAlertOutcome(api, 'a1', 'refunded');
    await until(() => clock.waits.length === 1);
    expect(clock.waits).toEqual([1_000]);
    expect(calls).toHaveLength(1);
    clock.release();
    await done;
    expect(calls).toHaveLength(2);
    expect(Buffer.from(calls[1]!.body).toString()).toBe('{"outcome":"refunded"}');
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(calls[1]!.headers[SIGNATURE_HEADER]).toBe(calls[0]!.headers[SIGNATURE_HEADER]);
  });

  it('sends the body again on every repeat of a POST, however many', async () => {
    const { fetch, calls } = script(
      () => tooMany(),
      () => tooMany(),
      () => tooMany(),
      () => new Response(null, { status: 202 }),
    );
    await reportAlertOutcome(client(fetch), 'a1', 'refunded');
    expect(calls.map((call) => Buffer.from(call.body).toString())).toEqual(
      Array(4).fill('{"outcome":"refunded"}'),
    );
  });

  it('never repeats 400, 401, 403 or 404', async () => {
    for (const status of [400, 401, 403, 404]) {
      const { fetch, calls } = script(() => json(status, { message: 'no' }));
      const error = await getAlert(client(fetch), 'a1').catch((reason: unknown) => reason);
      expect(error).toMatchObject({ status, retrySafe: false });
      expect(calls).toHaveLength(1);
    }
  });

  it('repeats GET on 500 and 502', async () => {
    const { fetch, calls } = script(
      () => serverError(500),
      () => serverError(502),
    );
    await expect(listDisputes(client(fetch))).resolves.toEqual(PAGE);
    expect(calls).toHaveLength(3);
  });

  it('follows the API in its status table', () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'])
      expect(shouldRetryStatus(429, method)).toBe(true);
    for (const status of [500, 502]) {
      expect(shouldRetryStatus(status, 'GET')).toBe(true);
      for (const method of ['POST', 'PATCH', 'DELETE']) expect(shouldRetryStatus(status, method)).toBe(false);
    }
    for (const status of [400, 401, 403, 404, 409, 501, 503, 504])
      expect(shouldRetryStatus(status, 'GET')).toBe(false);
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
    await expect(listDisputes(client(fetch))).resolves.toEqual(PAGE);
    expect(calls).toHaveLength(2);
  });

  it('does not repeat a POST after a network error', async () => {
    const { fetch, calls } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    expect(
      await reportAlertOutcome(client(fetch), 'a1', 'refunded').catch((error: unknown) => error),
    ).toBeInstanceOf(TypeError);
    expect(calls).toHaveLength(1);
  });

  it('does not repeat a request aborted in flight', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(() => {
      controller.abort();
      throw new DOMException('This operation was aborted', 'AbortError');
    });
    const error = await listDisputes(client(fetch), {}, { signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('does not repeat a 429 once the caller aborted', async () => {
    const controller = new AbortController();
    const clock = testClock({ immediate: true });
    const { fetch, calls } = fakeFetch(() => {
      controller.abort();
      return tooMany();
    });
    await listDisputes(client(fetch, clock), {}, { signal: controller.signal }).catch(() => undefined);
    expect(clock.waits).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('stops waiting and does not repeat when aborted during a backoff', async () => {
    const controller = new AbortController();
    const clock = testClock();
    const { fetch, calls } = script(() => tooMany({ 'retry-after': '4' }));
    const done = listDisputes(client(fetch, clock), {}, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await until(() => clock.waits.length === 1);
    controller.abort();
    expect(await done).toMatchObject({ name: 'AbortError' });
    clock.release();
    expect(calls).toHaveLength(1);
  });
});
