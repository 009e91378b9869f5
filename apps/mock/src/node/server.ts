// `startMock`: the engine behind a `node:http` server. Used by the CLI, by the tests (port 0) and by
// anything else that wants a mock in-process. Everything the API does is the engine's; this adapter
// only carries bytes: it reads the body as a stream (with the size limit), enforces the timeouts and
// answers what Node's parser refuses (limits.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createEngine, type Engine, type EngineOptions } from '../core/engine.js';
import { StartupError } from '../core/errors.js';
import type { ResetSummary } from '../core/sandbox/index.js';
import { loadPeer, loadWithPrism } from './peers.js';
import { createLogger, type LogFormat, type LogLevel, type Logger } from '../core/logger.js';
import type { PlainRequest } from '../core/types.js';
import { VERSIONS } from '../core/versions.js';
import { DEFAULT_HOST, DEFAULT_PORT } from '../core/defaults.js';
import { hasBody, readBody } from './body.js';
import { loadBundles, validatorCompiler } from './bundles.js';
import { hardenServer, serverTimeouts } from './limits.js';
import { listen, originOf } from './listen.js';
import { proxyMode } from '../core/proxy/index.js';
import { createForwarder, MAX_PROXY_TIMEOUT_MS, proxyBaseUrl, proxyTimeout } from './proxy.js';
import { DEFAULT_DRAIN_TIMEOUT_MS, drainOf } from './drain.js';
import type { Metrics } from './metrics.js';
import { bothObservers, type Observer } from '../core/metrics.js';
import type { EngineStore } from '../core/options.js';
import type { SpaceStore } from '../core/store/space-store.js';
import { recordingFile, type RecordingFile } from './recording-file.js';
import { openDurable, type DurableMockOptions, type OpenedDurable } from './durable.js';

export interface MockOptions
  extends Omit<EngineOptions, 'bundles' | 'proxy' | 'record' | 'store' | 'keyLookup'>, DurableMockOptions {
  /**
   * Proxy: the service's base URL (`https://…`, without `/public`); every request under
   * `/public/<version>/` is forwarded to it and checked against the contract (see the guide apps/docs/guides/check-a-real-environment.md).
   */
  proxy?: string;
  /** Proxy: how long the service may take to answer, in ms (default 30 s); longer is a 502. */
  proxyTimeoutMs?: number;
  /**
   * Proxy: the file the records of the service's answers are written to as own data (`fixtures`),
   * personal data scrubbed unless `recordRaw`: a second after new records came, and when the mock closes.
   */
  record?: string;
  recordRaw?: boolean;
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Folder with `<version>.json` bundles; default the spec package's bundles. */
  specDir?: string;
  /** How long a client may take to send its headers (default 10 s) and its whole request (30 s); see limits.ts. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /**
   * How long `close()` (the command: SIGTERM, SIGINT) lets requests in flight finish before it
   * closes their connections (default 10 s); see drain.ts.
   */
  drainTimeoutMs?: number;
  /**
   * The mock runs behind a proxy (a load balancer) that sets `X-Forwarded-For` and
   * `X-Forwarded-Proto`: the access log's client address and protocol come from them. Off by
   * default, since anyone can send those headers.
   */
  trustProxy?: boolean;
  /** Called by `close()` once the server is drained: what the requests used can close now (the store). */
  onClose?: () => void | Promise<void>;
  /**
   * Serve Prometheus metrics (node/metrics.ts) on this port, `0` for a free one, at `/metrics`; on
   * the same host as the mock. Default: no metrics (prom-client is not even loaded).
   */
  metricsPort?: number;
}

export interface RunningMock {
  /** `http://<host>:<port>`, without a path. */
  readonly url: string;
  readonly port: number;
  /** Base URL of each version, e.g. `http://127.0.0.1:4010/public/2025-04-01`. */
  readonly baseUrls: Readonly<Record<string, string>>;
  /** The engine behind the server, for in-process calls (`engine.handle`) that need no socket. */
  readonly engine: Engine;
  /** Sandbox only: restores the seeded state, as `POST /__mock/reset` does. */
  readonly reset?: () => ResetSummary;
  /** With a durable store: its kind (`sqlite`, `postgres`). */
  readonly store?: string;
  /** With `metricsPort`: where Prometheus scrapes, `http://<host>:<port>/metrics`. */
  readonly metricsUrl?: string;
  /**
   * Stops gracefully: `/__mock/ready` answers 503 at once, no new connection is accepted, idle ones
   * close, requests in flight finish (within `drainTimeoutMs`), then `onClose` runs and the durable
   * store closes. Calling it again returns the same promise.
   */
  close(): Promise<void>;
}

/** A logger on the process's console: info and debug on stdout, warnings and errors on stderr. */
export const consoleLogger = (level: LogLevel, format?: LogFormat): Logger =>
  createLogger(
    level,
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`),
    format,
  );

/** The last of a header's comma-separated values (repeated headers come joined), trimmed. */
const lastOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : value)
    ?.split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .at(-1);

/**
 * Who sent a request. With `trustProxy`, the proxy in front of the mock (a load balancer) says it:
 * the last address of `X-Forwarded-For`, the one that proxy added (those before it are what the
 * client claimed, and anyone can claim anything), and the last `X-Forwarded-Proto`. Without it,
 * both headers are ignored: anyone could send them.
 */
function clientOf(req: IncomingMessage, trustProxy: boolean): PlainRequest['client'] {
  const peer = req.socket.remoteAddress;
  if (!trustProxy) return { address: peer, protocol: 'http' };
  const protocol = lastOf(req.headers['x-forwarded-proto'])?.toLowerCase();
  return {
    address: lastOf(req.headers['x-forwarded-for']) ?? peer,
    protocol: protocol === 'https' ? 'https' : 'http',
  };
}

/** The plain request of an incoming message; the body is read only if the engine asks for it. */
function plainRequest(req: IncomingMessage, trustProxy: boolean): PlainRequest {
  return {
    method: req.method ?? 'GET',
    target: req.url ?? '/',
    headers: req.headers,
    client: clientOf(req, trustProxy),
    ...(hasBody(req) ? { body: () => readBody(req) } : {}),
  };
}

function nodeHandler(
  engine: Engine,
  draining: () => boolean,
  trustProxy: boolean,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    engine
      .handle(plainRequest(req, trustProxy))
      .then(({ status, headers, body }) => {
        // While the server stops, each answer ends its connection: the client opens a new one,
        // which the balancer sends to another instance.
        res.writeHead(status, draining() ? { ...headers, connection: 'close' } : headers);
        if (Array.isArray(body)) {
          // Corked, so that the head and all chunks leave in one write.
          res.cork();
          for (let i = 0; i < body.length - 1; i++) res.write(body[i]);
          res.end(body[body.length - 1]);
          res.uncork();
        } else {
          res.end(body);
        }
      })
      .catch((error: unknown) => {
        // Writing the answer itself failed (e.g. the client went away); nothing is left to send.
        engine.logger.error(`${req.method} ${req.url}: could not answer: ${String(error)}`);
        if (!res.headersSent) res.destroy();
      });
  };
}

/** The proxy's base URL, or the failure to start that says what is wrong with it. */
function baseUrlOf(text: string): URL {
  try {
    return proxyBaseUrl(text);
  } catch (error) {
    throw new StartupError(`the proxy's base URL ${(error as Error).message}`);
  }
}

/** The proxy's timeout (the default when not given), or the failure to start that says what is wrong with it. */
function timeoutOf(ms: number | undefined): number | undefined {
  try {
    return ms === undefined ? undefined : proxyTimeout(ms);
  } catch (error) {
    throw new StartupError(`the proxy's timeout ${(error as Error).message}`);
  }
}

/** The engine of the options: the proxy (with its forwarder), the sandbox, or the static mode. */
function engineOf(
  options: MockOptions,
  bundles: EngineOptions['bundles'],
  compiler: Pick<EngineOptions, 'compileValidators'>,
  recording: RecordingFile | undefined,
  durable: OpenedDurable,
  metrics: Metrics | undefined,
) {
  const {
    proxy,
    proxyTimeoutMs,
    record,
    recordRaw,
    port,
    host,
    specDir,
    headersTimeoutMs,
    requestTimeoutMs,
    store,
    keySecret,
    maxSpacesInMemory,
    maxRecords,
    spaceTtlMs,
    metricsPort,
    drainTimeoutMs,
    onClose,
    trustProxy,
    ...engineOptions
  } = options;
  const forwarder =
    proxy === undefined ? undefined : createForwarder(baseUrlOf(proxy), timeoutOf(proxyTimeoutMs));
  const observer = bothObservers(options.observer, metrics?.observer);
  const engine = createEngine({
    ...engineOptions,
    ...durable.engine,
    ...(durable.engine.store && observer ? { store: timedStore(durable.engine.store, observer) } : {}),
    ...readinessOf(options.readiness, durable.store),
    ...(forwarder
      ? { proxy: proxyMode(forwarder.forward, recording && (() => recording.changed())) }
      : { stateful: options.stateful ?? true }),
    ...(record === undefined ? {} : { record: { raw: recordRaw === true } }),
    bundles,
    ...compiler,
    ...(observer ? { observer } : {}),
    logger: options.logger ?? consoleLogger(options.logLevel ?? 'info', options.logFormat),
    // The static mode's Prism engine, loaded only when that mode is asked for (Prism is an optional peer).
    staticSource:
      options.staticSource ??
      (async (versions, logger) =>
        (await loadWithPrism(() => import('../static/source.js'))).staticSource(options.seed)(
          versions,
          logger,
        )),
  });
  return { engine, forwarder };
}

/** The node server around the engine: its timeouts, the answers to what Node's parser refuses, its drain. */
function httpServer(engine: Engine, options: MockOptions) {
  const { headersTimeoutMs, requestTimeoutMs } = options;
  const server = createServer({
    keepAliveTimeout: 5_000,
    ...serverTimeouts({
      ...(headersTimeoutMs ? { headersTimeoutMs } : {}),
      ...(requestTimeoutMs ? { requestTimeoutMs } : {}),
    }),
  });
  const drain = drainOf(server, engine.logger);
  const handler = drain.track(nodeHandler(engine, () => drain.draining, options.trustProxy === true));
  server.on('request', handler);
  hardenServer(server, handler, engine.logger);
  return { server, drain };
}

/** How long a stop waits for requests in flight, or the failure to start that says what is wrong with it. */
function drainTimeoutOf(ms: number | undefined): number {
  if (ms === undefined) return DEFAULT_DRAIN_TIMEOUT_MS;
  if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_PROXY_TIMEOUT_MS)
    throw new StartupError(`drainTimeoutMs must be an integer of milliseconds from 0 to 24 days, got ${ms}`);
  return ms;
}

export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const drainTimeoutMs = drainTimeoutOf(options.drainTimeoutMs);
  const bundles = await loadBundles(options.versions ?? VERSIONS, options.specDir);
  const recording =
    options.record !== undefined && options.proxy !== undefined
      ? recordingFile(options.record, options.recordRaw)
      : undefined;
  const compiler = await validatorCompiler(bundles);
  const metricsModule =
    options.metricsPort === undefined
      ? undefined
      : await loadPeer('prom-client', '--metrics-port', () => import('./metrics.js'));
  const metrics = metricsModule?.createMetrics();
  const durable = await openDurable(
    options,
    options.logger ?? consoleLogger(options.logLevel ?? 'info', options.logFormat),
    options.now,
  );
  // Nothing is left half-started: a failure after the store opened closes it.
  const { engine, forwarder } = await closeOnFailure(durable, () =>
    engineOf(options, bundles, compiler, recording, durable, metrics),
  );
  recording?.follow(() => engine.recording!(), engine.logger);
  // The static mode loads Prism now, so that a broken bundle stops the start instead of a request.
  if (options.stateful === false && !forwarder) await engine.ready();

  const { server, drain } = httpServer(engine, options);
  const bindHost = options.host ?? DEFAULT_HOST;
  const address = await closeOnFailure(durable, () => listen(server, options.port ?? DEFAULT_PORT, bindHost));
  const url = originOf(address);
  const metricsServer =
    metrics &&
    (await closeOnFailure(durable, () =>
      metricsModule!.serveMetrics(metrics, options.metricsPort!, bindHost, engine.logger).catch((error) => {
        // The mock's own port is open already: a metrics port that is taken stops the start all the same.
        server.close();
        forwarder?.close();
        throw error;
      }),
    ));
  const counting = metrics && durable.store && countSpaces(engine, durable.store, metrics.observer);
  // Readiness first (balancers stop sending here), then the drain, then what the requests used.
  const stop = async () => {
    clearInterval(counting);
    engine.drain();
    await drain.drain(drainTimeoutMs);
    forwarder?.close();
    await recording?.close();
    await options.onClose?.();
    await durable.close();
    await metricsServer?.close();
  };
  let stopping: Promise<void> | undefined;
  return {
    url,
    port: address.port,
    engine,
    baseUrls: Object.fromEntries(engine.versions.map((v) => [v.version, `${url}${v.basePath}`])),
    ...(engine.reset ? { reset: engine.reset } : {}),
    ...(durable.store ? { store: durable.store.kind } : {}),
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    close: () => (stopping ??= stop()),
  };
}

/** How often the spaces gauges are brought up to date (a count of the store's spaces each time). */
const SPACES_COUNTED_EVERY_MS = 15_000;

/** Tells the observer how many spaces are in memory and stored, now and then; a failed count is skipped. */
function countSpaces(engine: Engine, store: SpaceStore, observer: Observer): NodeJS.Timeout {
  const count = () =>
    void store.count().then(
      (stored) => observer.spaces(engine.spacesInMemory(), stored),
      () => undefined,
    );
  count();
  return setInterval(count, SPACES_COUNTED_EVERY_MS).unref();
}

/** The store with each of its calls timed for the observer (its kinds are the store's own, a few). */
function timedStore(store: EngineStore, observer: Observer): EngineStore {
  const inner = store.timed ?? (<T>(_kind: string, call: () => Promise<T>) => call());
  return {
    ...store,
    timed: async (kind, call) => {
      const began = performance.now();
      try {
        return await inner(kind, call);
      } finally {
        observer.storeCall(kind, (performance.now() - began) / 1000);
      }
    },
  };
}

/** Ready when the durable store answers its ping and the caller's own probe resolves. */
function readinessOf(
  probe: (() => Promise<void>) | undefined,
  store: SpaceStore | undefined,
): Pick<EngineOptions, 'readiness'> {
  if (!store) return probe ? { readiness: probe } : {};
  return {
    readiness: async () => {
      await store.ping();
      await probe?.();
    },
  };
}

/** `start`'s result; when it fails, the store is closed first. */
async function closeOnFailure<T>(durable: OpenedDurable, start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    await durable.close();
    throw error;
  }
}
