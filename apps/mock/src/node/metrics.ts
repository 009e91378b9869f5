// Prometheus metrics (prom-client) of one running mock, served on a port of their own
// (`metricsPort`, `--metrics-port`) at `/metrics`, Prometheus's default path, and `/__mock/metrics`.
// A port of their own because a hosted sandbox's load balancer publishes the API's port to every
// team, and the metrics show every team's traffic and the process's insides: the operator's
// Prometheus reaches the metrics port inside the network, the teams never do. A registry per server,
// not prom-client's global one, so two mocks in one process (tests) count apart.
// Loaded only when metrics are asked for (server.ts imports it then), so a mock without them never
// loads prom-client, and the MSW entry never reaches it (core/metrics.ts is the interface the
// engine knows).
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { Observer } from '../core/metrics.js';
import { listen, originOf } from './listen.js';

const PREFIX = 'dispute_api_mock_';

/** An answer of the mock takes from well under a millisecond (a page from memory) to a scenario's delay. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A store call is a round trip to SQLite or PostgreSQL: sub-millisecond to seconds when it struggles. */
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** More kinds of store call than the store has is a bug that would grow the series; the rest count as `other`. */
const MAX_STORE_KINDS = 16;

export interface Metrics {
  readonly registry: Registry;
  readonly observer: Observer;
}

/** The registry with the process's default metrics and the mock's own, and the observer that feeds them. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: `${PREFIX}requests_total`,
    help: "Answers sent, by operationId (control: the mock's own routes; unknown: no operation) and status.",
    labelNames: ['operation', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: `${PREFIX}request_duration_seconds`,
    help: 'Time from a request to its answer, by operationId.',
    labelNames: ['operation'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const rateLimited = new Counter({
    name: `${PREFIX}rate_limited_total`,
    help: 'Requests the rate limit per key refused with a 429.',
    registers,
  });
  const inMemory = new Gauge({
    name: `${PREFIX}spaces_in_memory`,
    help: 'Spaces held in memory.',
    registers,
  });
  const stored = new Gauge({ name: `${PREFIX}spaces_stored`, help: 'Spaces the store holds.', registers });
  const storeCalls = new Histogram({
    name: `${PREFIX}store_call_duration_seconds`,
    help: 'Time of a call to the durable store, by kind of call.',
    labelNames: ['kind'] as const,
    buckets: STORE_BUCKETS,
    registers,
  });
  const kinds = new Set<string>();
  const kindOf = (kind: string) => {
    if (kinds.size < MAX_STORE_KINDS) kinds.add(kind);
    return kinds.has(kind) ? kind : 'other';
  };
  const observer: Observer = {
    answered(operation, status, seconds) {
      requests.inc({ operation, status: String(status) });
      duration.observe({ operation }, seconds);
    },
    rateLimited: () => rateLimited.inc(),
    storeCall: (kind, seconds) => storeCalls.observe({ kind: kindOf(kind) }, seconds),
    spaces(memory, store) {
      inMemory.set(memory);
      stored.set(store);
    },
  };
  return { registry, observer };
}

const PATHS = new Set(['/metrics', '/__mock/metrics']);

/** A server that answers the metrics in Prometheus's text format, and 404 to anything else. */
function metricsServer(registry: Registry, logger: Logger): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method !== 'GET' || !PATHS.has(path)) {
      const body = JSON.stringify(notFound(`No such resource: ${req.method} ${path}`).body);
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.error(`metrics: ${String(error)}`);
        res.writeHead(500).end();
      },
    );
  });
}

export interface MetricsServer {
  /** Where Prometheus scrapes: `http://<host>:<port>/metrics`. */
  readonly url: string;
  close(): Promise<void>;
}

export async function serveMetrics(
  metrics: Metrics,
  port: number,
  host: string,
  logger: Logger,
): Promise<MetricsServer> {
  const server = metricsServer(metrics.registry, logger);
  const address = await listen(server, port, host, '--metrics-port');
  return {
    url: `${originOf(address)}/metrics`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
