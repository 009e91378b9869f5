// `startMock`: the engine behind a `node:http` server. Used by the CLI, by the tests (port 0) and by
// anything else that wants a mock in-process. Everything the API does is the engine's; this adapter
// only carries bytes: it reads the body as a stream (with the size limit), enforces the timeouts and
// answers what Node's parser refuses (limits.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEngine, type Engine, type EngineOptions } from '../core/engine.js';
import { StartupError } from '../core/errors.js';
import type { ResetSummary } from '../core/sandbox/index.js';
import { loadWithPrism } from './prism-peer.js';
import { createLogger, type LogLevel, type Logger } from '../core/logger.js';
import type { PlainRequest } from '../core/types.js';
import { VERSIONS } from '../core/versions.js';
import { DEFAULT_HOST, DEFAULT_PORT } from '../core/defaults.js';
import { hasBody, readBody } from './body.js';
import { loadBundles, validatorCompiler } from './bundles.js';
import { hardenServer, serverTimeouts } from './limits.js';
import { proxyMode } from '../core/proxy/index.js';
import { createForwarder, proxyBaseUrl, proxyTimeout } from './proxy.js';
import { recordingFile, type RecordingFile } from './recording-file.js';

export interface MockOptions extends Omit<EngineOptions, 'bundles' | 'proxy' | 'record'> {
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
  close(): Promise<void>;
}

/** A logger on the process's console: info and debug on stdout, warnings and errors on stderr. */
export const consoleLogger = (level: LogLevel): Logger =>
  createLogger(
    level,
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`),
  );

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

/** The plain request of an incoming message; the body is read only if the engine asks for it. */
function plainRequest(req: IncomingMessage): PlainRequest {
  return {
    method: req.method ?? 'GET',
    target: req.url ?? '/',
    headers: req.headers,
    ...(hasBody(req) ? { body: () => readBody(req) } : {}),
  };
}

function nodeHandler(engine: Engine): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    engine
      .handle(plainRequest(req))
      .then(({ status, headers, body }) => {
        res.writeHead(status, headers);
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
    ...engineOptions
  } = options;
  const forwarder =
    proxy === undefined ? undefined : createForwarder(baseUrlOf(proxy), timeoutOf(proxyTimeoutMs));
  const engine = createEngine({
    ...engineOptions,
    ...(forwarder
      ? { proxy: proxyMode(forwarder.forward, recording && (() => recording.changed())) }
      : { stateful: options.stateful ?? true }),
    ...(record === undefined ? {} : { record: { raw: recordRaw === true } }),
    bundles,
    ...compiler,
    logger: options.logger ?? consoleLogger(options.logLevel ?? 'info'),
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

export async function startMock(options: MockOptions = {}): Promise<RunningMock> {
  const { port, host, specDir, headersTimeoutMs, requestTimeoutMs } = options;
  const bundles = await loadBundles(options.versions ?? VERSIONS, specDir);
  const recording =
    options.record !== undefined && options.proxy !== undefined
      ? recordingFile(options.record, options.recordRaw)
      : undefined;
  const compiler = await validatorCompiler(bundles);
  const { engine, forwarder } = engineOf(options, bundles, compiler, recording);
  recording?.follow(() => engine.recording!(), engine.logger);
  // The static mode loads Prism now, so that a broken bundle stops the start instead of a request.
  if (options.stateful === false && !forwarder) await engine.ready();

  const handler = nodeHandler(engine);
  const server = createServer(
    {
      keepAliveTimeout: 5_000,
      ...serverTimeouts({
        ...(headersTimeoutMs ? { headersTimeoutMs } : {}),
        ...(requestTimeoutMs ? { requestTimeoutMs } : {}),
      }),
    },
    handler,
  );
  hardenServer(server, handler, engine.logger);
  const bindHost = host ?? DEFAULT_HOST;
  const address = await listen(server, port ?? DEFAULT_PORT, bindHost);
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    url,
    port: address.port,
    engine,
    baseUrls: Object.fromEntries(engine.versions.map((v) => [v.version, `${url}${v.basePath}`])),
    ...(engine.reset ? { reset: engine.reset } : {}),
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would hold close() open until they time out.
        server.closeAllConnections();
        forwarder?.close();
      });
      await recording?.close();
    },
  };
}
