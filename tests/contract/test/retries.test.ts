import type { RunningMock } from '@dispute-api/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingClient2025, v2025, withMock } from './harness.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await withMock();
});
afterAll(() => mock?.close());

describe('retry rules against the mock', () => {
  it('waits Retry-After seconds on 429 and tries again', async () => {
    const { client, exchanges } = recordingClient2025(mock, { retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 10_000 } });
    const started = performance.now();
    const { error, response } = await client.GET('/alerts', { headers: { Prefer: 'code=429' } });
    const elapsed = performance.now() - started;
    expect(response.status).toBe(429);
    expect(exchanges.map((e) => e.status)).toEqual([429, 429]);
    // The spec's example Retry-After is 1 second; with a 1 ms base backoff only the header explains the wait.
    expect(elapsed).toBeGreaterThanOrEqual(950);
    const typed = v2025.toApiError(response, error);
    expect(typed).toMatchObject({ status: 429, retrySafe: true });
  });

  it('does not repeat a POST that answered 500', async () => {
    const { client, exchanges } = recordingClient2025(mock);
    const { response } = await client.POST('/alerts/{alertId}/outcome', {
      params: { path: { alertId: '6601a7c3e4b0c1d2e3f40a11' } },
      body: { outcome: 'refunded' },
      headers: { Prefer: 'code=500' },
    });
    expect(response.status).toBe(500);
    expect(exchanges).toHaveLength(1);
  });

  it('repeats a GET that answered 500, up to the retry limit', async () => {
    const { client, exchanges } = recordingClient2025(mock);
    const { response } = await client.GET('/disputes', { headers: { Prefer: 'code=500' } });
    expect(response.status).toBe(500);
    expect(exchanges).toHaveLength(3);
  });

  it('reports an alert outcome with the typed helper', async () => {
    const { client, exchanges } = recordingClient2025(mock);
    await expect(v2025.reportAlertOutcome(client, '6601a7c3e4b0c1d2e3f40a11', 'refunded')).resolves.toBeUndefined();
    expect(exchanges.map((e) => [e.method, e.status])).toEqual([['POST', 202]]);
  });
});
