// Programmatic entry: `startMock(options) => { url, baseUrls, engine, reset?(), close() }`, the
// engine itself for other transports, and the pieces a custom source or a test needs.
export { startMock, type MockOptions, type RunningMock } from './node/server.js';
export { createEngine, type Engine, type EngineOptions, type SourceFactory } from './core/engine.js';
export { DEFAULT_API_KEY, DEFAULT_HOST, DEFAULT_PORT } from './core/defaults.js';
export { sign, SIGNATURE_HEADER } from './core/signature.js';
export { ApiError, FixturesError, forbidden, invalidRequest, notFound, StartupError } from './core/errors.js';
export { MAX_BODY_BYTES } from './core/body-limits.js';
export { DEFAULT_LIMITS } from './node/limits.js';
export { CURRENT_VERSION, VERSIONS, type VersionApi } from './core/versions.js';
export { stampRequestId } from './core/request-id.js';
export { observeAnswers, type ObservedAnswer } from './core/observe.js';
export { RawJson } from './core/raw-json.js';
export { proxyMode, type ProxyMode } from './core/proxy/index.js';
export type { Forward, UpstreamRequest, UpstreamResponse } from './core/proxy/upstream.js';
export type { Violation, ViolationSummary } from './core/proxy/violations.js';
export type { Recording } from './core/proxy/recorder.js';
export { DEFAULT_EVIDENCE_DELAY_MS } from './core/sandbox/index.js';
export { SEED_COUNTS } from './core/sandbox/seed/index.js';
export type { LogLevel, Logger } from './core/logger.js';
export type { Observer } from './core/metrics.js';
export type {
  MockResponse,
  Operation,
  PlainRequest,
  PlainResponse,
  Preferences,
  RequestContext,
  ResponseSource,
} from './core/types.js';
