// The proxy's steps, in the engine's list in place of the sandbox's (engine.ts): route (a path the
// contract lacks is forwarded all the same, as a violation), check the request, forward it and
// check the service's answer; then, after every answer, the tally and a log line of what broke.
// Nothing here needs the caller's secret: the request leaves with its key and signature as sent.
import { ApiError, badGateway, missingKey, UpstreamError } from '../errors.js';
import type { Logger } from '../logger.js';
import { RawBytes } from '../raw-json.js';
import { contextOf, requestChecks } from '../steps/validate.js';
import { routeStep } from '../steps/route.js';
import { needs, type AfterStep, type Step } from '../steps/step.js';
import { headerOf } from '../types.js';
import { refusalOf, type RequestFinding } from '../validation.js';
import type { VersionApi } from '../versions.js';
import { bodyOf } from '../wire.js';
import { createResponseCheck } from './check-response.js';
import type { Recorder } from './recorder.js';
import type { Forward } from './upstream.js';
import type { Tally, Violation } from './violations.js';

const asViolation =
  (side: Violation['in']) =>
  ({ at, kind, message }: Omit<RequestFinding, 'refusal'>): Violation => ({ in: side, at, kind, message });

/** Routing, except that a path or method the served version lacks goes on, as a violation. */
export function proxyRouteStep(versions: readonly VersionApi[], reject: boolean): Step {
  const route = routeStep(versions);
  return (x) => {
    try {
      return route(x);
    } catch (error) {
      // An unknown version has no contract to check against, and is not forwarded.
      if (!(error instanceof ApiError) || error.status !== 404 || x.api === undefined) throw error;
      x.violations = [{ in: 'request', at: ':path', kind: 'path', message: error.message }];
      if (reject) throw error;
      return undefined;
    }
  };
}

/** The request against its operation: parameters, body, and the key the operation's security needs. */
export function checkRequestStep(versions: readonly VersionApi[], reject: boolean): Step {
  const checks = requestChecks(versions);
  return async (x) => {
    x.violations ??= [];
    if (!x.operation) return undefined;
    const findings = await contextOf(x);
    const ctx = x.ctx!;
    findings.push(...checks.get(ctx.operation.version)!(ctx));
    const key = headerOf(ctx.headers, 'x-api-key');
    if (!ctx.operation.open && !key?.trim()) {
      const message = `x-api-key is required by the security of ${ctx.operation.operationId}`;
      findings.unshift({ at: 'x-api-key', kind: 'header', message, refusal: missingKey() });
    }
    x.violations.push(...findings.map(asViolation('request')));
    const refusal = reject ? refusalOf(findings) : undefined;
    if (refusal) throw refusal;
    return undefined;
  };
}

/** Sends the request on as it came, and answers with the service's answer as it came, checked. */
export function forwardStep(versions: readonly VersionApi[], forward: Forward): Step {
  const checks = new Map(versions.map((v) => [v.version, createResponseCheck(v)]));
  return async (x) => {
    const { method, target, headers } = x.request;
    const body = await (x.rawBody ??= bodyOf(x.request));
    let answer;
    try {
      answer = await forward({ method, target, headers, body });
    } catch (error) {
      throw error instanceof UpstreamError ? badGateway(error) : error;
    }
    x.upstream = answer;
    const { operation } = x;
    if (operation)
      needs(x.violations, 'violations').push(
        ...checks.get(operation.version)!(operation, answer).map(asViolation('response')),
      );
    return {
      response: { status: answer.status, headers: { ...answer.headers }, body: new RawBytes(answer.body) },
      stamp: false,
    };
  };
}

/** Every checked exchange into the tally, and a warning that says what broke. */
export function tallyStep(tally: Tally, logger: Logger): AfterStep {
  return (x) => {
    const { violations, api } = x;
    if (violations === undefined || api === undefined) return;
    tally.add(api.version, x.operation?.operationId, violations);
    if (violations.length === 0 || !logger.enabled('warn')) return;
    const list = violations.map((v) => `${v.in} ${v.at || '(body)'}: ${v.message}`).join('; ');
    logger.warn(`${x.request.method} ${x.request.target}: ${violations.length} contract violations: ${list}`);
  };
}

/** The records the service's success answers show, into the recording. */
export function recordStep(recorder: Recorder): AfterStep {
  return (x) => {
    if (x.upstream && x.operation) recorder.see(x.operation, x.upstream.status, x.upstream.decoded);
  };
}
