import { parseRetryAfter, RETRY_SAFE_STATUSES } from './errors.js';

export interface RetryOptions {
  /** Repeats after the first attempt. Default 2. */
  maxRetries?: number;
  /** Ceiling of the first backoff; doubles per attempt. Default 500 ms. */
  baseDelayMs?: number;
  /** Cap on any single wait, backoff or `Retry-After`. Default 30 000 ms. */
  maxDelayMs?: number;
  /**
   * Waits `ms`, or rejects with the signal's reason once `signal` aborts. Default: a timer. Tests pass
   * their own to run a retry schedule without waiting.
   */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Source of the backoff jitter, a number in [0, 1). Default: `Math.random`. */
  random?: () => number;
}

type Timing = Required<Pick<RetryOptions, 'maxRetries' | 'baseDelayMs' | 'maxDelayMs'>>;
type ResolvedRetry = Required<RetryOptions>;

export const DEFAULT_RETRY: Readonly<Timing> = { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 30_000 };

type Send = (request: Request) => Promise<Response>;

// Reads are always safe to repeat; HEAD is a GET without the body.
const REPEATABLE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * 429 means the request was refused, so repeating it is safe for every method. 500 and 502 may come
 * after a write took effect, and the API documents no idempotency, so only reads repeat them.
 */
export function shouldRetryStatus(status: number, method: string): boolean {
  if (status === 429) return true;
  return (status === 500 || status === 502) && REPEATABLE_METHODS.has(method.toUpperCase());
}

/** Exponential backoff with full jitter: uniform in [0, min(maxDelayMs, baseDelayMs * 2^attempt)). */
export function backoffDelay(attempt: number, options: Timing, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt));
}

/** On 429, `Retry-After` seconds, capped at maxDelayMs; without a usable header, backoff. */
function retryDelay(response: Response, attempt: number, options: ResolvedRetry): number {
  const seconds = response.status === 429 ? parseRetryAfter(response.headers) : undefined;
  return seconds === undefined
    ? backoffDelay(attempt, options, options.random)
    : Math.min(seconds * 1000, options.maxDelayMs);
}

export function resolveRetryOptions(options: RetryOptions | false | undefined): ResolvedRetry {
  const {
    sleep = timerSleep,
    random = Math.random,
    ...timing
  } = options === false ? { maxRetries: 0 } : (options ?? {});
  const resolved = { ...DEFAULT_RETRY, ...timing };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`createClient: retry.${name} must be a non-negative integer`);
    }
  }
  return { ...resolved, sleep, random };
}

function timerSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

type Outcome = { response: Response } | { error: unknown };

/** The wait before the next attempt, or undefined when this outcome is final. */
function nextDelay(
  request: Request,
  attempt: number,
  outcome: Outcome,
  options: ResolvedRetry,
): number | undefined {
  if (attempt >= options.maxRetries || request.signal.aborted) return undefined;
  if ('error' in outcome) {
    // A network error on a write leaves its effect unknown, as a 500 does: not repeated.
    const repeatable = REPEATABLE_METHODS.has(request.method.toUpperCase()) && !isAbort(outcome.error);
    return repeatable ? backoffDelay(attempt, options, options.random) : undefined;
  }
  return shouldRetryStatus(outcome.response.status, request.method)
    ? retryDelay(outcome.response, attempt, options)
    : undefined;
}

/**
 * Wraps a transport with the retry rules above. The client passes it as openapi-fetch's `fetch`, so
 * it repeats the final, already signed request that every middleware has seen. An aborted request
 * is never repeated, and an abort during a wait ends the wait at once.
 */
export function withRetry(send: Send, options: RetryOptions | false | undefined): Send {
  const resolved = resolveRetryOptions(options);
  if (resolved.maxRetries === 0) return send;

  async function repeat(request: Request, spare: Request | undefined, first: Outcome): Promise<Response> {
    let outcome = first;
    for (let attempt = 0; ; attempt += 1) {
      const delay = nextDelay(request, attempt, outcome, resolved);
      if (delay === undefined) {
        if ('error' in outcome) throw outcome.error;
        return outcome.response;
      }
      // Cancel the unread body so the connection is released during the wait.
      if ('response' in outcome) await outcome.response.body?.cancel().catch(() => undefined);
      await resolved.sleep(delay, request.signal);
      request = spare ?? request;
      spare = attempt + 1 < resolved.maxRetries && request.body !== null ? request.clone() : undefined;
      outcome = await send(request).then(
        (response) => ({ response }),
        (error: unknown) => ({ error }),
      );
    }
  }

  return (request) => {
    // A Request's body can be read once; `clone()` keeps an unread copy in case it is sent again.
    const spare = request.body !== null ? request.clone() : undefined;
    // Most calls end here, so the first attempt carries no loop and no bookkeeping.
    return send(request).then(
      (response) =>
        RETRY_SAFE_STATUSES.has(response.status) ? repeat(request, spare, { response }) : response,
      (error: unknown) => repeat(request, spare, { error }),
    );
  };
}
