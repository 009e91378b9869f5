// The API's two error formats (reference, Errors › Formats), built in one place so that every module
// of the pipeline, and a later stateful store, refuses requests the same way.
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

/** 400 `invalid_request_error`; `code` defaults to the generic `invalid_request`. */
export const invalidRequest = (message: string, code = 'invalid_request') =>
  structured(400, 'invalid_request_error', code, message);

/** 404 for unknown versions, paths and methods (the spec's NotFound example). */
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

/** A failure to start (port taken, bundle missing) that the CLI reports as one line, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Own data (`--fixtures`) outside the contract: one line per problem; the CLI exits with 2. */
export class FixturesError extends StartupError {
  override name = 'FixturesError';
  constructor(readonly problems: readonly string[]) {
    super(`the fixtures break the contract:\n${problems.join('\n')}`);
  }
}
