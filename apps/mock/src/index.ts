// Programmatic entry: `startMock(options) => { url, baseUrls, reset?(), close() }`, plus the pieces a
// custom source or a test needs (response-source contract, request-id stamping, signing helper,
// error builders, the stateful mode's defaults).
export { startMock, type MockOptions, type RunningMock } from './server.js';
export { DEFAULT_API_KEY, DEFAULT_HOST, DEFAULT_PORT } from './defaults.js';
export { sign, SIGNATURE_HEADER } from './signature.js';
export { ApiError, forbidden, invalidRequest, notFound, StartupError } from './errors.js';
export { DEFAULT_LIMITS, MAX_BODY_BYTES } from './limits.js';
export { VERSIONS, type VersionApi } from './versions.js';
export { stampRequestId } from './request-id.js';
export { observeAnswers, type ObservedAnswer } from './observe.js';
export { RawJson } from './raw-json.js';
export { DEFAULT_EVIDENCE_DELAY_MS } from './stateful/mode.js';
export { SEED_COUNTS } from './stateful/fixtures/index.js';
export type { LogLevel, Logger } from './logger.js';
export type { MockResponse, Operation, Preferences, RequestContext, ResponseSource } from './types.js';
