// The engine: a plain request in, a plain response out, in the order the service is taken to apply
// its rules: route, then the access key, then the signature, then validation, then the answer from
// the response source, then the request id. Each step lives in its own module; this one orders them
// and serialises the answer. It imports nothing from Node or Prism, so the same engine runs behind
// the node server and inside MSW handlers (browser, Node, test runners).
import { createKeyCheck } from './auth.js';
import { CONTROL_PREFIX, createControl, type Space } from './control/index.js';
import { createJournal } from './control/journal.js';
import { createScenarios } from './control/scenarios.js';
import { renderControlPage } from './control/page.js';
import { DEFAULT_API_KEY } from './defaults.js';
import { createCors } from './cors.js';
import { ApiError, internalError, notFound, StartupError } from './errors.js';
import { exampleAnswer } from './examples.js';
import { createLogger, type LogLevel, type Logger } from './logger.js';
import { parsePrefer } from './prefer.js';
import { createRedactor, redactingLogger } from './redact.js';
import { newRequestId, REQUEST_ID_HEADER } from './request-id.js';
import { createSignatureCheck, SIGNATURE_HEADER } from './signature.js';
import { createStatefulMode, type StatefulMode } from './stateful/mode.js';
import {
  headerOf,
  type PlainRequest,
  type PlainResponse,
  type RequestContext,
  type ResponseSource,
} from './types.js';
import { createValidator, decodeParams } from './validation.js';
import { VERSIONS, versionApi, type Bundle, type VersionApi } from './versions.js';
import { bodyOf, controlBody, parseQuery, serialise, type Outcome } from './wire.js';

/** A response source for every version, made once the versions are read (the static mode's, or a test's). */
export type SourceFactory = (
  versions: readonly VersionApi[],
  logger: Logger,
) => Promise<(version: VersionApi) => ResponseSource>;

export interface EngineOptions {
  /** The parsed bundle of each version to serve, by version. */
  bundles: Readonly<Record<string, Bundle>>;
  /** Versions to serve; default every version of `bundles`, newest first. */
  versions?: readonly string[];
  /** Accepted access keys; default the documented dev key `local-dev-key`. */
  apiKeys?: readonly string[];
  /** Secret key for request signatures; only checked with `requireSignature`. */
  secretKey?: string;
  requireSignature?: boolean;
  /** Seed of the sandbox's data (default 1); in the static mode, of `Prefer: dynamic=true` data. */
  seed?: string;
  /** Serve from the sandbox's in-memory store (the default) or from `staticSource`. */
  stateful?: boolean;
  /**
   * Sandbox: own records that replace the seeded ones of the collections they name, per version,
   * e.g. `{ [version]: { alerts: [...] } }`; each is checked against the contract first.
   */
  fixtures?: unknown;
  /** Sandbox: each accepted key gets its own copy of the sandbox (state, scenarios, reset). */
  isolateKeys?: boolean;
  /** Sandbox: how long a new evidence record stays `in_progress` (default 2000 ms). */
  evidenceDelayMs?: number;
  /** Sandbox: the clock of evidence timing (epoch ms), so that tests need not wait. */
  now?: () => number;
  /** Where answers come from when the sandbox is off (the static mode's Prism engine); loaded by `ready()`. */
  staticSource?: SourceFactory;
  /** Wraps each version's source, e.g. so that tests can check every answer against the contract. */
  decorateSource?: (source: ResponseSource, version: VersionApi) => ResponseSource;
  /** How a scenario's `delayMs` is waited for; injectable so that tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Browser origins allowed besides `http://localhost:*` and `http://127.0.0.1:*`, e.g. `https://app.example`. */
  corsOrigins?: readonly string[];
  logLevel?: LogLevel;
  /** Logger to use instead of one on the console at `logLevel`; every line is redacted either way. */
  logger?: Logger;
}

export interface Engine {
  readonly versions: readonly VersionApi[];
  /** The logger every line goes through, redacted. */
  readonly logger: Logger;
  /** Resolves once the response sources are loaded; `handle` waits for it on its own. */
  ready(): Promise<void>;
  handle(request: PlainRequest): Promise<PlainResponse>;
  /** Sandbox only: restores the seeded state, as `POST /__mock/reset` does. */
  readonly reset?: () => Record<string, unknown>;
}

const PUBLIC = '/public/';
const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createEngine(options: EngineOptions): Engine {
  // Every line is redacted, whoever writes it, so no key material reaches a log.
  const secrets = [...(options.apiKeys ?? []), ...(options.secretKey ? [options.secretKey] : [])];
  const logger = redactingLogger(options.logger ?? createLogger(options.logLevel ?? 'info'), secrets);
  if (options.requireSignature && !options.secretKey) {
    throw new StartupError('requiring signatures needs a secret key (--secret-key)');
  }
  if (options.secretKey && !options.requireSignature) {
    logger.warn('a secret key without --require-signature has no effect: signatures are not checked');
  }
  const { evidenceDelayMs } = options;
  if (evidenceDelayMs !== undefined && !(Number.isSafeInteger(evidenceDelayMs) && evidenceDelayMs >= 0)) {
    throw new StartupError(
      `the evidence delay must be a non-negative integer of milliseconds, got ${evidenceDelayMs}`,
    );
  }
  const stateful = options.stateful ?? true;
  if (evidenceDelayMs !== undefined && !stateful)
    logger.warn('an evidence delay without the sandbox has no effect');
  if (options.fixtures !== undefined && !stateful)
    throw new StartupError('fixtures need the sandbox (not the static mode)');
  if (options.isolateKeys && !stateful)
    throw new StartupError('isolated keys need the sandbox (not the static mode)');
  const wanted = options.versions ?? VERSIONS.filter((v) => options.bundles[v] !== undefined);
  const versions = wanted.map((version) => {
    const bundle = options.bundles[version];
    if (!bundle) throw new StartupError(`no bundle of version ${version}`);
    return versionApi(version, bundle);
  });
  const byVersion = new Map(versions.map((v) => [v.version, v]));
  const served = versions.map((v) => v.version).join(', ');
  const validators = new Map(versions.map((v) => [v.version, createValidator(v.document)]));

  const sandbox: StatefulMode | undefined = stateful
    ? createStatefulMode(versions, {
        logger,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(options.fixtures === undefined ? {} : { fixtures: options.fixtures }),
        ...(options.isolateKeys ? { isolateKeys: true } : {}),
        ...(evidenceDelayMs === undefined ? {} : { evidenceDelayMs }),
        ...(options.now ? { now: options.now } : {}),
      })
    : undefined;
  const decorate = options.decorateSource ?? ((source: ResponseSource) => source);
  let sources: Map<string, ResponseSource> | undefined;
  const load = async (): Promise<Map<string, ResponseSource>> => {
    let create: (version: VersionApi) => ResponseSource;
    if (sandbox) create = (v) => sandbox.createSource(v);
    else if (options.staticSource) create = await options.staticSource(versions, logger);
    else throw new StartupError('the static mode needs a static source (it runs in the node server only)');
    return (sources = new Map(versions.map((v) => [v.version, decorate(create(v), v)])));
  };
  let loading: Promise<Map<string, ResponseSource>> | undefined;
  const ready = () => (sources ? Promise.resolve(sources) : (loading ??= load()));

  const checkKey = createKeyCheck(options.apiKeys?.length ? options.apiKeys : [DEFAULT_API_KEY]);
  const checkSignature =
    options.requireSignature && options.secretKey ? createSignatureCheck(options.secretKey) : undefined;
  const cors = createCors(options.corsOrigins);
  const sleep = options.sleep ?? sleepFor;
  const newSpace = (key?: string): Space => ({
    scenarios: createScenarios(versions),
    journal: createJournal(),
    ...(sandbox ? { reset: () => sandbox.reset(key), counts: () => sandbox.counts(key) } : {}),
  });
  const shared = newSpace();
  // With isolated keys, each accepted key has its own scenarios, journal and copy of the sandbox.
  const spaces = new Map<string, Space>();
  const spaceOf = (key: string | undefined): Space => {
    if (!options.isolateKeys || key === undefined) return shared;
    let space = spaces.get(key);
    if (!space) spaces.set(key, (space = newSpace(key)));
    return space;
  };
  const control = createControl({
    checkKey,
    space: spaceOf,
    redact: createRedactor(secrets),
    page: () => renderControlPage(versions, sandbox !== undefined),
  });

  /**
   * Answers a request. `caller.key` is set once the request's key has been accepted for an
   * operation that needs one: with isolated keys, that request belongs to that key's space.
   */
  async function run(request: PlainRequest, requestId: string, caller: { key?: string }): Promise<Outcome> {
    const { method, target, headers } = request;
    const q = target.indexOf('?');
    const pathname = q < 0 ? target : target.slice(0, q);
    // The mock's own routes live outside the API's prefix, so they can never shadow an API path.
    if (pathname.startsWith(CONTROL_PREFIX) || pathname === CONTROL_PREFIX.slice(0, -1)) {
      const query = parseQuery(q < 0 ? '' : target.slice(q + 1));
      const apiKey = headerOf(headers, 'x-api-key');
      const body = async () => controlBody(await bodyOf(request));
      // `/__mock` is the page's address too.
      const controlPath = pathname === CONTROL_PREFIX.slice(0, -1) ? CONTROL_PREFIX : pathname;
      return { response: await control({ method, pathname: controlPath, query, apiKey, body }), stamp: true };
    }
    // Only `/public/<version>/...` belongs to the API.
    if (!pathname.startsWith(PUBLIC)) throw notFound(`No such resource: ${method} ${pathname}`);
    const slash = pathname.indexOf('/', PUBLIC.length);
    const version = slash < 0 ? pathname.slice(PUBLIC.length) : pathname.slice(PUBLIC.length, slash);
    const api = byVersion.get(version);
    if (!api) throw notFound(`No such API version: "${version}" (served: ${served})`);
    const path = slash < 0 ? '' : pathname.slice(slash);
    const route = api.route(method, path);
    if (route.kind === 'no-path') throw notFound(`No such resource: ${method} ${pathname}`);
    if (route.kind === 'no-method') {
      const methods = route.methods.join(', ').toUpperCase();
      throw notFound(`No such operation: ${method} ${api.basePath}${route.template} (it has ${methods})`);
    }
    const { operation } = route;

    if (!operation.open) {
      await checkKey(headerOf(headers, 'x-api-key'));
      caller.key = headerOf(headers, 'x-api-key');
    }
    const rawBody = await bodyOf(request);
    if (checkSignature && operation.signed)
      await checkSignature(method, target, rawBody, headerOf(headers, SIGNATURE_HEADER));

    const { prefer, ignored } = parsePrefer(headerOf(headers, 'prefer'));
    for (const reason of ignored) logger.warn(`${method} ${target}: Prefer ${reason}; ignored`);
    const ctx: RequestContext = {
      requestId,
      method,
      target,
      path,
      query: parseQuery(q < 0 ? '' : target.slice(q + 1)),
      headers,
      operation,
      params: decodeParams(operation, route.rawParams),
      prefer,
      rawBody,
      body: undefined,
    };
    validators.get(api.version)!(ctx);
    const scenario = spaceOf(caller.key).scenarios.take(operation);
    if (scenario?.delayMs) await sleep(scenario.delayMs);
    if (scenario?.status !== undefined) {
      const forced = exampleAnswer(operation, scenario.status) ?? { status: scenario.status };
      return { response: forced, stamp: operation.requestIdAllowed(forced.status), scenario: scenario.id };
    }
    const source = (sources ?? (await ready())).get(api.version);
    if (!source) throw internalError(`no response source for version ${api.version}`);
    const response = await source.respond(ctx);
    return {
      response,
      stamp: operation.requestIdAllowed(response.status),
      ...(scenario ? { scenario: scenario.id } : {}),
    };
  }

  function fail(error: unknown, request: PlainRequest): Outcome {
    const apiError =
      error instanceof ApiError ? error : internalError(String((error as Error)?.stack ?? error));
    if (apiError.status >= 500) logger.error(`${request.method} ${request.target}: ${apiError.message}`);
    else logger.debug(`${request.method} ${request.target}: refused: ${apiError.message}`);
    return { response: apiError.toResponse(), stamp: true, refusal: apiError.message };
  }

  return {
    versions,
    logger,
    ready: async () => void (await ready()),
    ...(sandbox ? { reset: () => sandbox.reset() } : {}),
    async handle(request) {
      const requestId = newRequestId();
      const began = performance.now();
      let answer: PlainResponse | undefined;
      try {
        answer = cors.preflight(request.method, request.headers);
      } catch (error) {
        return serialise(fail(error, request), requestId, {});
      }
      if (answer) return { ...answer, headers: { ...answer.headers, [REQUEST_ID_HEADER]: requestId } };
      let outcome: Outcome;
      const caller: { key?: string } = {};
      try {
        outcome = await run(request, requestId, caller);
      } catch (error) {
        outcome = fail(error, request);
      }
      const response = serialise(outcome, requestId, cors.headers(request.headers));
      // The journal shows what the app sent; the mock's own routes (the control page polls) are left out.
      // A request no accepted key owns (refused, or to an open operation) goes into every journal.
      if (!request.target.startsWith(CONTROL_PREFIX)) {
        const journals =
          caller.key === undefined
            ? [shared, ...spaces.values()].map((space) => space.journal)
            : [spaceOf(caller.key).journal];
        const entry = {
          at: Date.now(),
          method: request.method,
          target: request.target,
          status: response.status,
          requestId,
          durationMs: performance.now() - began,
          refusal: outcome.refusal,
          scenario: outcome.scenario,
          headers: request.headers,
        };
        for (const journal of journals) journal.record(entry);
      }
      if (logger.enabled('info')) {
        const ms = (performance.now() - began).toFixed(1);
        logger.info(`${request.method} ${request.target} ${response.status} ${requestId} ${ms}ms`);
      }
      return response;
    },
  };
}
