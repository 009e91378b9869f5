// `startMock`: loads the bundles, wires the pipeline and listens. Used by the CLI, by the tests
// (port 0) and by anything else that wants a mock in-process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKeyCheck } from './auth.js';
import { DEFAULT_API_KEY, DEFAULT_HOST, DEFAULT_PORT } from './defaults.js';
import { StartupError } from './errors.js';
import { createLogger, type LogLevel, type Logger } from './logger.js';
import { createHandler } from './pipeline.js';
import { createPrismSource } from './prism-source.js';
import { createSignatureCheck } from './signature.js';
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
  /** Seed for dynamic examples (`Prefer: dynamic=true`), so they repeat between runs. */
  seed?: string;
  logLevel?: LogLevel;
  /** Folder with `<version>.json` bundles; default `@dispute-api/spec`'s dist/. */
  specDir?: string;
  /** Versions to serve; default every published version. */
  versions?: readonly string[];
  /** Where answers come from, per version; default Prism's examples (the stateless mode). */
  createSource?: (version: VersionApi) => ResponseSource;
  /** Logger to use instead of one on stdout/stderr at `logLevel`. */
  logger?: Logger;
}

export interface RunningMock {
  /** `http://<host>:<port>`, without a path. */
  readonly url: string;
  readonly port: number;
  /** Base URL of each version, e.g. `http://127.0.0.1:4010/public/2025-04-01`. */
  readonly baseUrls: Readonly<Record<string, string>>;
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
  const logger = options.logger ?? createLogger(options.logLevel ?? 'info');
  if (options.requireSignature && !options.secretKey) {
    throw new StartupError('requiring signatures needs a secret key (--secret-key)');
  }
  if (options.secretKey && !options.requireSignature) {
    logger.warn('a secret key without --require-signature has no effect: signatures are not checked');
  }
  const versions = await loadVersions(options.specDir ?? defaultSpecDir(), options.versions ?? VERSIONS);
  const seed = options.seed === undefined ? {} : { seed: options.seed };
  const createSource =
    options.createSource ?? (() => createPrismSource({ ...seed, debug: logger.enabled('debug'), logger }));
  const handler = createHandler({
    versions,
    sources: new Map(versions.map((v) => [v.version, createSource(v)])),
    checkKey: createKeyCheck(options.apiKeys?.length ? options.apiKeys : [DEFAULT_API_KEY]),
    ...(options.requireSignature && options.secretKey
      ? { checkSignature: createSignatureCheck(options.secretKey) }
      : {}),
    logger,
  });

  const server = createServer({ keepAliveTimeout: 5_000 }, handler);
  const host = options.host ?? DEFAULT_HOST;
  const address = await listen(server, options.port ?? DEFAULT_PORT, host);
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    url,
    port: address.port,
    baseUrls: Object.fromEntries(versions.map((v) => [v.version, `${url}${v.basePath}`])),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
