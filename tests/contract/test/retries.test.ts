// The client's retry rules against both modes: `Prefer: code=N` for a documented error status gets
// the spec's example in the sandbox too, without touching its state.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  isSandbox,
  MODES,
  recordingClient2025,
  SAMPLE_IDS,
  v2025,
  withMock,
  type ContractMock,
} from './harness.js';

describe.each(MODES)('retry rules against the %s mock', (mode) => {
  let mock: ContractMock;
  beforeAll(async () => {
    mock = await withMock(mode);
  });
  beforeEach(() => mock.resetState());
  afterEach(() => expect(mock.takeDrift()).toEqual([]));
  afterAll(() => mock?.close());

  it('waits Retry-After seconds on 429 and tries again', async () => {
    const { client, exchanges } = recordingClient2025(mock, {
      retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 10_000 },
    });
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
      params: { path: { alertId: SAMPLE_IDS.alertId } },
      body: { outcome: 'refunded' },
      headers: { Prefer: 'code=500' },
    });
    expect(response.status).toBe(500);
    expect(exchanges).toHaveLength(1);
    if (isSandbox(mode)) expect((await v2025.getAlert(client, SAMPLE_IDS.alertId)).outcome).toBeNull();
  });

  it('repeats a GET that answered 500, up to the retry limit', async () => {
    const { client, exchanges } = recordingClient2025(mock);
    const { response } = await client.GET('/disputes', { headers: { Prefer: 'code=500' } });
    expect(response.status).toBe(500);
    expect(exchanges).toHaveLength(3);
  });

  it('reports an alert outcome with the typed helper', async () => {
    const { client, exchanges } = recordingClient2025(mock);
    await expect(v2025.reportAlertOutcome(client, SAMPLE_IDS.alertId, 'refunded')).resolves.toBeUndefined();
    expect(exchanges.map((e) => [e.method, e.status])).toEqual([['POST', 202]]);
  });
});
