// Lets a caller see every answer of a response source exactly as the client will get it: with the
// request id stamped where the pipeline stamps it, pre-serialised bodies parsed, and refusals the
// source throws (404, 400) included. The tests use it to check each sandbox answer against the
// contract, so an answer that drifts from the spec turns them red.
import { ApiError } from './errors.js';
import { stampRequestId } from './request-id.js';
import type { MockResponse, Operation, RequestContext, ResponseSource } from './types.js';

export interface ObservedAnswer {
  operation: Operation;
  ctx: RequestContext;
  status: number;
  /** The JSON value sent, or undefined when the answer has no body. */
  body: unknown;
  /** The body as JSON text, '' when there is none (what a client reads). */
  text: string;
}

function asSent(ctx: RequestContext, response: MockResponse, stamp: boolean): ObservedAnswer {
  const { operation } = ctx;
  const empty = response.body === undefined || response.status === 204 || response.status === 304;
  // A JSON round trip: what the client parses, with RawJson bodies turned into values.
  const value = empty ? undefined : (JSON.parse(JSON.stringify(response.body)) as unknown);
  const body = stamp && value !== undefined ? stampRequestId(value, 'req_observed') : value;
  return {
    operation,
    ctx,
    status: response.status,
    body,
    text: body === undefined ? '' : JSON.stringify(body),
  };
}

export function observeAnswers(
  source: ResponseSource,
  observe: (answer: ObservedAnswer) => void,
): ResponseSource {
  return {
    async respond(ctx) {
      let response: MockResponse;
      try {
        response = await source.respond(ctx);
      } catch (error) {
        // The pipeline stamps its own errors always; the operation's rule does not apply to them.
        if (error instanceof ApiError) observe(asSent(ctx, error.toResponse(), true));
        throw error;
      }
      observe(asSent(ctx, response, ctx.operation.requestIdAllowed(response.status)));
      return response;
    },
  };
}
