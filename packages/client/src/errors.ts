/**
 * The statuses a client may repeat: the spec marks their responses `x-retry-safe: true`.
 * Whether a write may actually be repeated on 500/502 is a separate question; see retry.ts.
 */
export const RETRY_SAFE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502]);

/**
 * `structured`: `{error: {type, code, message, request_id?}}`, used for most errors.
 * `simple`: `{message}`, used for authentication and authorization failures (403).
 * `unknown`: anything else (a proxy's HTML page, an empty body); still a typed error, never a crash.
 */
export type ErrorFormat = 'structured' | 'simple' | 'unknown';

export class DisputeApiError extends Error {
  override readonly name = 'DisputeApiError';
  readonly status: number;
  readonly format: ErrorFormat;
  /** `error.type` of the structured format. */
  readonly type: string | undefined;
  /** `error.code` of the structured format. */
  readonly code: string | undefined;
  /** `error.request_id`, or the top-level `requestId` the API puts on every response. */
  readonly requestId: string | undefined;
  /** True for 429, 500 and 502. For a write, 500/502 still mean "check whether it took effect first". */
  readonly retrySafe: boolean;
  /** Seconds from a `Retry-After` header, when the response had a valid one. */
  readonly retryAfter: number | undefined;
  /** The parsed body (or its text when it was not JSON), for anything the fields above miss. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    message: string;
    format: ErrorFormat;
    type?: string | undefined;
    code?: string | undefined;
    requestId?: string | undefined;
    retryAfter?: number | undefined;
    body: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.format = init.format;
    this.type = init.type;
    this.code = init.code;
    this.requestId = init.requestId;
    this.retrySafe = RETRY_SAFE_STATUSES.has(init.status);
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }
}

/**
 * A JSON object (not null, not an array). The client keeps this one guard of its own rather than take
 * @dispute-api/openapi-model's: its one runtime dependency is openapi-fetch.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * `Retry-After` as a non-negative number of seconds, which is what the contract says it holds (whole
 * or not); other forms, such as an HTTP date, are ignored rather than guessed at.
 */
export function parseRetryAfter(headers: Headers): number | undefined {
  const value = headers.get('retry-after')?.trim();
  return value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
}

/**
 * Maps a non-2xx response to a DisputeApiError. `body` is what openapi-fetch hands back as `error`:
 * the parsed JSON, the raw text when the body was not JSON, or undefined when there was no body.
 */
export function toApiError(response: Response, body: unknown): DisputeApiError {
  const status = response.status;
  const retryAfter = parseRetryAfter(response.headers);
  const fallback = `HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}`;
  if (isRecord(body) && isRecord(body.error)) {
    const inner = body.error;
    return new DisputeApiError({
      status,
      format: 'structured',
      message: str(inner.message) ?? fallback,
      type: str(inner.type),
      code: str(inner.code),
      requestId: str(inner.request_id) ?? str(body.requestId),
      retryAfter,
      body,
    });
  }
  if (isRecord(body) && typeof body.message === 'string') {
    return new DisputeApiError({
      status,
      format: 'simple',
      message: body.message,
      requestId: str(body.requestId),
      retryAfter,
      body,
    });
  }
  return new DisputeApiError({
    status,
    format: 'unknown',
    message: fallback,
    requestId: isRecord(body) ? str(body.requestId) : undefined,
    retryAfter,
    body,
  });
}

/**
 * Turns an openapi-fetch result into its data, or throws DisputeApiError. It tests `response.ok`,
 * not `error`, because openapi-fetch leaves `error` undefined for an error without a body.
 */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw toApiError(result.response, result.error);
  return result.data as T;
}
