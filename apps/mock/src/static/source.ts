// The static mode's response source: the spec's examples through Prism (or, with
// `Prefer: dynamic=true`, data generated from the schemas and made sensible by dynamic.ts). It is
// only asked for requests that are authenticated and valid.
import type { SourceFactory } from '../core/sources.js';
import { internalError } from '../core/errors.js';
import { isDocumented } from '../core/examples.js';
import type { Logger } from '../core/logger.js';
import type { MockResponse, Preferences, RequestContext, ResponseSource } from '../core/types.js';
import type { VersionApi } from '../core/versions.js';
import { sensible } from './dynamic.js';
import { createPrismEngine, loadPrismOperations, type PrismFailure, type PrismOperation } from './prism.js';

/** The statuses under which an operation documents a named example, e.g. `['429']`. */
function statusesWithExample(operation: RequestContext['operation'], name: string): string[] {
  return [...operation.responses].filter(([, model]) => model.examples.has(name)).map(([status]) => status);
}

/** Distinct example answers kept per version (operations × preferred codes and examples in use). */
const MAX_KEPT = 512;

/**
 * Prism fails a valid request only when `Prefer` asks for a status or an example the operation
 * does not document. Like a malformed preference, it is ignored (RFC 7240) and logged, so the
 * answer stays one the contract documents. The reason names the operation's documented statuses.
 */
function unsatisfiable(ctx: RequestContext, failure: PrismFailure): string | undefined {
  const { prefer, operation } = ctx;
  // With both a code and an example asked for, Prism wraps its NOT_FOUND in a plain Error without a status.
  if (failure.status !== 404 && !failure.message.includes('prism/errors#NOT_FOUND')) return undefined;
  if (prefer.code !== undefined && !isDocumented(operation, prefer.code)) {
    const documented = operation.statuses.join(', ');
    return `code=${prefer.code} is not documented for ${operation.operationId} (documented: ${documented})`;
  }
  if (prefer.example !== undefined) {
    // Without code=, Prism looks for the example under the success status only; say where it is.
    const statuses = statusesWithExample(operation, prefer.example);
    if (statuses.length === 0)
      return `example=${prefer.example} names no example of ${operation.operationId}`;
    const asked = prefer.code === undefined ? 'the success answer' : `status ${prefer.code}`;
    return `example=${prefer.example} of ${operation.operationId} is documented under status ${statuses.join(', ')}, not ${asked}; add code=${statuses[0]}`;
  }
  if (prefer.code !== undefined) return `code=${prefer.code} cannot be produced for ${operation.operationId}`;
  return undefined;
}

async function versionSource(
  version: VersionApi,
  seed: string | undefined,
  logger: Logger,
): Promise<ResponseSource> {
  const engine = createPrismEngine({ ...(seed === undefined ? {} : { seed }), logger });
  const prismOperations = await loadPrismOperations(version.document);
  const byOperation = new Map(
    version.operations.map((op) => {
      const prism = prismOperations.find((p) => p.method === op.method && p.path === op.template);
      if (!prism)
        throw new Error(
          `Prism has no operation for ${op.method.toUpperCase()} ${op.template} in ${version.version}`,
        );
      return [op, prism] as [typeof op, PrismOperation];
    }),
  );
  // An answer from the examples depends on the operation and the preferred code and example only
  // (not on the request), so Prism is asked once per such triple; generated data is never kept.
  const examples = new Map<string, MockResponse>();
  return {
    async respond(ctx): Promise<MockResponse> {
      const { operation, path, query, body, prefer } = ctx;
      const key =
        prefer.dynamic === true
          ? undefined
          : `${operation.operationId} ${prefer.code ?? ''} ${prefer.example ?? ''}`;
      const known = key === undefined ? undefined : examples.get(key);
      if (known) return known;
      const prism = byOperation.get(operation)!;
      const input = { method: operation.method, path, query, body };
      const first = await engine.answer(prism, input, prefer);
      let result = first;
      if (!result.ok) {
        const reason = unsatisfiable(ctx, result.failure);
        if (reason === undefined) {
          const { name, message } = result.failure;
          throw internalError(`Prism failed on ${operation.operationId}: ${name}: ${message}`);
        }
        logger.warn(`${ctx.method} ${ctx.target}: Prefer ${reason}; ignored`);
        const rest: Preferences = { ...ctx.prefer };
        delete rest.code;
        delete rest.example;
        result = await engine.answer(prism, input, rest);
        if (!result.ok)
          throw internalError(`Prism failed on ${operation.operationId}: ${result.failure.message}`);
      }
      const { status, headers, body: answer } = result.answer;
      // Prism names it `Content-type`; the engine sets its own content type when it sends a body.
      const others = { ...headers };
      delete others['Content-type'];
      if (key === undefined)
        return { status, headers: others, body: status < 300 ? sensible(ctx, status, answer) : answer };
      const response = { status, headers: others, body: answer };
      // Only answers Prism gave as asked; an ignored preference is logged each time it is sent.
      if (result === first && examples.size < MAX_KEPT) examples.set(key, response);
      return response;
    },
  };
}

/** The static mode's sources, one Prism instance per version's bundle. */
export function staticSource(seed?: string): SourceFactory {
  return async (versions, logger) => {
    const sources = new Map(
      await Promise.all(
        versions.map(async (v) => [v.version, await versionSource(v, seed, logger)] as const),
      ),
    );
    return (version) => sources.get(version.version)!;
  };
}
