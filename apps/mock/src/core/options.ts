// The engine's options, and every check of them in one place: values out of range and options that
// do not work together stop the start (`OptionError`), options that have no effect are warned about.
// Each finding names the options as the engine takes them (`requireSignature needs secretKey`), in
// the server and in MSW alike, or by the names `nameOption` gives them: the CLI's flags (node/args.ts).
import { OptionError, StartupError, type OptionFinding } from './errors.js';
import { LOG_FORMATS, type LogFormat, type LogLevel, type Logger } from './logger.js';
import type { Observer } from './metrics.js';
import type { KeyLookup } from './auth.js';
import type { ProxyMode } from './proxy/index.js';
import type { DurableSpaces } from './spaces.js';
import type { SpaceStore } from './store/space-store.js';
import type { SourceFactory } from './sources.js';
import type { ResponseSource } from './types.js';
import { VERSIONS, versionApi, type Bundle, type ValidatorCompiler, type VersionApi } from './versions.js';

export interface EngineOptions {
  /** The parsed bundle of each version to serve, by version. */
  bundles: Readonly<Record<string, Bundle>>;
  /**
   * Validators for bundles that `@dispute-api/spec` did not build (its own come with their
   * validators, generated): `compileValidators` of `@dispute-api/spec/schema` (Ajv). The node server
   * passes it when a bundle needs it (`--spec-dir`).
   */
  compileValidators?: ValidatorCompiler;
  /** Versions to serve; default every version of `bundles`, newest first. */
  versions?: readonly string[];
  /** Accepted access keys; default the documented dev key `local-dev-key`. */
  apiKeys?: readonly string[];
  /** Secret key for request signatures; only checked with `requireSignature`. */
  secretKey?: string;
  requireSignature?: boolean;
  /** Seed of the sandbox's records (default 1); in the static mode, of `Prefer: dynamic=true` data. */
  seed?: string;
  /** Answer from the sandbox (true, the default) or, when false, from `staticSource` (the static mode). */
  stateful?: boolean;
  /**
   * Sandbox: own data, records that replace the seeded ones of the collections they name, per
   * version, e.g. `{ [version]: { alerts: [...] } }`; each is checked against the contract first.
   */
  fixtures?: unknown;
  /**
   * Sandbox: `fixtures` is the engine's alone (the file the command line parsed), so nothing can
   * change its records after their check, and they are not frozen (own-data.ts): that would only
   * cost the start.
   * @internal for the command line; not part of the documented options.
   */
  fixturesUnshared?: boolean;
  /** Sandbox: each accepted key gets its own copy of the sandbox (records, scenarios, journal, reset). */
  isolateKeys?: boolean;
  /**
   * Sandbox: a durable store under the spaces, so that writes outlive the process and instances
   * share them (the node server opens it from `--store`), with its limits.
   */
  store?: EngineStore;
  /**
   * Keys kept in a durable store, accepted beside `apiKeys` (node/keys.ts); with it, the dev key is
   * not accepted unless `apiKeys` names it.
   * @internal for the node server; not part of the documented options.
   */
  keyLookup?: KeyLookup;
  /** Sandbox: how long a new evidence record stays `in_progress` (default 2000 ms). */
  evidenceDelayMs?: number;
  /** The clock (epoch ms) of the sandbox's evidence timing and of the rate limit, so that tests need not wait. */
  now?: () => number;
  /**
   * Requests a second each accepted key may make (a token bucket per key, rate-limit.ts); past it, a
   * 429 with `Retry-After`. Per instance: N instances let a key make up to N times as many.
   * Default: no limit.
   */
  rateLimit?: number;
  /** Requests a key may make at once after a pause (the bucket's size); default `rateLimit`. */
  rateBurst?: number;
  /** Where answers come from in the static mode (its Prism engine); loaded by `ready()`. */
  staticSource?: SourceFactory;
  /** Wraps each version's source, e.g. so that tests can check every answer against the contract. */
  decorateSource?: (source: ResponseSource, version: VersionApi) => ResponseSource;
  /** How a scenario's `delayMs` is waited for; injectable so that tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Proxy: answer every request under `/public/<version>/` by forwarding it to the service, and check
   * each exchange against the version's contract: `proxyMode(forward)` (core/proxy/index.ts), with
   * the forwarding the node server makes from a base URL (node/proxy.ts).
   */
  proxy?: ProxyMode;
  /** Proxy: answer a request that breaks the contract with the API's own error, instead of forwarding it. */
  rejectInvalidRequests?: boolean;
  /**
   * Proxy: keep the records the service's answers show, as own data (`engine.recording()`);
   * personal data is scrubbed unless `raw`.
   */
  record?: { raw?: boolean };
  /**
   * Whether the mock can serve, asked by `GET /__mock/ready` (a load balancer's probe): resolves
   * when it can, rejects (or takes longer than 2 s) when it cannot, e.g. the durable store's ping.
   * Default: always ready.
   */
  readiness?: () => Promise<void>;
  /**
   * Told of every answer (its operation, status and time) and of every refusal of the rate limit,
   * e.g. to keep metrics (`startMock`'s `metricsPort` keeps Prometheus's); the durable store tells
   * it of its calls and spaces.
   */
  observer?: Observer;
  /** Browser origins allowed besides `http://localhost:*` and `http://127.0.0.1:*`, e.g. `https://app.example`. */
  corsOrigins?: readonly string[];
  logLevel?: LogLevel;
  /** `text` (the default): a line for a person; `json`: one object per line, for a log collector. */
  logFormat?: LogFormat;
  /** Logger to use instead of one on the console at `logLevel`; every line is redacted either way. */
  logger?: Logger;
  /**
   * How findings about the options name each option (default: its name here); the CLI gives its flags.
   * @internal for the command line; not part of the documented options.
   */
  nameOption?: (option: string) => string;
}

/** A durable store under the spaces, and its limits. */
export interface EngineStore {
  readonly store: SpaceStore;
  /** The id in the store of an accepted key's space; never the key itself (a hash of it will do). */
  readonly spaceOf: (key: string) => string;
  /** Spaces kept in memory (default 250); the least recently used beyond it live in the store only. */
  readonly maxSpacesInMemory?: number;
  /** Records a space may hold, every version and collection together (default 10,000). */
  readonly maxRecords?: number;
  /** Times each call to the store, e.g. for metrics; default: calls it. */
  readonly timed?: <T>(kind: string, call: () => Promise<T>) => Promise<T>;
  /**
   * `followRecords` of core/store/durable-records.ts; the node server adds it.
   * @internal kept out of the engine's imports, so that the browser entry carries none of the store.
   */
  readonly follow?: DurableSpaces['follow'];
}

export const DEFAULT_SPACES_IN_MEMORY = 250;
export const DEFAULT_MAX_RECORDS = 10_000;

type Name = (option: string) => string;
const finding = (options: string[], words: (name: Name) => string): OptionFinding => ({
  options,
  words: (name = (option) => option) => words(name),
});

/** What is wrong with the options (`errors`) and what in them has no effect (`warnings`). */
export function checkOptions(
  options: Omit<EngineOptions, 'bundles' | 'proxy' | 'record' | 'store'> & {
    proxy?: unknown;
    record?: unknown;
    store?: unknown;
  },
): {
  errors: OptionFinding[];
  warnings: OptionFinding[];
} {
  const errors: OptionFinding[] = [];
  const warnings: OptionFinding[] = [];
  const sandbox = options.stateful ?? true;
  const { evidenceDelayMs } = options;
  if (options.requireSignature && !options.secretKey)
    errors.push(
      finding(['requireSignature', 'secretKey'], (n) => `${n('requireSignature')} needs ${n('secretKey')}`),
    );
  if (options.secretKey && !options.requireSignature)
    warnings.push(
      finding(
        ['secretKey', 'requireSignature'],
        (n) => `${n('secretKey')} without ${n('requireSignature')} has no effect: signatures are not checked`,
      ),
    );
  if (evidenceDelayMs !== undefined && !(Number.isSafeInteger(evidenceDelayMs) && evidenceDelayMs >= 0))
    errors.push(
      finding(
        ['evidenceDelayMs'],
        (n) =>
          `${n('evidenceDelayMs')} must be a non-negative integer of milliseconds, got ${evidenceDelayMs}`,
      ),
    );
  if (evidenceDelayMs !== undefined && !sandbox)
    warnings.push(
      finding(['evidenceDelayMs'], (n) => `${n('evidenceDelayMs')} has no effect in the static mode`),
    );
  for (const option of ['fixtures', 'isolateKeys', 'store'] as const)
    if (options[option] !== undefined && options[option] !== false && !sandbox)
      errors.push(finding([option], (n) => `${n(option)} applies to the sandbox, not to the static mode`));
  if (typeof options.store === 'object') errors.push(...storeFindings(options.store as EngineStore));
  errors.push(...rateFindings(options));
  const { logFormat } = options;
  if (logFormat !== undefined && !(LOG_FORMATS as readonly string[]).includes(logFormat))
    errors.push(
      finding(
        ['logFormat'],
        (n) => `${n('logFormat')} must be one of ${LOG_FORMATS.join(', ')}, got ${logFormat}`,
      ),
    );
  errors.push(...proxyFindings(options));
  return { errors, warnings };
}

const isWholeFromOne = (n: number) => Number.isSafeInteger(n) && n >= 1;

/** The rate limit's numbers: whole requests a second, a whole burst, and a burst only with a rate. */
function rateFindings(options: Pick<EngineOptions, 'rateLimit' | 'rateBurst'>): OptionFinding[] {
  const found: OptionFinding[] = [];
  for (const option of ['rateLimit', 'rateBurst'] as const) {
    const value = options[option];
    if (value !== undefined && !isWholeFromOne(value))
      found.push(finding([option], (n) => `${n(option)} must be a whole number from 1, got ${value}`));
  }
  if (options.rateBurst !== undefined && options.rateLimit === undefined)
    found.push(finding(['rateBurst', 'rateLimit'], (n) => `${n('rateBurst')} needs ${n('rateLimit')}`));
  return found;
}

/** The store's limits: whole numbers from 1. */
function storeFindings(store: EngineStore | undefined): OptionFinding[] {
  const limits = { maxSpacesInMemory: store?.maxSpacesInMemory, maxRecords: store?.maxRecords };
  return Object.entries(limits).flatMap(([option, value]) =>
    value === undefined || (Number.isSafeInteger(value) && value >= 1)
      ? []
      : [finding([option], (n) => `${n(option)} must be a whole number from 1, got ${value}`)],
  );
}

/** What the proxy cannot take: the answers and the checks of credentials are the service's. */
function proxyFindings(
  options: Omit<EngineOptions, 'bundles' | 'proxy' | 'record' | 'store'> & {
    proxy?: unknown;
    record?: unknown;
    store?: unknown;
  },
): OptionFinding[] {
  if (options.proxy === undefined) {
    const given = (['rejectInvalidRequests', 'record'] as const).filter((o) => options[o]);
    return given.map((o) => finding([o, 'proxy'], (n) => `${n(o)} needs ${n('proxy')}`));
  }
  const sandboxOnly = ['fixtures', 'isolateKeys', 'evidenceDelayMs', 'seed', 'now', 'store'] as const;
  const given = [
    ...sandboxOnly.filter((o) => options[o] !== undefined && options[o] !== false),
    ...(options.stateful === false ? ['stateful'] : []),
  ];
  const found = given.map((o) =>
    finding([o, 'proxy'], (n) => `${n(o)} does not apply to ${n('proxy')}: the service answers`),
  );
  if (options.rateLimit !== undefined)
    found.push(
      finding(
        ['rateLimit', 'proxy'],
        (n) => `${n('rateLimit')} does not apply to ${n('proxy')}: the service limits its callers`,
      ),
    );
  if (options.requireSignature)
    found.push(
      finding(
        ['requireSignature', 'proxy'],
        (n) => `${n('requireSignature')} does not apply to ${n('proxy')}: the service checks signatures`,
      ),
    );
  return found;
}

/** Throws the first error of the options, and logs their warnings. */
export function assertOptions(options: EngineOptions, logger: Logger): void {
  const { errors, warnings } = checkOptions(options);
  if (errors[0]) throw new OptionError(errors[0], options.nameOption);
  for (const warning of warnings) logger.warn(warning.words(options.nameOption));
}

/** The versions to serve, each read once from its bundle. */
export function servedVersions(options: EngineOptions): VersionApi[] {
  const wanted = options.versions ?? VERSIONS.filter((v) => options.bundles[v] !== undefined);
  return wanted.map((version) => {
    const bundle = options.bundles[version];
    if (!bundle) throw new StartupError(`no bundle of version ${version}`);
    return versionApi(version, bundle, options.compileValidators);
  });
}
