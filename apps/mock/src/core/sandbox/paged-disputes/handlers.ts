// The operations of the paged-disputes shape in the sandbox, by operationId. Reads come from the
// version's records, writes change them; what the reference's "Endpoints" table leaves open is
// decided in records.ts and documented in the sandbox guide (apps/docs/guides/sandbox.md).
import { isObject } from '@dispute-api/openapi-model';
import { invalidRequest } from '../../errors.js';
import { byPageIndex, byRecordOffset } from '../../paging.js';
import type { Collection, Json } from '../collection.js';
import {
  bodyObject,
  deleteWebhook,
  found,
  health,
  listWebhooks,
  ok,
  unshown,
  type Handler,
  type HandlerContext,
} from '../handler.js';
import {
  accountFromCreate,
  completedEvidence,
  disputeFromCreate,
  enriched,
  evidenceRecord,
  webhookRecord,
} from '../records.js';
import { assertSchema } from '../schema-check.js';
import type { PagedState } from './state.js';

type Context = HandlerContext<PagedState>;

/** Evidence whose delay has passed is completed when it is next read (no timers to clean up). */
function settle(h: Context, record: Json): Json {
  const { evidenceDue, evidence } = h.state;
  const id = String(record.id);
  const due = evidenceDue.get(id);
  if (due === undefined || h.now() < due) return record;
  evidenceDue.delete(id);
  return evidence.update(record, completedEvidence(record));
}

const newId = (h: Context, ...collections: { has(id: string): boolean }[]) =>
  h.state.ids.next((id) => collections.some((c) => c.has(id)));

/**
 * A page of a collection as its list answer, `{"<member>": [...], "pagination": {...}}`, built once
 * per page until the collection changes.
 */
function pageAnswer(
  collection: Collection,
  member: string,
  page: { items: readonly Json[]; pagination: { offset: number; limit: number } },
) {
  const { offset, limit } = page.pagination;
  return ok(
    collection.cachedAnswer(
      `${offset}:${limit}`,
      () =>
        `{"${member}":${collection.toJsonArray(page.items)},"pagination":${JSON.stringify(page.pagination)}}`,
    ),
  );
}

export const pagedHandlers: Record<string, Handler<PagedState>> = {
  checkHealth: health,
  checkAccessKey: health,

  listAlerts: ({ ctx, state: { alerts } }) =>
    pageAnswer(alerts, 'alerts', byRecordOffset(alerts.all(), ctx.query)),
  getAlert: ({ ctx, state }) => ok(found(state.alerts, ctx.params.alertId!, 'alert')),
  reportAlertOutcome: ({ ctx, state }) => {
    const alert = found(state.alerts, ctx.params.alertId!, 'alert');
    // Only `outcome` changes; `status` and `status_date` stay as they are. The spec leaves the effect
    // on status open (x-unspecified); this is the sandbox's rule, stated in the sandbox guide.
    state.alerts.update(alert, { outcome: bodyObject(ctx).outcome });
    return { status: 202 };
  },

  listDisputes: ({ ctx, state: { disputes } }) =>
    pageAnswer(disputes, 'disputes', byPageIndex(disputes.all(), ctx.query)),
  getDispute: ({ ctx, state }) => ok(found(state.disputes, ctx.params.disputeId!, 'dispute')),
  updateDispute: (h) => {
    const dispute = found(h.state.disputes, h.ctx.params.disputeId!, 'dispute');
    const body = bodyObject(h.ctx);
    // The body "carries order and transaction data"; they reappear in GET /disputes/{disputeId},
    // so they must fit its schema before they are merged in.
    if (body.transaction !== undefined)
      assertSchema(h.validators, 'Transaction', body.transaction, 'transaction');
    if (body.order !== undefined) assertSchema(h.validators, 'Order', body.order, 'order');
    const changes: Json = {};
    for (const key of ['transaction', 'order']) {
      const merged = enriched(dispute[key], body[key]);
      if (merged) changes[key] = merged;
    }
    h.state.disputes.update(dispute, changes);
    h.state.received.disputeUpdates.push({ dispute_id: dispute.id, body: h.ctx.body });
    return unshown();
  },
  submitDisputeEvidence: ({ ctx, state }) => {
    const dispute = found(state.disputes, ctx.params.disputeId!, 'dispute');
    state.received.disputeEvidence.push({ dispute_id: dispute.id, evidence: ctx.body });
    return unshown();
  },
  addDisputeSubscription: ({ ctx, state }) => {
    const dispute = found(state.disputes, ctx.params.disputeId!, 'dispute');
    state.disputes.update(dispute, { subscription: ctx.body });
    return unshown();
  },
  submitCustomerCommunication: ({ ctx, state }) => {
    const body = bodyObject(ctx);
    const ids = Array.isArray(body.disputes) ? (body.disputes as string[]) : [];
    // The operation documents no 404; a reference to an unknown dispute is a bad field (400).
    ids.forEach((id, i) => {
      if (!state.disputes.has(id)) throw invalidRequest(`disputes[${i}] names no dispute: ${id}`);
    });
    state.received.customerCommunications.push(body);
    return unshown();
  },
  requestDataSubjectRemoval: ({ ctx, state }) => {
    state.received.dataSubjectRemovals.push(ctx.body);
    return unshown();
  },

  listWebhooks,
  createWebhook: (h) => {
    const { webhooks } = h.state;
    const record = webhookRecord(bodyObject(h.ctx), newId(h, webhooks));
    webhooks.append(record);
    // The reference's "Endpoints" table shows no answer; the mock returns the registration, whose id
    // DELETE needs.
    return ok(record, 201);
  },
  deleteWebhook,

  createPlatformDispute: (h) => {
    const { disputes } = h.state;
    const detail = disputeFromCreate(
      bodyObject(h.ctx),
      newId(h, disputes),
      h.model.enumOf('DisputeStage')[0]!,
    );
    disputes.prepend(detail);
    return ok(detail, 201);
  },

  createAccount: (h) => {
    const { accounts } = h.state;
    const account = accountFromCreate(bodyObject(h.ctx), newId(h, accounts));
    accounts.append(account);
    return ok(account, 201);
  },
  listAccounts: unshown,
  updateAccounts: unshown,
  getAccount: ({ ctx, state }) => ok(found(state.accounts, ctx.params.accountId!, 'account')),

  createEvidence: (h) => {
    const { evidence, disputes, evidenceDue } = h.state;
    const request = bodyObject(h.ctx).dispute;
    let dispute: string | Json;
    if (isObject(request) && request.dispute_id !== undefined) {
      dispute =
        typeof request.dispute_id === 'string' ? request.dispute_id : JSON.stringify(request.dispute_id);
      // No 404 is documented here either: an unknown dispute is a bad field.
      if (!disputes.has(dispute)) throw invalidRequest(`dispute.dispute_id names no dispute: ${dispute}`);
    } else {
      // An inline dispute is embedded in the record; it is not added to the dispute list, since the
      // reference's "Endpoints" table does not say that generating evidence creates a dispute.
      const data = isObject(request) && isObject(request.dispute_data) ? request.dispute_data : {};
      dispute = disputeFromCreate(data, newId(h, disputes, evidence), h.model.enumOf('DisputeStage')[0]!);
    }
    const record = evidenceRecord(newId(h, evidence), dispute);
    evidence.append(record);
    evidenceDue.set(String(record.id), h.now() + h.evidenceDelayMs);
    return ok({ ...record }, 201);
  },
  listEvidence: unshown,
  getEvidence: (h) => ok(settle(h, found(h.state.evidence, h.ctx.params.evidenceId!, 'evidence record'))),
};
