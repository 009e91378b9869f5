// The operations of the flat-disputes shape in the sandbox, by operationId: the
// `{totalCount, hasMore, data}` dispute list with its filters, webhook items with `active` and
// `version`, the flat camelCase dispute create.
import { invalidRequest } from '../../errors.js';
import type { Json } from '../collection.js';
import { bodyObject, found, health, ok, unshown, type Handler } from '../handler.js';
import { isoNow, webhookRecord } from '../records.js';
import { disputeFilter } from './filters.js';
import type { FlatState } from './state.js';

/**
 * This shape shows no paging parameters, so the list answers the first 100 matches (the largest
 * page of the reference's "Limits" table) and says with `hasMore` whether more match.
 */
export const FLAT_PAGE = 100;

export const flatHandlers: Record<string, Handler<FlatState>> = {
  checkHealth: health,
  checkAccessKey: health,

  listDisputes: ({ ctx, state, logger }) => {
    const filter = disputeFilter(ctx.query);
    for (const reason of filter.ignored)
      logger.warn(`${ctx.method} ${ctx.target}: ${reason}; filter ignored`);
    const matching = state.disputes.all().filter((item) => filter.matches(item));
    return ok({
      totalCount: matching.length,
      hasMore: matching.length > FLAT_PAGE,
      data: matching.slice(0, FLAT_PAGE),
    });
  },
  createDispute: ({ ctx, state, now }) => {
    const { disputes, ids } = state;
    // The payload's members are not shown: they are stored as given, with a generated `id`, and
    // `dateCreated` (the member the date filters read) set to now when the payload has none.
    const body = bodyObject(ctx);
    const item: Json = {
      ...body,
      id: ids.next((id) => disputes.has(id)),
      dateCreated: body.dateCreated ?? isoNow(now()),
    };
    disputes.prepend(item);
    return ok(item, 201);
  },
  submitDisputeEvidence: ({ ctx, state }) => {
    const dispute = found(state.disputes, ctx.params.disputeId!, 'dispute');
    state.received.disputeEvidence.push({ disputeId: dispute.id, evidence: ctx.body });
    return unshown();
  },

  listWebhooks: ({ state }) => ok({ success: true, data: state.webhooks.all() }),
  createWebhook: ({ ctx, state, model }) => {
    const { webhooks, ids } = state;
    const body = bodyObject(ctx);
    // The create body takes any string, but this version lists `event` as an enumeration: a
    // registration outside it could never be listed validly, so it is refused.
    const events = model.enumOf('WebhookEvent');
    if (!events.includes(body.event as string))
      throw invalidRequest(`event must be one of: ${events.join(', ')}`);
    // The reference shows neither member's meaning; a new registration is taken as active, and
    // `version` as the API version it was registered through, as in the spec's example.
    const record = {
      ...webhookRecord(
        body,
        ids.next((id) => webhooks.has(id)),
      ),
      active: true,
      version: model.version,
    };
    webhooks.append(record);
    return ok(record, 201);
  },
  deleteWebhook: ({ ctx, state }) => {
    found(state.webhooks, ctx.params.id!, 'webhook');
    state.webhooks.remove(ctx.params.id!);
    return unshown();
  },
};
