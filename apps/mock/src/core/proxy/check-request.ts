// The request against its operation, as the proxy reads it: the engine's request findings
// (validation.ts: parameters, body), and the `x-api-key` the operation's security needs. Also
// whether the contract leaves the answer to such a request open: a parameter marked `x-unspecified`
// about what the service answers outside its bounds (`limit` above 100), in which case any answer
// is the service's to give.
import { missingKey } from '../errors.js';
import { headerOf, type Operation, type RequestContext } from '../types.js';
import { createRequestCheck, type RequestFinding } from '../validation.js';
import type { VersionApi } from '../versions.js';

/** Where (`?name`, `{name}`, a header's name) each parameter the contract marks `x-unspecified` is found. */
function openParameters(operation: Operation): Set<string> {
  const open = new Set<string>();
  for (const p of operation.parameters) {
    if (p.object['x-unspecified'] === undefined) continue;
    open.add(p.in === 'query' ? `?${p.name}` : p.in === 'path' ? `{${p.name}}` : p.name.toLowerCase());
  }
  return open;
}

export interface RequestCheck {
  readonly findings: RequestFinding[];
  /** Whether a finding is about a parameter whose answer the contract leaves open. */
  readonly answerOpen: boolean;
}

/** The request checks of the served versions, each operation's open parameters read once. */
export function createProxyRequestCheck(versions: readonly VersionApi[]) {
  const checks = new Map(versions.map((v) => [v.version, createRequestCheck(v)]));
  const open = new WeakMap<Operation, Set<string>>();
  return (ctx: RequestContext, pathFindings: readonly RequestFinding[]): RequestCheck => {
    const { operation } = ctx;
    const findings = [...pathFindings, ...checks.get(operation.version)!(ctx)];
    if (!operation.open && !headerOf(ctx.headers, 'x-api-key')?.trim()) {
      const message = `x-api-key is required by the security of ${operation.operationId}`;
      findings.unshift({ at: 'x-api-key', kind: 'header', message, refusal: missingKey() });
    }
    let places = open.get(operation);
    if (!places) open.set(operation, (places = openParameters(operation)));
    return { findings, answerOpen: findings.some((f) => places.has(f.at)) };
  };
}
