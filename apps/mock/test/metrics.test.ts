// Prometheus metrics (node/metrics.ts): on a port of their own, a registry per mock, default process
// metrics, answers by operation and status with labels from a bounded set, a latency histogram with
// explicit buckets, and what the durable store will feed (spaces, store calls).
import type { Histogram } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../src/node/metrics.js';
import { createMemoryStore } from '../src/core/store/memory-store.js';
import type { Observer } from '../src/core/metrics.js';
import type { RunningMock } from '../src/index.js';
import { call, start } from './helpers/mock.js';
import { scrape } from './helpers/prometheus.js';

const REQUESTS = 'dispute_api_mock_requests_total';

describe('metrics of a running mock', () => {
  let mock: RunningMock;
  let other: RunningMock;
  beforeAll(async () => {
    [mock, other] = await Promise.all([start({ metricsPort: 0 }), start({ metricsPort: 0 })]);
  });
  afterAll(() => Promise.all([mock.close(), other.close()]));

  it('counts an answer by its operationId and status, in the text format', async () => {
    const labels = { operation: 'listAlerts', status: '200' };
    const before = (await scrape(mock.metricsUrl!)).value(REQUESTS, labels);
    expect((await call(mock, '/public/2025-04-01/alerts?limit=1', { socket: true })).status).toBe(200);
    const after = await scrape(mock.metricsUrl!);
    expect(after.value(REQUESTS, labels)).toBe(before + 1);
    expect(after.types.get(REQUESTS)).toBe('COUNTER');
    expect(after.types.get('dispute_api_mock_request_duration_seconds')).toBe('HISTOGRAM');
  });

  it("labels with the contract's operationIds, control and unknown: never a path, a key or an id", async () => {
    await call(mock, '/public/2025-04-01/alerts/ffffffffffffffffffffffff');
    await call(mock, '/__mock/state');
    await call(mock, '/public/2025-04-01/no-such-path');
    await call(mock, '/favicon.ico?x-api-key=local-dev-key');
    const operations = new Set(mock.engine.versions.flatMap((v) => v.operations.map((o) => o.operationId)));
    const { samples } = await scrape(mock.metricsUrl!);
    const labels = samples(REQUESTS).map((s) => s.labels.operation!);
    expect(labels).toEqual(expect.arrayContaining(['getAlert', 'control', 'unknown']));
    expect(labels.filter((l) => !operations.has(l) && l !== 'control' && l !== 'unknown')).toEqual([]);
    expect(samples(REQUESTS).every((s) => /^\d{3}$/.test(s.labels.status!))).toBe(true);
  });

  it("has the process's default metrics", async () => {
    const { types } = await scrape(mock.metricsUrl!);
    expect(types.get('process_cpu_seconds_total')).toBe('COUNTER');
    expect(types.get('nodejs_heap_size_used_bytes')).toBe('GAUGE');
  });

  it('keeps a registry per mock: two in one process count apart', async () => {
    const labels = { operation: 'listWebhooks', status: '200' };
    const [mine, theirs] = [await scrape(mock.metricsUrl!), await scrape(other.metricsUrl!)];
    await call(other, '/public/2025-04-01/webhooks');
    expect((await scrape(other.metricsUrl!)).value(REQUESTS, labels)).toBe(
      theirs.value(REQUESTS, labels) + 1,
    );
    expect((await scrape(mock.metricsUrl!)).value(REQUESTS, labels)).toBe(mine.value(REQUESTS, labels));
  });

  it("serves them on the metrics port only, at /metrics and /__mock/metrics; the API's port has none", async () => {
    const base = mock.metricsUrl!.replace(/\/metrics$/, '');
    expect((await fetch(`${base}/__mock/metrics`)).status).toBe(200);
    expect((await fetch(`${base}/public/2025-04-01/alerts`)).status).toBe(404);
    expect((await call(mock, '/__mock/metrics', { socket: true })).status).toBe(404);
  });

  it('has no metrics port unless asked for one', async () => {
    const plain = await start();
    try {
      expect(plain.metricsUrl).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

/** A histogram's bucket counts by `le`, for the series with `labels`, from prom-client's own values. */
async function buckets(
  metrics: ReturnType<typeof createMetrics>,
  name: string,
  labels: Record<string, string>,
) {
  const histogram = metrics.registry.getSingleMetric(name) as Histogram;
  return Object.fromEntries(
    (await histogram.get()).values
      .filter((v) => v.metricName === `${name}_bucket`)
      .filter((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))
      .map((v) => [String(v.labels.le), v.value]),
  );
}

describe("the observer's metrics", () => {
  it('puts answers in the explicit latency buckets', async () => {
    const metrics = createMetrics();
    metrics.observer.answered('listAlerts', 200, 0.003);
    metrics.observer.answered('listAlerts', 200, 7);
    const counts = await buckets(metrics, 'dispute_api_mock_request_duration_seconds', {
      operation: 'listAlerts',
    });
    expect(counts).toMatchObject({ '0.0025': 0, '0.005': 1, '5': 1, '10': 2, '+Inf': 2 });
  });

  it('counts refusals of the rate limit, spaces and store calls, with at most 16 kinds of call', async () => {
    const metrics = createMetrics();
    const observer: Observer = metrics.observer;
    observer.rateLimited();
    observer.spaces(3, 40);
    for (let i = 0; i < 20; i++) observer.storeCall(`kind${i}`, 0.002);
    const json = await metrics.registry.getMetricsAsJSON();
    const valueOf = (name: string) => json.find((m) => m.name === name)!.values[0]!.value;
    expect(valueOf('dispute_api_mock_rate_limited_total')).toBe(1);
    expect(valueOf('dispute_api_mock_spaces_in_memory')).toBe(3);
    expect(valueOf('dispute_api_mock_spaces_stored')).toBe(40);
    const kinds = new Set(
      json
        .find((m) => m.name === 'dispute_api_mock_store_call_duration_seconds')!
        .values.map((v) => v.labels.kind),
    );
    expect(kinds.size).toBe(17);
    expect(kinds.has('other')).toBe(true);
    expect(kinds.has('kind16')).toBe(false);
  });

  it("times the durable store's calls by their kind", async () => {
    const kinds = new Set<string>();
    const observer: Observer = {
      answered: () => undefined,
      rateLimited: () => undefined,
      storeCall: (kind, seconds) => {
        expect(seconds).toBeGreaterThanOrEqual(0);
        kinds.add(kind);
      },
      spaces: () => undefined,
    };
    const store = { store: createMemoryStore(), spaceOf: (key: string) => key };
    const mock = await start({ apiKeys: ['store-key-0001'], isolateKeys: true, store, observer });
    try {
      const key = 'store-key-0001';
      const body = { event: 'dispute.created', url: 'https://example.com/hook' };
      expect((await call(mock, '/public/2025-04-01/webhooks', { key, method: 'POST', body })).status).toBe(
        201,
      );
      expect(kinds.size).toBeGreaterThan(0);
    } finally {
      await mock.close();
    }
  });

  it("tells the caller's own observer too, beside the metrics", async () => {
    const seen: string[] = [];
    const own: Observer = {
      answered: (operation, status) => void seen.push(`${operation} ${status}`),
      rateLimited: () => undefined,
      storeCall: () => undefined,
      spaces: () => undefined,
    };
    const mock = await start({ metricsPort: 0, observer: own });
    try {
      await call(mock, '/public/2025-04-01/alerts?limit=1');
      expect(seen).toEqual(['listAlerts 200']);
      expect((await scrape(mock.metricsUrl!)).value(REQUESTS, { operation: 'listAlerts' })).toBe(1);
    } finally {
      await mock.close();
    }
  });
});
