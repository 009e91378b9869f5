// Operations of 2024-03-18 in the stateful mode, by operationId, each in this version's own shapes:
// the `{totalCount, hasMore, data}` dispute list with its filters, webhook items with `active` and
// `version`, the flat camelCase dispute create.
import { invalidRequest } from '../errors.js';
import type { Json } from './collection.js';
import { bodyObject, found, unshown, type Handler } from './handler.js';
import { legacyFilter } from './legacy-filters.js';
import { isoNow, webhookRecord } from './records.js';

const ok = (body: unknown, status = 200) => ({ status, body });
const health = () => ok('OK');

/**
 * This version shows no paging parameters, so the list answers the first 100 matches (the
 * reference's largest page) and says with `hasMore` whether more match.
 */
export const LEGACY_PAGE = 100;

export const legacyHandlers: Record<string, Handler> = {
  checkHealth: health,
  checkAccessKey: health,

  listDisputes: ({ ctx, store, logger }) => {
    const filter = legacyFilter(ctx.query);
    for (const reason of filter.ignored)
      logger.warn(`${ctx.method} ${ctx.target}: ${reason}; filter ignored`);
    const matching = store.legacy.disputes.all().filter((item) => filter.matches(item));
    return ok({
      totalCount: matching.length,
      hasMore: matching.length > LEGACY_PAGE,
      data: matching.slice(0, LEGACY_PAGE),
    });
  },
  createDispute: ({ ctx, store, now }) => {
    const { disputes, ids } = store.legacy;
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
  submitDisputeEvidence: ({ ctx, store }) => {
    const dispute = found(store.legacy.disputes, ctx.params.disputeId!, 'dispute');
    store.legacy.received.disputeEvidence.push({ disputeId: dispute.id, evidence: ctx.body });
    return unshown();
  },

  listWebhooks: ({ store }) => ok({ success: true, data: store.legacy.webhooks.all() }),
  createWebhook: ({ ctx, store, model }) => {
    const { webhooks, ids } = store.legacy;
    const body = bodyObject(ctx);
    // The create body takes any string, but this version lists `event` as an enumeration: a
    // registration outside it could never be listed validly, so it is refused.
    const events = model.enumOf('WebhookEvent');
    if (!events.includes(body.event as string))
      throw invalidRequest(`event must be one of: ${events.join(', ')}`);
    const record = webhookRecord(
      model.version,
      body,
      ids.next((id) => webhooks.has(id)),
      true,
    );
    webhooks.append(record);
    return ok(record, 201);
  },
  deleteWebhook: ({ ctx, store }) => {
    found(store.legacy.webhooks, ctx.params.id!, 'webhook');
    store.legacy.webhooks.remove(ctx.params.id!);
    return unshown();
  },
};
