// `startMock`: loads the bundles, wires the pipeline and listens. Used by the CLI, by the tests
// (port 0) and by anything else that wants a mock in-process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKeyCheck } from './auth.js';
import { createControl } from './control.js';
import { DEFAULT_API_KEY, DEFAULT_HOST, DEFAULT_PORT } from './defaults.js';
import { StartupError } from './errors.js';
import { createLogger, type LogLevel, type Logger } from './logger.js';
import { hardenServer, serverTimeouts } from './limits.js';
import { createHandler } from './pipeline.js';
import { createPrismSource } from './prism-source.js';
import { redactingLogger } from './redact.js';
import { createSignatureCheck } from './signature.js';
import { createStatefulMode, type StatefulMode } from './stateful/mode.js';
import type { ResponseSource } from './types.js';
import { defaultSpecDir, loadVersions, VERSIONS, type VersionApi } from './versions.js';

export interface MockOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Accepted access keys; default the documented dev key `local-dev-key`. */
  apiKeys?: readonly string[];
  /** Secret key for request signatures; only checked with `requireSignature`. */
  secretKey?: string;
  requireSignature?: boolean;
  /**
   * Seed for dynamic examples (`Prefer: dynamic=true`), so they repeat between runs; in the
   * stateful mode also the seed of its fixtures (default 1).
   */
  seed?: string;
  /** Serve from an in-memory store seeded with fixtures instead of Prism's examples (issue 7). */
  stateful?: boolean;
  /** Stateful mode: how long a new evidence record stays `in_progress` (default 2000 ms). */
  evidenceDelayMs?: number;
  logLevel?: LogLevel;
  /** Folder with `<version>.json` bundles; default `@dispute-api/spec`'s dist/. */
  specDir?: string;
  /** Versions to serve; default every published version. */
  versions?: readonly string[];
  /** Where answers come from, per version; default Prism's examples, or the store with `stateful`. */
  createSource?: (version: VersionApi) => ResponseSource;
  /** Wraps each version's source, e.g. so that tests can check every answer against the contract. */
  decorateSource?: (source: ResponseSource, version: VersionApi) => ResponseSource;
  /** Logger to use instead of one on stdout/stderr at `logLevel`. */
  logger?: Logger;
  /** How long a client may take to send its headers (default 10 s) and its whole request (30 s); see limits.ts. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export interface RunningMock {
  /** `http://<host>:<port>`, without a path. */
  readonly url: string;
  readonly port: number;
  /** Base URL of each version, e.g. `http://127.0.0.1:4010/public/2025-04-01`. */
  readonly baseUrls: Readonly<Record<string, string>>;
  /** Stateful mode only: restores the seeded state, as `POST /__mock/reset` does. */
  readonly reset?: () => Record<string, unknown>;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'EADDRINUSE'
          ? `port ${port} on ${host} is already in use; choose another with --port`
          : error.code === 'EACCES'
            ? `no permission to listen on ${host}:${port}; choose a port above 1023`
            : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
              ? `cannot listen on host ${host}: ${error.code}`
              : undefined;
      reject(why ? new StartupError(why) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  // Every line is redacted (redact.ts), whoever writes it, so no key material reaches a log.
  const secrets = [...(options.apiKeys ?? []), ...(options.secretKey ? [options.secretKey] : [])];
  const logger = redactingLogger(options.logger ?? createLogger(options.logLevel ?? 'info'), secrets);
  if (options.requireSignature && !options.secretKey) {
    throw new StartupError('requiring signatures needs a secret key (--secret-key)');
  }
  if (options.secretKey && !options.requireSignature) {
    logger.warn('a secret key without --require-signature has no effect: signatures are not checked');
  }
  const versions = await loadVersions(options.specDir ?? defaultSpecDir(), options.versions ?? VERSIONS);
  const seed = options.seed === undefined ? {} : { seed: options.seed };
  const prismSource = () => createPrismSource({ ...seed, debug: logger.enabled('debug'), logger });
  const { evidenceDelayMs } = options;
  if (evidenceDelayMs !== undefined && !(Number.isSafeInteger(evidenceDelayMs) && evidenceDelayMs >= 0)) {
    throw new StartupError(`the evidence delay must be a non-negative integer of milliseconds, got ${evidenceDelayMs}`);
  }
  if (evidenceDelayMs !== undefined && !options.stateful) {
    logger.warn('an evidence delay without the stateful mode has no effect');
  }
  const stateful: StatefulMode | undefined = options.stateful
    ? createStatefulMode(versions, { ...seed, logger, ...(evidenceDelayMs === undefined ? {} : { evidenceDelayMs }) })
    : undefined;
  const createSource =
    options.createSource ?? (stateful ? (v: VersionApi) => stateful.createSource(v, prismSource()) : prismSource);
  const decorate = options.decorateSource ?? ((source: ResponseSource) => source);
  const checkKey = createKeyCheck(options.apiKeys?.length ? options.apiKeys : [DEFAULT_API_KEY]);
  const handler = createHandler({
    versions,
    sources: new Map(versions.map((v) => [v.version, decorate(createSource(v), v)])),
    checkKey,
    control: createControl({ checkKey, ...(stateful ? { reset: stateful.reset } : {}) }),
    ...(options.requireSignature && options.secretKey
      ? { checkSignature: createSignatureCheck(options.secretKey) }
      : {}),
    logger,
  });

  const server = createServer({ keepAliveTimeout: 5_000, ...serverTimeouts(options) }, handler);
  hardenServer(server, handler, logger);
  const host = options.host ?? DEFAULT_HOST;
  const address = await listen(server, options.port ?? DEFAULT_PORT, host);
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    url,
    port: address.port,
    baseUrls: Object.fromEntries(versions.map((v) => [v.version, `${url}${v.basePath}`])),
    ...(stateful ? { reset: stateful.reset } : {}),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
