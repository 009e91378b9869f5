// The proxy's steps, in the engine's list in place of the sandbox's (engine.ts): route (a path the
// contract lacks is forwarded all the same, as a violation), then check the request and forward it
// (the one while the other, unless a refusal or a scenario must come first) and check the service's
// answer; then, after every answer, the tally and a log line of what broke.
// Nothing here needs the caller's secret: the request leaves with its key and signature as sent.
import { ApiError, badGateway, UpstreamError } from '../errors.js';
import type { Logger } from '../logger.js';
import { counted } from '../plural.js';
import { RawBytes } from '../raw-json.js';
import { REQUEST_ID_HEADER } from '../request-id.js';
import { contextOf } from '../steps/validate.js';
import { routeStep } from '../steps/route.js';
import { bodyBytes, needs, type AfterStep, type Exchange, type Step } from '../steps/step.js';
import { refusalOf, type RequestFinding } from '../validation.js';
import type { Outcome } from '../wire.js';
import type { VersionApi } from '../versions.js';
import { createProxyRequestCheck } from './check-request.js';
import { createResponseCheck } from './check-response.js';
import type { Recorder } from './recorder.js';
import type { Forward, UpstreamResponse } from './upstream.js';
import type { Tally, Violation } from './violations.js';

const asViolation =
  (side: Violation['in']) =>
  ({ at, kind, message }: Omit<RequestFinding, 'refusal'>): Violation => ({ in: side, at, kind, message });

/** Why an answer's body is left unchecked, by what kept it from being undone (a broken one is a violation). */
const UNCHECKED: Record<string, ((coding: string) => string) | undefined> = {
  unknown: (coding) => `content-encoding ${coding} is not one the proxy undoes`,
  too_large: (coding) =>
    `undone, its content-encoding ${coding} gives more than the proxy reads of an answer`,
};

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

type Check = (x: Exchange) => Promise<void>;

/** The request against its operation (check-request.ts); with `reject`, a request that breaks it is refused. */
function requestCheck(versions: readonly VersionApi[], reject: boolean): Check {
  const check = createProxyRequestCheck(versions);
  return async (x) => {
    x.violations ??= [];
    if (!x.operation) return;
    const pathFindings = await contextOf(x);
    const { findings, answerOpen } = check(needs(x.ctx, 'request context'), pathFindings);
    x.violations.push(...findings.map(asViolation('request')));
    x.answerOpen = answerOpen;
    const refusal = reject ? refusalOf(findings) : undefined;
    if (refusal) throw refusal;
  };
}

/** Sends the request on as it came: the service's answer, or the 502 that says why there is none. */
function sender(forward: Forward) {
  return async (x: Exchange): Promise<UpstreamResponse> => {
    const { method, target, headers } = x.request;
    const body = await bodyBytes(x);
    try {
      return await forward({ method, target, headers, body });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      x.noAnswer = error.fault;
      throw badGateway(error);
    }
  };
}

/** The service's answer as it came, checked against the operation's contract. */
function answerCheck(versions: readonly VersionApi[]) {
  const checks = new Map(versions.map((v) => [v.version, createResponseCheck(v)]));
  return (x: Exchange, answer: UpstreamResponse): Outcome => {
    x.upstream = answer;
    // The caller gets the service's id: the journal and the log say the same.
    x.requestId = answer.headers[REQUEST_ID_HEADER] || x.requestId;
    const { operation } = x;
    // The contract leaves the answer to some requests open (check-request.ts): it is not checked.
    if (operation && !x.answerOpen) {
      needs(x.violations, 'violations').push(
        ...checks.get(operation.version)!(operation, answer).map(asViolation('response')),
      );
      // Only a body that would have been checked, under a documented status, counts as unchecked.
      const unchecked = answer.undecodable && UNCHECKED[answer.undecodable.why];
      if (unchecked && operation.response(answer.status))
        x.notes = [`answer body not checked: ${unchecked(answer.undecodable.coding)}`];
    }
    return {
      // serialise copies the headers: the service's object can go as it is.
      response: { status: answer.status, headers: answer.headers, body: new RawBytes(answer.body) },
      stamp: false,
    };
  };
}

/**
 * The next turn of the event loop, by which a request handed to the forwarder has left (node:http
 * writes it on the next tick). The core names no Node global: `setImmediate` where the host has it
 * (Node, where the proxy runs), else a zero timeout, which comes after the tick as well.
 */
const { setImmediate: immediate } = globalThis as { setImmediate?: (run: () => void) => unknown };
const nextTurn = () =>
  new Promise<void>((resolve) => (immediate ? immediate(resolve) : setTimeout(resolve, 0)));

/**
 * Checks the request, applies the engine's scenario step (a path the contract lacks has no
 * operation, so no scenario names it), sends the request on as it came and answers with the
 * service's answer as it came, checked. With `reject`, or a scenario to apply, the request is
 * checked first; else it is checked while the service answers, which a caller then does not wait for.
 */
export function forwardStep(
  versions: readonly VersionApi[],
  forward: Forward,
  scenario: Step,
  reject: boolean,
): Step {
  const check = requestCheck(versions, reject);
  const send = sender(forward);
  const answerWith = answerCheck(versions);
  const scenarioOf = (x: Exchange) => (x.operation ? scenario(x) : undefined);
  return async (x) => {
    if (reject) {
      await check(x);
      return (await scenarioOf(x)) ?? answerWith(x, await send(x));
    }
    // A body over the limit is refused before a scenario is taken, as a refused request is.
    await bodyBytes(x);
    const forced = scenarioOf(x);
    if (forced) {
      const [outcome] = await Promise.all([forced, check(x)]);
      return outcome ?? answerWith(x, await send(x));
    }
    // Both settle before either's failure answers, so that the tally sees the request's violations.
    const [sent, checked] = await Promise.allSettled([send(x), nextTurn().then(() => check(x))]);
    if (checked.status === 'rejected') throw checked.reason;
    if (sent.status === 'rejected') throw sent.reason;
    return answerWith(x, sent.value);
  };
}

/** Every exchange the proxy checked into the tally, answered or not, and a warning that says what broke. */
export function tallyStep(tally: Tally, logger: Logger): AfterStep {
  return (x) => {
    const { violations, api, notes } = x;
    if (violations === undefined || api === undefined) return;
    tally.add(api.version, x.operation?.operationId, violations, {
      unchecked: notes !== undefined,
      unanswered: x.noAnswer !== undefined,
    });
    if (!logger.enabled('warn')) return;
    const { method, target } = x.request;
    for (const note of notes ?? []) logger.warn(`${method} ${target}: ${note}`);
    if (violations.length === 0) return;
    // `at` in brackets, not followed by `: `: a header's name there (`x-api-key`) would read to the
    // log's redactor as a header with its value, and the message after it would be blanked.
    const list = violations.map((v) => `${v.in} [${v.at || 'body'}] ${v.message}`).join('; ');
    logger.warn(`${method} ${target}: ${counted(violations.length, 'contract violation')}: ${list}`);
  };
}

/** The records the service's success answers show, into the recording. */
export function recordStep(recorder: Recorder): AfterStep {
  return (x) => {
    if (x.upstream && x.operation) recorder.see(x.operation, x.upstream.status, x.upstream.decoded);
  };
}
