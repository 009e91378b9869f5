// What a sandbox handler gets and returns. One handler per operationId and shape; errors are
// thrown as the shared ApiError (404 for unknown ids, 400 for bodies the store cannot take), so they
// leave in exactly the formats of the static mode.
import { isObject } from '@dispute-api/openapi-model';
import type { BundleValidators } from '@dispute-api/spec/validators';
import { notFound } from '../errors.js';
import type { Logger } from '../logger.js';
import type { MockResponse, RequestContext } from '../types.js';
import type { Collection, Json } from './collection.js';
import type { SpecModel } from './spec-model.js';

export interface HandlerContext<State> {
  readonly ctx: RequestContext;
  /** The records of the request's version, in the caller's space. */
  readonly state: State;
  readonly model: SpecModel;
  /** The version's validators, for checks against its schemas. */
  readonly validators: BundleValidators;
  readonly logger: Logger;
  /** Epoch ms; injectable so that tests need not sleep. */
  readonly now: () => number;
  readonly evidenceDelayMs: number;
}

export type Handler<State> = (h: HandlerContext<State>) => MockResponse | Promise<MockResponse>;

export const ok = (body: unknown, status = 200): MockResponse => ({ status, body });

/** Both health checks: the bare string the reference's "Endpoints" table shows. */
export const health = (): MockResponse => ok('OK');

/**
 * The answer of operations whose success body the reference's "Endpoints" table does not show
 * (`2XX`, x-unspecified): the same placeholder as the static mode (200 with `{}`, plus the request
 * id), so a frontend that works against one mode works against the other.
 */
export const unshown = (): MockResponse => ({ status: 200, body: {} });

/** The record, or the 404 of the spec's NotFound response. */
export function found(collection: Collection, id: string, what: string): Json {
  const record = collection.get(id);
  if (!record) throw notFound(`No such ${what}: ${id}`);
  return record;
}

/** `GET /webhooks`, alike in every shape: the registrations in the order they were made. */
export const listWebhooks: Handler<{ readonly webhooks: Collection }> = ({ state }) =>
  ok({ success: true, data: state.webhooks.all() });

/** `DELETE /webhooks/{id}`, alike in every shape: 404 for an unknown id. */
export const deleteWebhook: Handler<{ readonly webhooks: Collection }> = ({ ctx, state }) => {
  found(state.webhooks, ctx.params.id!, 'webhook');
  state.webhooks.remove(ctx.params.id!);
  return unshown();
};

export const bodyObject = (ctx: RequestContext): Json => (isObject(ctx.body) ? ctx.body : {});
