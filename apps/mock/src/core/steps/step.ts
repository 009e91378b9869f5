// The engine's steps, in the manner of openapi-fetch's middleware and Prism's stages: each step gets
// the exchange (the request and what earlier steps found out about it), may add to it, and either
// answers (ending the pipeline) or hands on to the next step; a refusal is thrown as an ApiError.
// After-steps see every answer once it is serialised (the journal, the access log).
import type { KeyGrant } from '../auth.js';
import type { Scenario } from '../control/scenarios.js';
import type { UpstreamFault } from '../errors.js';
import type { UpstreamResponse } from '../proxy/upstream.js';
import type { Violation } from '../proxy/violations.js';
import type { Space } from '../spaces.js';
import type { Operation, PlainRequest, PlainResponse, RequestContext } from '../types.js';
import type { VersionApi } from '../versions.js';
import { bodyOf, type Outcome } from '../wire.js';

/** One request on its way through the steps. */
export interface Exchange {
  readonly request: PlainRequest;
  /**
   * The id its answer, journal entry and log lines carry: the mock's own, or through the proxy the
   * service's `x-request-id` when its answer has one, so that a caller finds its exchange by it.
   */
  requestId: string;
  /** `performance.now()` when the request arrived. */
  readonly began: number;
  /** The target's path, still percent-encoded, and its query without the `?` ('' when none). */
  readonly pathname: string;
  readonly search: string;
  /** Set by the route step. */
  api?: VersionApi;
  operation?: Operation;
  /** The path's parameters as matched, still percent-encoded, and the path below `/public/<version>`. */
  rawParams?: readonly string[];
  path?: string;
  /** Set by the authenticate step: the accepted key of an operation that needs one, and what it brings. */
  key?: string;
  grant?: KeyGrant;
  /** The caller's space: the accepted key's, else the shared one. */
  space: Space;
  /** The body's bytes, once a step asked for them (`bodyBytes`). */
  body?: { bytes: Uint8Array | undefined | Promise<Uint8Array | undefined> };
  /** Set by the validate step: the request as response sources see it. */
  ctx?: RequestContext;
  /** Set by the scenario step: the scenario that applies to this call. */
  scenario?: Scenario;
  /** Proxy only: where the exchange breaks the contract, once the proxy has checked its request. */
  violations?: Violation[];
  /** Proxy only: what of the exchange could not be checked, and why (an answer in a content coding the proxy does not undo, or too large once undone). */
  notes?: string[];
  /** Proxy only: the contract leaves the answer to this request open, so it is not checked. */
  answerOpen?: boolean;
  /** Proxy only: the service's answer, once it came. */
  upstream?: UpstreamResponse;
  /** Proxy only: why the service gave no answer, when it gave none (the proxy answered 502). */
  noAnswer?: UpstreamFault;
}

/** Answers (an outcome), or hands on (undefined). */
export type Step = (x: Exchange) => Outcome | undefined | Promise<Outcome | undefined>;

/** Sees every answer after it is serialised; answers nothing. */
export type AfterStep = (x: Exchange, outcome: Outcome, response: PlainResponse) => void;

/** The body's bytes, read once by whichever step needs them first: at once when the transport handed them over. */
export function bodyBytes(x: Exchange): Uint8Array | undefined | Promise<Uint8Array | undefined> {
  x.body ??= { bytes: bodyOf(x.request) };
  return x.body.bytes;
}

/** What a step needs that an earlier step sets; a step out of order is the mock's own bug. */
export function needs<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the engine's steps are out of order: no ${what} yet`);
  return value;
}
