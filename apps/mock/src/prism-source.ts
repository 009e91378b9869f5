// The stateless response source: Prism's examples (or, with `Prefer: dynamic=true`, data generated
// from the schemas). It is only asked for requests that are authenticated and valid.
import { internalError } from './errors.js';
import type { Logger } from './logger.js';
import { createPrismEngine, type PrismFailure } from './prism.js';
import type { MockResponse, Preferences, RequestContext, ResponseSource } from './types.js';

export interface PrismSourceOptions {
  /** Where ignored preferences are reported. */
  logger?: Logger;
  /** Seed for dynamic examples, so that they repeat from run to run. */
  seed?: string;
  /** Lets Prism write its own logs (debug level only). */
  debug?: boolean;
}

// Prism's content negotiation is skipped: the API only speaks JSON, and an `Accept` header Prism
// cannot satisfy would otherwise end in its 406 problem+json. Its mocker also writes the negotiated
// media types into the config, so every request gets a fresh one.
const NO_HEADERS: Record<string, string> = {};

function isDocumented(statuses: readonly string[], code: number): boolean {
  return statuses.some((s) => s === String(code) || s.toUpperCase() === `${Math.floor(code / 100)}XX`);
}

/** The statuses under which an operation documents a named example, e.g. `['429']`. */
function statusesWithExample(operation: RequestContext['operation'], name: string): string[] {
  return operation.prism.responses
    .filter((r) => (r.contents ?? []).some((c) => (c.examples ?? []).some((e) => e.key === name)))
    .map((r) => r.code);
}

/**
 * Prism fails a valid request only when `Prefer` asks for a status or an example the operation
 * does not document. Like a malformed preference, it is ignored (RFC 7240) and logged, so the
 * answer stays one the contract documents. The reason names the operation's documented statuses.
 */
function unsatisfiable(ctx: RequestContext, failure: PrismFailure): string | undefined {
  const { prefer, operation } = ctx;
  // With both a code and an example asked for, Prism wraps its NOT_FOUND in a plain Error without a status.
  if (failure.status !== 404 && !failure.message.includes('prism/errors#NOT_FOUND')) return undefined;
  if (prefer.code !== undefined && !isDocumented(operation.statuses, prefer.code)) {
    const documented = operation.statuses.join(', ');
    return `code=${prefer.code} is not documented for ${operation.operationId} (documented: ${documented})`;
  }
  if (prefer.example !== undefined) {
    // Without code=, Prism looks for the example under the success status only; say where it is.
    const statuses = statusesWithExample(operation, prefer.example);
    if (statuses.length === 0) return `example=${prefer.example} names no example of ${operation.operationId}`;
    const asked = prefer.code === undefined ? 'the success answer' : `status ${prefer.code}`;
    return `example=${prefer.example} of ${operation.operationId} is documented under status ${statuses.join(', ')}, not ${asked}; add code=${statuses[0]}`;
  }
  if (prefer.code !== undefined) return `code=${prefer.code} cannot be produced for ${operation.operationId}`;
  return undefined;
}

/** One Prism instance per version's bundle (Prism serves one document per instance). */
export function createPrismSource(options: PrismSourceOptions = {}): ResponseSource {
  const engine = createPrismEngine({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    debug: options.debug ?? false,
  });
  return {
    async respond(ctx): Promise<MockResponse> {
      const { operation, path, query, body } = ctx;
      const input = { method: operation.method, path, query, headers: NO_HEADERS, body };
      let result = await engine.answer(operation.prism, input, ctx.prefer);
      if (!result.ok) {
        const reason = unsatisfiable(ctx, result.failure);
        if (reason === undefined) {
          const { name, message } = result.failure;
          throw internalError(`Prism failed on ${operation.operationId}: ${name}: ${message}`);
        }
        options.logger?.warn(`${ctx.method} ${ctx.target}: Prefer ${reason}; ignored`);
        const { code: _code, example: _example, ...rest }: Preferences = ctx.prefer;
        result = await engine.answer(operation.prism, input, rest);
        if (!result.ok) throw internalError(`Prism failed on ${operation.operationId}: ${result.failure.message}`);
      }
      const { status, headers, body: answer } = result.answer;
      // Prism names it `Content-type`; the front sets its own content type when it sends a body.
      const { 'Content-type': _contentType, ...others } = headers;
      return { status, headers: others, body: answer };
    },
  };
}
