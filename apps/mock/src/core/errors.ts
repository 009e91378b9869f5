// Every error the mock raises, in one catalogue. Refusals of requests (`ApiError`) leave in the
// API's two formats (the reference's "Errors › Formats"), each under its documented code, so that
// every step and every sandbox handler refuses a request the same way. Failures to start
// (`StartupError` and its kinds) carry a code of their own, for callers that tell them apart.
import type { MockResponse } from './types.js';

/** `{message}`: authentication and authorization failures only. */
export interface SimpleErrorBody {
  message: string;
}

/** `{error: {type, code, message}}`: every other error. */
export interface StructuredErrorBody {
  error: { type: string; code: string; message: string };
}

/**
 * A refusal that ends the pipeline. `reason` is for debug logs only; it must never hold a key, a
 * secret or a signature.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: SimpleErrorBody | StructuredErrorBody,
    readonly reason?: string,
  ) {
    super(reason ?? ('message' in body ? body.message : body.error.message));
    this.name = 'ApiError';
  }

  toResponse(): MockResponse {
    return { status: this.status, body: this.body };
  }
}

const structured = (status: number, type: string, code: string, message: string) =>
  new ApiError(status, { error: { type, code, message } });

/** 403 in the simple format; the spec documents 403 (not 401) for authentication failures today. */
export const forbidden = (message = 'Forbidden', reason?: string) => new ApiError(403, { message }, reason);

/** 403 for a request without `x-api-key`, with the message the spec's `MissingApiKeyError` shows. */
export const missingKey = () => forbidden('Missing x-api-key header', 'no x-api-key header');

/** 400 `invalid_request_error`; `code` defaults to the generic `invalid_request`. */
export const invalidRequest = (message: string, code = 'invalid_request') =>
  structured(400, 'invalid_request_error', code, message);

/** 404 for unknown versions, paths, methods and records (the spec's NotFound example). */
export const notFound = (message: string) =>
  structured(404, 'invalid_request_error', 'resource_not_found', message);

/**
 * 500 for a failure of the mock itself. Nothing should reach it; requests only get a 500 they
 * asked for with `Prefer: code=500`, and that one comes from the spec's examples.
 */
export const internalError = (reason: string) =>
  new ApiError(
    500,
    { error: { type: 'api_error', code: 'internal_error', message: 'Internal server error' } },
    reason,
  );

/** Why the proxy has no answer of the service to hand on. */
export type UpstreamFault =
  'refused' | 'unreachable' | 'timeout' | 'closed' | 'invalid_response' | 'too_large';

/**
 * The service could not be reached, or its answer could not be read, by the proxy. `message` says
 * what happened in words that complete "the service …", and names no key (the request's headers
 * are never part of it).
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly fault: UpstreamFault,
    message: string,
  ) {
    super(message);
  }
}

/**
 * 502 in the structured format, the status the contract documents for a gateway or upstream issue
 * (its `BadGateway`), with a code per fault (`upstream_timeout`, …: the contract leaves 502 codes
 * open) and a message naming the cause.
 */
export const badGateway = (error: UpstreamError) =>
  structured(502, 'api_error', `upstream_${error.fault}`, `the service ${error.message}`);

/**
 * 413 `payload_too_large`: the mock's own body limit (body-limits.ts), not the contract's. `close`
 * asks to close the connection after it: set when the client was still sending and the rest of its
 * body was not read, so the next bytes on the connection are not a request.
 */
export class PayloadTooLarge extends ApiError {
  constructor(
    readonly limit: number,
    readonly close: boolean,
  ) {
    super(413, {
      error: {
        type: 'invalid_request_error',
        code: 'payload_too_large',
        message: `request body must not be larger than ${limit} bytes`,
      },
    });
  }

  override toResponse(): MockResponse {
    return this.close ? { ...super.toResponse(), headers: { connection: 'close' } } : super.toResponse();
  }
}

/**
 * 429 of the mock's own rate limit (rate-limit.ts), its policy rather than the contract's: the
 * structured format with the type and code of the contract's example (`rate_limit_error`,
 * `rate_limited`), a message that says the limit, and `Retry-After` in whole seconds, at least 1,
 * as the reference's "Limits" describes the header.
 */
export class RateLimited extends ApiError {
  readonly retryAfter: number;
  constructor(waitSeconds: number, rate: number) {
    const retryAfter = Math.max(1, Math.ceil(waitSeconds));
    super(429, {
      error: {
        type: 'rate_limit_error',
        code: 'rate_limited',
        message: `Too many requests: the limit is ${rate} per second per key; retry after ${retryAfter} s`,
      },
    });
    this.retryAfter = retryAfter;
  }

  override toResponse(): MockResponse {
    return { ...super.toResponse(), headers: { 'retry-after': this.retryAfter } };
  }
}

/** A failure to start (port taken, bundle missing) that the CLI reports as one line, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
  readonly code: string = 'MOCK_STARTUP';
}

/** Options that do not work together, or a value out of range. */
export interface OptionFinding {
  /** The options it is about, by their names in the engine's options. */
  readonly options: readonly string[];
  /** The finding in words, each option named by `name` (by default, its name in the options). */
  words(name?: (option: string) => string): string;
}

/**
 * An option the engine cannot start with. Its message names the options as the engine takes them
 * (`requireSignature needs secretKey`); the CLI words `finding` with its own flags.
 */
export class OptionError extends StartupError {
  override name = 'OptionError';
  override readonly code = 'MOCK_OPTION';
  constructor(
    readonly finding: OptionFinding,
    nameOption?: (option: string) => string,
  ) {
    super(finding.words(nameOption));
  }
}

/**
 * Own data (the `fixtures` option, `--fixtures FILE`) outside the contract: one line per problem;
 * the CLI exits with 2. Named after the option, which keeps its name for compatibility.
 */
export class FixturesError extends StartupError {
  override name = 'FixturesError';
  override readonly code = 'MOCK_OWN_DATA';
  constructor(readonly problems: readonly string[]) {
    super(`the own data breaks the contract:\n${problems.join('\n')}`);
  }
}
