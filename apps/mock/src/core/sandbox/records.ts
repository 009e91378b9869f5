// Records made from request bodies. Bodies arrive validated against the operation's request schema;
// the members the reference's "Resources and their fields" leaves open are stored as given. Choices
// the reference does not make are the mock's, named here and in the sandbox guide
// (apps/docs/guides/sandbox.md, "The mock's own choices").
import { isObject } from '@dispute-api/openapi-model';
import type { Json } from './collection.js';
import { PROCESSORS } from './seed/disputes.js';

/** ISO 8601 date-time in UTC with whole seconds, as the seed and the spec's examples have it. */
export const isoNow = (ms: number) =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * A dispute in the single-dispute shape from the `POST /platform/disputes` body (also the inline
 * dispute of `POST /evidence`). Not in the body, so chosen by the mock: `source` is the placeholder
 * processor of the spec's example, `stage` the first stage of the enumeration (`Chargeback`), and
 * `closed_at` null, since nothing says the dispute is closed. A nested object the body leaves out
 * is null: the single-dispute shape always carries all three.
 */
export function disputeFromCreate(body: Json, id: string, firstStage: string): Json {
  const detail: Json = {
    id,
    source: PROCESSORS[0],
    source_id: body.source_id,
    account_id: body.account_id,
    created_at: body.created_at,
    reason: body.reason,
    due_by: body.due_by,
    amount: body.amount,
    currency: body.currency,
    status: body.status,
    stage: firstStage,
    closed_at: null,
  };
  for (const key of ['transaction', 'subscription', 'order']) detail[key] = body[key] ?? null;
  return detail;
}

/**
 * An account from the `POST /accounts` body: every member as given, a generated `id`, and `status`
 * `active` when the body has none (the reference's "Endpoints" table makes it optional without a
 * default; a new account that can be used at once is the likelier intent).
 */
export function accountFromCreate(body: Json, id: string): Json {
  return { ...body, id, status: body.status ?? 'active' };
}

/** A webhook registration as a version lists it (the flat-disputes shape adds two members). */
export function webhookRecord(body: Json, id: string): Json {
  return { id, event: body.event, url: body.url };
}

/** A new evidence record: `in_progress`, without a file until it completes. */
export function evidenceRecord(id: string, dispute: string | Json): Json {
  return { id, status: 'in_progress', file_url: null, file_version: null, dispute };
}

/** The members that change once generation finished: a file at a placeholder address, first version. */
export function completedEvidence(record: Json): Json {
  return {
    status: 'completed',
    file_url: `https://files.example/evidence/${String(record.id)}.pdf`,
    file_version: 1,
  };
}

/** The enrichment of `PATCH /disputes/{disputeId}` merged into the stored nested object. */
export function enriched(before: unknown, value: unknown): Json | undefined {
  if (!isObject(value)) return undefined;
  return isObject(before) ? { ...before, ...value } : { ...value };
}
