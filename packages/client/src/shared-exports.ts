// What every version's entry module exports besides its own types and helpers.
export { LOCAL_MOCK_URL, type CallOptions, type ClientOptions } from './create-client.js';
export { DisputeApiError, RETRY_SAFE_STATUSES, toApiError, unwrap, type ErrorFormat } from './errors.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry.js';
export { SIGNATURE_HEADER, computeSignature } from './signing.js';
