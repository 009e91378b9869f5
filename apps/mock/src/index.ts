// Programmatic entry: `startMock(options) => { url, baseUrls, close() }`, plus the pieces a later
// stateful mode or a test needs (response-source contract, signing helper, error builders).
export { startMock, type MockOptions, type RunningMock } from './server.js';
export { DEFAULT_API_KEY, DEFAULT_HOST, DEFAULT_PORT } from './defaults.js';
export { sign, SIGNATURE_HEADER } from './signature.js';
export { ApiError, forbidden, invalidRequest, notFound, StartupError } from './errors.js';
export { VERSIONS, type VersionApi } from './versions.js';
export type { LogLevel, Logger } from './logger.js';
export type { MockResponse, Operation, Preferences, RequestContext, ResponseSource } from './types.js';
