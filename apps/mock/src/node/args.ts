// Command-line arguments of `dispute-api-mock`, checked before anything starts so that a typo
// ends in one clear line instead of a half-started server. This module turns flags into options and
// checks what only the command has (text, files, its own flags); the rules of the engine's options are
// core/options.ts's, worded here with the flags (`flagOf`).
import { parseArgs } from 'node:util';
import { DEFAULT_API_KEY, DEFAULT_HOST, DEFAULT_PORT } from '../core/defaults.js';
import { normaliseOrigin } from '../core/cors.js';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from '../core/logger.js';
import { MAX_PROXY_TIMEOUT_MS, proxyBaseUrl } from './proxy.js';
import type { MockOptions } from './server.js';
import { KEY_SECRET_VARIABLE } from './keys.js';
import { STORE_VARIABLE, storeTarget } from './store/index.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: dispute-api-mock [options]

Serves every published version of the Dispute and Alert Management API on one port,
under /public/<version>, with answers from the sandbox: records in memory, made from a seed,
which writes change (reset with POST /__mock/reset); or with --static from the spec's examples;
or with --proxy from a real environment of the service, each exchange checked against the contract.

Options:
  --port N               port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host HOST            address to listen on (default ${DEFAULT_HOST})
  --api-key KEY          an accepted x-api-key; repeat for several (default ${DEFAULT_API_KEY})
  --secret-key SECRET    secret key for request signatures (x-service-hmac-sha256)
  --require-signature    refuse requests without a valid signature (needs --secret-key)
  --seed N               seed for dynamic examples (Prefer: dynamic=true), so they repeat;
                         in the sandbox, the seed of its records (default 1)
  --static               answer from the spec's examples (through Prism) instead of the sandbox
  --stateful             the sandbox (the default; accepted for older scripts)
  --fixtures FILE        sandbox: own data, your records (JSON or YAML) in place of the seeded
                         ones of the collections they name, per version; checked against the
                         contract first
  --isolate-keys         sandbox: each accepted key gets its own copy of the sandbox (parallel test
                         workers, one key each, never see each other's writes)
  --evidence-delay-ms N  sandbox: time a new evidence record stays in_progress
                         (default 2000)
  --store STORE          sandbox: where the spaces' writes are kept: memory (the default),
                         sqlite:FILE (one instance, survives restarts) or postgres://… (instances
                         that share one state); also from DISPUTE_MOCK_STORE, which keeps a
                         password off the command line. With DISPUTE_MOCK_KEY_SECRET set, the
                         sandbox keys of \`dispute-api-mock keys\` are accepted, each with its own space
  --max-spaces-in-memory N
                         store: spaces kept in memory, the least recently used beyond it in the
                         store only (default 250)
  --max-records N        store: records a space may hold, all versions together (default 10000)
  --space-ttl-days N     store: days a space may stay unused before it is removed (default 30)
  --headers-timeout-ms N time a request's headers may take to arrive before a 408 (default 10000)
  --request-timeout-ms N time a whole request may take to arrive before a 408 (default 30000)
  --cors-origin ORIGIN   a browser origin allowed besides http://localhost:* and http://127.0.0.1:*,
                         e.g. https://app.example; repeat for several
  --log-level LEVEL      silent, error, warn, info (default) or debug
  --log-format FORMAT    text (default): a line for a person; json: one JSON object per line
                         (time, level, msg; requests also method, target, status, requestId, ms)
  --drain-timeout T      when stopped (SIGTERM, SIGINT), how long requests in flight may take to
                         finish before their connections are closed, e.g. 10s (the default) or 500ms
  --trust-proxy          behind a load balancer: log the client's address and protocol from its
                         X-Forwarded-For and X-Forwarded-Proto (ignored without this flag)
  --rate-limit N         requests a second each accepted key may make, past which the mock answers
                         429 with Retry-After (default: no limit); per instance of the mock
  --rate-burst N         requests a key may make at once after a pause (default: --rate-limit)
  --metrics-port N       serve Prometheus metrics on port N (0 picks a free one) at /metrics,
                         apart from the API's port (default: no metrics)
  --spec-dir DIR         folder with the <version>.json bundles (default: the spec package's dist/)
  --proxy URL            check a real environment: forward every request under /public/<version>/
                         to URL/public/<version>/ as sent (URL without /public: the proxy adds
                         it), and check each request and answer
                         against the contract (x-dispute-api-violations, GET /__mock/violations)
  --proxy-timeout T      proxy: how long the service may take to answer, e.g. 30s, 500ms or
                         1.5 (seconds; decimals rounded to whole ms) (default 30s); longer is a 502
  --reject-invalid-requests
                         proxy: answer a request that breaks the contract with the API's own
                         error instead of forwarding it
  --fail-on-violation    proxy: when stopped (SIGINT, SIGTERM), exit with status 4 if the service
                         gave no answer to any exchange (a 502 of the proxy's own), else with
                         status 3 if any exchange broke the contract
  --record FILE          proxy: write the records the service's answers showed to FILE (JSON, or
                         YAML for .yaml) in the --fixtures format, as they come and when stopped,
                         personal data replaced by stable fakes
  --record-raw           proxy: keep the personal data in the --record file as it was answered
  -h, --help             show this help`;

export type CliOptions = MockOptions & { help?: boolean; fixturesFile?: string; failOnViolation?: boolean };

/** The flag that sets each engine option, for the engine's findings about options (core/options.ts). */
const FLAG_OF: Readonly<Record<string, string>> = {
  apiKeys: '--api-key',
  secretKey: '--secret-key',
  requireSignature: '--require-signature',
  seed: '--seed',
  // The command sets `stateful` only to false, with --static (--stateful is the default's name).
  stateful: '--static',
  fixtures: '--fixtures',
  isolateKeys: '--isolate-keys',
  store: '--store',
  evidenceDelayMs: '--evidence-delay-ms',
  rateLimit: '--rate-limit',
  rateBurst: '--rate-burst',
  corsOrigins: '--cors-origin',
  logLevel: '--log-level',
  logFormat: '--log-format',
  proxy: '--proxy',
  rejectInvalidRequests: '--reject-invalid-requests',
  record: '--record',
};

/** An engine option as the command's users know it: by its flag. */
export const flagOf = (option: string): string => FLAG_OF[option] ?? option;

/**
 * The engine's checks of the options (core/options.ts), before anything starts: the first error, in
 * flags, is a usage error. Imported when called, since core/options.ts brings the versions' validators.
 */
export async function assertCliOptions(options: CliOptions): Promise<void> {
  const { checkOptions } = await import('../core/options.js');
  const { fixturesFile, ...mockOptions } = options;
  const [error] = checkOptions({ ...mockOptions, fixtures: fixturesFile }).errors;
  if (error) throw new UsageError(error.words(flagOf));
}

/** A number, for the engine to check its range (core/options.ts). */
function parseNumber(flag: string, value: string): number {
  const number = value.trim() === '' ? NaN : Number(value);
  if (Number.isNaN(number)) throw new UsageError(`${flag} must be a number, got "${value}"`);
  return number;
}

function parseMilliseconds(flag: string, value: string): number {
  if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new UsageError(`${flag} must be a positive integer of milliseconds, got "${value}"`);
  }
  return Number(value);
}

function parsePort(value: string, flag = '--port'): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new UsageError(`${flag} must be an integer from 0 to 65535, got "${value}"`);
  }
  return Number(value);
}

const FLAGS_SPEC = {
  port: { type: 'string' },
  host: { type: 'string' },
  'metrics-port': { type: 'string' },
  'drain-timeout': { type: 'string' },
  'trust-proxy': { type: 'boolean' },
  'rate-limit': { type: 'string' },
  'rate-burst': { type: 'string' },
  'api-key': { type: 'string', multiple: true },
  'secret-key': { type: 'string' },
  'require-signature': { type: 'boolean' },
  seed: { type: 'string' },
  stateful: { type: 'boolean' },
  static: { type: 'boolean' },
  fixtures: { type: 'string' },
  'isolate-keys': { type: 'boolean' },
  'evidence-delay-ms': { type: 'string' },
  store: { type: 'string' },
  'max-spaces-in-memory': { type: 'string' },
  'max-records': { type: 'string' },
  'space-ttl-days': { type: 'string' },
  'headers-timeout-ms': { type: 'string' },
  'request-timeout-ms': { type: 'string' },
  'log-level': { type: 'string' },
  'log-format': { type: 'string' },
  'cors-origin': { type: 'string', multiple: true },
  'spec-dir': { type: 'string' },
  proxy: { type: 'string' },
  'proxy-timeout': { type: 'string' },
  'reject-invalid-requests': { type: 'boolean' },
  'fail-on-violation': { type: 'boolean' },
  record: { type: 'string' },
  'record-raw': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof FLAGS_SPEC }>>['values'];

/** Where the mock listens, and how long a client may take. */
function serverOptions(v: Values, options: CliOptions): void {
  if (v.port !== undefined) options.port = parsePort(v.port);
  if (v.host !== undefined) {
    if (v.host.trim() === '') throw new UsageError('--host must not be empty');
    options.host = v.host;
  }
  if (v['headers-timeout-ms'] !== undefined)
    options.headersTimeoutMs = parseMilliseconds('--headers-timeout-ms', v['headers-timeout-ms']);
  if (v['request-timeout-ms'] !== undefined)
    options.requestTimeoutMs = parseMilliseconds('--request-timeout-ms', v['request-timeout-ms']);
  if (v['cors-origin'] !== undefined) {
    options.corsOrigins = v['cors-origin'].map((text) => {
      const origin = normaliseOrigin(text);
      if (origin === undefined)
        throw new UsageError(
          `--cors-origin must be an origin such as https://app.example (scheme, host, port), got "${text}"`,
        );
      return origin;
    });
  }
  if (v['spec-dir'] !== undefined) options.specDir = v['spec-dir'];
  serviceOptions(v, options);
}

/** What a hosted deployment adds: metrics, the bound of a graceful stop, the proxy in front, the rate limit. */
function serviceOptions(v: Values, options: CliOptions): void {
  if (v['drain-timeout'] !== undefined)
    options.drainTimeoutMs = parseDuration('--drain-timeout', v['drain-timeout']);
  if (v['trust-proxy']) options.trustProxy = true;
  if (v['rate-limit'] !== undefined) options.rateLimit = parseCount('--rate-limit', v['rate-limit']);
  if (v['rate-burst'] !== undefined) options.rateBurst = parseCount('--rate-burst', v['rate-burst']);
  if (v['metrics-port'] !== undefined) {
    options.metricsPort = parsePort(v['metrics-port'], '--metrics-port');
    if (options.metricsPort !== 0 && options.metricsPort === (options.port ?? DEFAULT_PORT))
      throw new UsageError(`--metrics-port must differ from --port (${options.metricsPort})`);
  }
}

/** Which keys are accepted, and whether requests must be signed. */
function accessOptions(v: Values, options: CliOptions): void {
  if (v['api-key'] !== undefined) {
    if (v['api-key'].some((k) => k.trim() === '')) throw new UsageError('--api-key must not be empty');
    options.apiKeys = v['api-key'];
  }
  if (v['secret-key'] !== undefined) {
    if (v['secret-key'] === '') throw new UsageError('--secret-key must not be empty');
    options.secretKey = v['secret-key'];
  }
  if (v['require-signature']) options.requireSignature = true;
}

/** The sandbox or the static mode, and the sandbox's own flags. */
function modeOptions(v: Values, options: CliOptions): void {
  if (v.seed !== undefined) {
    if (!/^\d+$/.test(v.seed)) throw new UsageError(`--seed must be a non-negative integer, got "${v.seed}"`);
    options.seed = v.seed;
  }
  if (v.static && v.stateful)
    throw new UsageError('--static and --stateful exclude each other (the sandbox is the default)');
  if (v.static) options.stateful = false;
  if (v['isolate-keys']) options.isolateKeys = true;
  if (v.fixtures !== undefined) {
    if (v.fixtures.trim() === '') throw new UsageError('--fixtures must name a file');
    options.fixturesFile = v.fixtures;
  }
  if (v['evidence-delay-ms'] !== undefined)
    options.evidenceDelayMs = parseNumber('--evidence-delay-ms', v['evidence-delay-ms']);
}

/** A whole number from 1. */
function parseCount(flag: string, value: string): number {
  if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new UsageError(`${flag} must be a whole number from 1, got "${value}"`);
  return Number(value);
}

/**
 * The durable store, from --store or the environment (a connection string with a password stays off
 * the command line), and its limits; the key secret comes from the environment only.
 */
function storeOptions(v: Values, options: CliOptions, env: NodeJS.ProcessEnv): void {
  const store = v.store ?? env[STORE_VARIABLE];
  const from = v.store === undefined ? STORE_VARIABLE : '--store';
  if (store !== undefined && !storeTarget(store))
    throw new UsageError(`${from} must be memory, sqlite:FILE or postgres://…, got "${store}"`);
  if (store !== undefined && store !== 'memory') options.store = store;
  const secret = env[KEY_SECRET_VARIABLE];
  if (secret !== undefined && secret !== '') {
    if (options.store === undefined)
      throw new UsageError(`${KEY_SECRET_VARIABLE} needs --store: the keys are kept there`);
    options.keySecret = secret;
  }
  const limits = [
    ['--max-spaces-in-memory', 'maxSpacesInMemory'],
    ['--max-records', 'maxRecords'],
    ['--space-ttl-days', 'spaceTtlMs'],
  ] as const;
  for (const [flag, option] of limits) {
    const value = v[flag.slice(2) as keyof Values] as string | undefined;
    if (value === undefined) continue;
    if (options.store === undefined) throw new UsageError(`${flag} needs --store`);
    const count = parseCount(flag, value);
    options[option] = option === 'spaceTtlMs' ? count * 86_400_000 : count;
  }
}

/** `30s`, `500ms`, or a bare number of seconds, decimals allowed (`1.5`), as whole milliseconds. */
function parseDuration(flag: string, value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(value);
  const ms = match ? Math.round(Number(match[1]) * (match[2] === 'ms' ? 1 : 1000)) : NaN;
  if (!(ms >= 1 && ms <= MAX_PROXY_TIMEOUT_MS))
    throw new UsageError(
      `${flag} must be a duration from 1 ms to 24 days, such as 30s, 1.5 (seconds) or 500ms, got "${value}"`,
    );
  return ms;
}

/** The proxy and its own flags, which need it. */
function proxyOptions(v: Values, options: CliOptions): void {
  const needsProxy = (flag: string) => {
    if (v.proxy === undefined) throw new UsageError(`${flag} needs --proxy`);
  };
  if (v.proxy !== undefined) {
    try {
      proxyBaseUrl(v.proxy);
    } catch (error) {
      throw new UsageError(`--proxy ${(error as Error).message}`);
    }
    options.proxy = v.proxy;
  }
  if (v['proxy-timeout'] !== undefined) {
    needsProxy('--proxy-timeout');
    options.proxyTimeoutMs = parseDuration('--proxy-timeout', v['proxy-timeout']);
  }
  if (v['reject-invalid-requests']) options.rejectInvalidRequests = true;
  if (v['fail-on-violation']) {
    needsProxy('--fail-on-violation');
    options.failOnViolation = true;
  }
  if (v.record !== undefined) {
    if (v.record.trim() === '') throw new UsageError('--record must name a file');
    options.record = v.record;
  }
  if (v['record-raw']) {
    if (v.record === undefined) throw new UsageError('--record-raw needs --record');
    options.recordRaw = true;
  }
}

export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let v: Values;
  try {
    v = parseArgs({ args: [...argv], strict: true, allowPositionals: false, options: FLAGS_SPEC }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (v.help) return { help: true };
  const options: CliOptions = {};
  serverOptions(v, options);
  accessOptions(v, options);
  modeOptions(v, options);
  storeOptions(v, options, env);
  proxyOptions(v, options);
  if (v['log-level'] !== undefined) {
    if (!(LOG_LEVELS as readonly string[]).includes(v['log-level'])) {
      throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${v['log-level']}"`);
    }
    options.logLevel = v['log-level'] as LogLevel;
  }
  if (v['log-format'] !== undefined) {
    if (!(LOG_FORMATS as readonly string[]).includes(v['log-format']))
      throw new UsageError(`--log-format must be one of ${LOG_FORMATS.join(', ')}, got "${v['log-format']}"`);
    options.logFormat = v['log-format'] as LogFormat;
  }
  return options;
}
