// The engine: a plain request in, a plain response out, through a list of steps in the order the
// service is taken to apply its rules (steps/): the mock's own routes, route, authenticate, the
// rate limit (when one is set), verify the signature, validate, apply a scenario, answer; then the
// journal, the access log and the observer. Each step may answer early; a refusal is thrown and
// answered in the API's format. This module wires the steps from the options and serialises the
// answer. It imports nothing from Node or Prism, so the same engine runs behind the node server and
// inside MSW handlers (browser, Node, test runners).
import { createKeyCheck } from './auth.js';
import { createControl, isControlPath } from './control/index.js';
import { renderControlPage } from './control/page.js';
import { createProbes, type Probes } from './control/probes.js';
import { createCors, type CorsPolicy } from './cors.js';
import { DEFAULT_API_KEY } from './defaults.js';
import { ApiError, internalError, StartupError } from './errors.js';
import { createLogger, type Logger } from './logger.js';
import {
  assertOptions,
  DEFAULT_MAX_RECORDS,
  DEFAULT_SPACES_IN_MEMORY,
  servedVersions,
  type EngineOptions,
  type EngineStore,
} from './options.js';
import { createRedactor, redactingLogger } from './redact.js';
import { newRequestId, REQUEST_ID_HEADER } from './request-id.js';
import { createSandboxMode, type ResetSummary, type SandboxMode } from './sandbox/index.js';
import { createSignatureCheck } from './signature.js';
import { loadSources, type LoadedSources } from './sources.js';
import { createSpaces, type DurableSpaces, type Space, type Spaces } from './spaces.js';
import { answerStep } from './steps/answer.js';
import { authenticateStep } from './steps/authenticate.js';
import { controlStep } from './steps/control.js';
import { accessLogStep, journalStep } from './steps/journal.js';
import { metricsStep } from './steps/metrics.js';
import { rateLimitStep } from './steps/rate-limit.js';
import { createRateLimit } from './rate-limit.js';
import { publicPathCheck, routeStep } from './steps/route.js';
import { scenarioStep } from './steps/scenario.js';
import type { AfterStep, Exchange, Step } from './steps/step.js';
import { validateStep } from './steps/validate.js';
import { verifySignatureStep } from './steps/verify-signature.js';
import type { WiredProxy } from './proxy/index.js';
import type { Recording } from './proxy/recorder.js';
import { VIOLATIONS_HEADER, type ViolationSummary } from './proxy/violations.js';
import type { PlainRequest, PlainResponse, ResponseSource } from './types.js';
import type { VersionApi } from './versions.js';
import { serialise, type Outcome } from './wire.js';

export type { EngineOptions } from './options.js';
export type { SourceFactory } from './sources.js';

export interface Engine {
  readonly versions: readonly VersionApi[];
  /** The logger every line goes through, redacted. */
  readonly logger: Logger;
  /** Resolves once the response sources are loaded; `handle` waits for it on its own. */
  ready(): Promise<void>;
  handle(request: PlainRequest): Promise<PlainResponse>;
  /** Sandbox only: restores the seeded state, as `POST /__mock/reset` does. */
  readonly reset?: () => ResetSummary;
  /**
   * The space of an accepted key, or without one the shared space (the only one unless keys are
   * isolated): its `control` does what the `/__mock/` routes do, as calls, on the same state.
   */
  space(key?: string): Space;
  /** How many spaces are in memory now, the shared one included (a gauge of the metrics). */
  spacesInMemory(): number;
  /** Proxy only: the violations of every exchange so far, as `GET /__mock/violations` shows them. */
  readonly violations?: () => ViolationSummary;
  /** Proxy with `record` only: the records the service's answers showed so far, as own data. */
  readonly recording?: () => Promise<Recording>;
  /**
   * The server is stopping: from now on `GET /__mock/ready` answers 503, so that load balancers
   * send no more requests here while those in flight finish (node/server.ts's `close`).
   */
  drain(): void;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refusal (or a failure of the mock) as the answer it gets, logged: errors always, refusals at debug. */
function refusal(error: unknown, request: PlainRequest, logger: Logger): Outcome {
  const apiError =
    error instanceof ApiError ? error : internalError(String((error as Error)?.stack ?? error));
  if (apiError.status >= 500) logger.error(`${request.method} ${request.target}: ${apiError.message}`);
  else logger.debug(`${request.method} ${request.target}: refused: ${apiError.message}`);
  return { response: apiError.toResponse(), stamp: true, refusal: apiError.message };
}

/**
 * A CORS preflight, answered before the steps: it carries no key and is not the app's own request.
 * `served` tells whether a path is one the mock answers, for a preflight stripped of its `Origin`
 * (cors.ts).
 */
function preflight(
  cors: CorsPolicy,
  request: PlainRequest,
  requestId: string,
  logger: Logger,
  served: (pathname: string) => boolean,
) {
  try {
    const pathname = request.target.split('?', 1)[0]!;
    const answer = cors.preflight(request.method, request.headers, () => served(pathname));
    return answer && { ...answer, headers: { ...answer.headers, [REQUEST_ID_HEADER]: requestId } };
  } catch (error) {
    return serialise(refusal(error, request, logger), requestId, {});
  }
}

interface Wiring {
  options: EngineOptions;
  versions: readonly VersionApi[];
  logger: Logger;
  spaces: Spaces;
  sandbox: SandboxMode | undefined;
  probes: Probes;
}

/**
 * The steps in their order; the signature step only when signatures are required. The proxy routes,
 * checks and forwards instead (proxy/index.ts): the service authenticates, verifies signatures and
 * answers.
 */
function stepsOf({ options, versions, logger, spaces, sandbox, probes }: Wiring): {
  steps: Step[];
  proxy?: WiredProxy;
} {
  // With keys in a durable store, the dev key is accepted only when named.
  const listed = options.apiKeys?.length ? options.apiKeys : options.keyLookup ? [] : [DEFAULT_API_KEY];
  const checkKey = createKeyCheck(listed, options.keyLookup);
  const scenario = scenarioStep(options.sleep ?? sleepFor);
  const proxy = options.proxy?.wire({
    versions,
    logger,
    scenario,
    rejectInvalidRequests: options.rejectInvalidRequests === true,
    record: options.record && { raw: options.record.raw === true },
  });
  const control = controlStep(
    createControl({
      checkKey,
      space: spaces.of,
      probes,
      page: () => renderControlPage(versions, proxy ? 'proxy' : sandbox ? 'sandbox' : 'static'),
      ...(proxy ? { tally: proxy.tally } : {}),
    }),
  );
  if (proxy) return { steps: [control, ...proxy.steps], proxy };
  const secret = options.requireSignature ? options.secretKey : undefined;
  // Keys of a durable store may each require signatures: the step is there whenever they can be.
  const signatures = secret || options.keyLookup;
  const steps = [
    control,
    routeStep(versions),
    authenticateStep(checkKey, spaces),
    ...(options.rateLimit ? [rateLimited(options, options.rateLimit)] : []),
    ...(signatures ? [verifySignatureStep(secret ? createSignatureCheck(secret) : undefined)] : []),
    validateStep(versions, logger),
    scenario,
    answerStep,
  ];
  return { steps };
}

/** The rate limit per key, on the engine's clock. */
const rateLimited = (options: EngineOptions, rate: number) =>
  rateLimitStep(
    createRateLimit({ rate, burst: options.rateBurst ?? rate }),
    rate,
    options.now ?? Date.now,
    options.observer,
  );

/** The proxy's spaces keep scenarios and the journal; its answers come from the forward step. */
const NO_SOURCES: LoadedSources = {
  ready: () => Promise.resolve(),
  get: () => {
    throw new Error('the proxy answers in its forward step, not from a response source');
  },
};

/** Ready once the answers are loaded (the static mode's Prism) and the caller's probe resolves. */
const probesOf = (options: EngineOptions, ready: () => Promise<void>, logger: Logger) =>
  createProbes({
    readiness: async () => {
      await ready();
      await options.readiness?.();
    },
    logger,
  });

/** What sees every answer: the journal, the access log, the observer, the proxy's tally and recording. */
const afterStepsOf = (
  options: EngineOptions,
  spaces: Spaces,
  logger: Logger,
  proxy: WiredProxy | undefined,
): AfterStep[] => [
  journalStep(spaces),
  accessLogStep(logger),
  ...(options.observer ? [metricsStep(options.observer)] : []),
  ...(proxy?.afterSteps ?? []),
];

/** The keys and the secret, which no log line, journal entry or error may show. */
const secretsOf = (options: EngineOptions) => [
  ...(options.apiKeys ?? []),
  ...(options.secretKey ? [options.secretKey] : []),
];

export function createEngine(options: EngineOptions): Engine {
  // Every line is redacted, whoever writes it, so no key material reaches a log.
  const logger = redactingLogger(
    options.logger ?? createLogger(options.logLevel ?? 'info', undefined, undefined, options.logFormat),
    secretsOf(options),
  );
  assertOptions(options, logger);
  const versions = servedVersions(options);
  const decorate = options.decorateSource ?? ((source: ResponseSource) => source);
  const sandbox =
    !options.proxy && (options.stateful ?? true)
      ? createSandboxMode(versions, {
          logger,
          ownData: options.fixtures,
          freezeOwnData: !options.fixturesUnshared,
          ...(options.seed === undefined ? {} : { seed: options.seed }),
          ...(options.evidenceDelayMs === undefined ? {} : { evidenceDelayMs: options.evidenceDelayMs }),
          ...(options.now ? { now: options.now } : {}),
        })
      : undefined;
  const sources = options.proxy
    ? NO_SOURCES
    : sandbox
      ? undefined
      : loadSources(options.staticSource, versions, logger, decorate);
  const spaces = createSpaces({
    versions,
    isolateKeys: options.isolateKeys === true,
    answers: sandbox ? { sandbox } : { sources: sources! },
    decorate,
    redact: createRedactor(secretsOf(options)),
    ...(sandbox && options.store ? { durable: durableOf(options.store, sandbox, logger, options.now) } : {}),
  });
  const ready = () => sources?.ready() ?? Promise.resolve();
  const probes = probesOf(options, ready, logger);
  const { steps, proxy } = stepsOf({ options, versions, logger, spaces, sandbox, probes });
  const afterSteps = afterStepsOf(options, spaces, logger, proxy);
  const cors = createCors(options.corsOrigins);
  const publicPath = publicPathCheck(versions);
  const served = (pathname: string) => isControlPath(pathname) || publicPath(pathname);

  return {
    versions,
    logger,
    ready,
    drain: probes.drain,
    ...(spaces.shared.reset ? { reset: spaces.shared.reset } : {}),
    space: (key) => (key === undefined ? spaces.shared : spaces.of(key)),
    spacesInMemory: () => spaces.all().length,
    ...(proxy ? { violations: () => proxy.tally.summary() } : {}),
    ...(proxy?.recording ? { recording: proxy.recording } : {}),
    async handle(request) {
      const requestId = newRequestId();
      const early = preflight(cors, request, requestId, logger, served);
      if (early) return early;
      const x = exchange(request, requestId, spaces);
      let outcome: Outcome | undefined;
      try {
        for (const step of steps) {
          const result = step(x);
          outcome = result instanceof Promise ? await result : result;
          if (outcome) break;
        }
        if (!outcome) throw internalError('no step answered');
      } catch (error) {
        outcome = refusal(error, request, logger);
      }
      const response = serialise(outcome, x.requestId, cors.headers(request.headers));
      // Every answer to a request the proxy checked says how many rules its exchange broke.
      if (x.violations) response.headers[VIOLATIONS_HEADER] = String(x.violations.length);
      for (const afterStep of afterSteps) afterStep(x, outcome, response);
      return response;
    },
  };
}

/** The spaces' durable store, with its limits' defaults. */
function durableOf(
  { store, spaceOf, maxSpacesInMemory, maxRecords, timed, follow }: EngineStore,
  sandbox: SandboxMode,
  logger: Logger,
  now: (() => number) | undefined,
): DurableSpaces {
  if (!follow) throw new StartupError('a store needs its records follower: start the mock with startMock');
  return {
    store,
    spaceOf,
    follow,
    basis: sandbox.basis(),
    maxInMemory: maxSpacesInMemory ?? DEFAULT_SPACES_IN_MEMORY,
    maxRecords: maxRecords ?? DEFAULT_MAX_RECORDS,
    logger,
    timed: timed ?? ((_kind, call) => call()),
    now: now ?? Date.now,
  };
}

/** A request at the start of the steps: its target split, in the shared space until a key is accepted. */
function exchange(request: PlainRequest, requestId: string, spaces: Spaces): Exchange {
  const q = request.target.indexOf('?');
  return {
    request,
    requestId,
    began: performance.now(),
    pathname: q < 0 ? request.target : request.target.slice(0, q),
    search: q < 0 ? '' : request.target.slice(q + 1),
    space: spaces.shared,
  };
}
