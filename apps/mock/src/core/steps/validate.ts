// Step: the request as response sources see it (`RequestContext`: path parameters decoded, `Prefer`
// parsed, the body read), checked against the version's schemas (validation.ts; 400 naming the field).
import { parsePrefer } from '../prefer.js';
import type { Logger } from '../logger.js';
import { headerOf, type RequestContext } from '../types.js';
import { createRequestCheck, decodeParams, refusalOf, type RequestFinding } from '../validation.js';
import type { VersionApi } from '../versions.js';
import { parseQuery } from '../wire.js';
import { bodyBytes, needs, type Exchange, type Step } from './step.js';

/** The routed request's context, set on the exchange, and what is wrong with its path parameters. */
function contextWith(x: Exchange, rawBody: Uint8Array | undefined, logger?: Logger): RequestFinding[] {
  const { request } = x;
  const { method, target, headers } = request;
  const operation = needs(x.operation, 'operation');
  const { prefer, ignored } = parsePrefer(headerOf(headers, 'prefer'));
  if (logger) for (const reason of ignored) logger.warn(`${method} ${target}: Prefer ${reason}; ignored`);
  const params: Record<string, string> = {};
  const findings = decodeParams(operation, needs(x.rawParams, 'path parameters'), params);
  const ctx: RequestContext = {
    requestId: x.requestId,
    method,
    target,
    path: needs(x.path, 'path'),
    query: parseQuery(x.search),
    headers,
    operation,
    params,
    prefer,
    rawBody,
    body: undefined,
  };
  x.ctx = ctx;
  return findings;
}

/**
 * `contextWith` once the body's bytes are there: at once when the transport handed them over (no
 * promise where nothing waits), else when they are read.
 */
export function contextOf(x: Exchange, logger?: Logger): RequestFinding[] | Promise<RequestFinding[]> {
  const bytes = bodyBytes(x);
  return bytes instanceof Promise
    ? bytes.then((read) => contextWith(x, read, logger))
    : contextWith(x, bytes, logger);
}

export function validateStep(versions: readonly VersionApi[], logger: Logger): Step {
  const checks = new Map(versions.map((v) => [v.version, createRequestCheck(v)]));
  const validate = (x: Exchange, findings: RequestFinding[]) => {
    const ctx = x.ctx!;
    // A path parameter that is missing answers alone, before the body is read as JSON.
    const refusal = refusalOf(findings) ?? refusalOf(checks.get(ctx.operation.version)!(ctx));
    if (refusal) throw refusal;
    return undefined;
  };
  return (x) => {
    const findings = contextOf(x, logger);
    return findings instanceof Promise ? findings.then((f) => validate(x, f)) : validate(x, findings);
  };
}
