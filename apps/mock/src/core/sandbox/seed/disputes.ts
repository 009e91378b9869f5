// Seed disputes. Each is kept in the single-dispute form of the paged-disputes shape (flat members
// plus nested transaction, subscription and order); the item of the paged list and the item of the
// flat list (flat-disputes shape) are projections of it.
import type { Random } from '../prng.js';
import {
  CURRENCIES,
  DAY,
  HOUR,
  isoDate,
  isoTime,
  money,
  seedOf,
  timeInWindow,
  token,
  transaction,
  type Json,
  type ValueSets,
} from './common.js';

/**
 * `source` is an enumeration of processors whose values the reference's "Dispute" section does not
 * show; the spec's example uses `example_processor`. These placeholders say plainly that they are
 * not real values.
 */
export const PROCESSORS = ['example_processor', 'example_processor', 'sample_gateway', 'demo_acquirer'];
const PRODUCTS: readonly [name: string, type: string][] = [
  ['Trail boots', 'physical'],
  ['Rain jacket', 'physical'],
  ['Camping stove', 'physical'],
  ['Monthly plan', 'digital'],
  ['E-book bundle', 'digital'],
];
/** Final statuses; only those disputes get a `closed_at`. */
const CLOSED = new Set(['won', 'lost']);

/** The flat members of a dispute, in the order the reference's "Dispute" section lists them. */
export const FLAT_MEMBERS = [
  'id',
  'source',
  'source_id',
  'account_id',
  'created_at',
  'reason',
  'due_by',
  'amount',
  'currency',
  'status',
  'stage',
  'closed_at',
] as const;

function order(r: Random, currency: string, total: number): Json {
  const [name, type] = r.pick(PRODUCTS);
  const quantity = currency === 'JPY' ? 1 : r.int(1, 2);
  const price = quantity === 1 ? total : Math.round((total / quantity) * 100) / 100;
  return { products: [{ name, type, quantity, price }] };
}

function dispute(r: Random, v: ValueSets, accountIds: readonly string[]): Json {
  const currency = r.pick(CURRENCIES);
  const amount = money(r, currency);
  const accountId = r.pick(accountIds);
  const created = timeInWindow(r);
  const status = r.pick(v.disputeStatus);
  const detail: Json = {
    id: r.id(),
    source: r.pick(PROCESSORS),
    source_id: `dp_${token(r, 16)}`,
    account_id: accountId,
    created_at: isoTime(created),
    reason: r.pick(v.disputeReason),
    due_by: `${isoDate(created + r.int(14, 30) * DAY)}T23:59:59Z`,
    amount,
    currency,
    status,
    stage: r.pick(v.disputeStage),
    closed_at: CLOSED.has(status) ? isoTime(created + r.int(20, 60) * DAY + r.int(0, 23) * HOUR) : null,
    transaction: transaction(r, v, { accountId, amount, currency, at: created - r.int(5, 60) * DAY }),
    order: order(r, currency, amount),
    // The single dispute always carries the member; null when the dispute has no subscription.
    subscription: null,
  };
  if (r.chance(1 / 3)) {
    const start = created - r.int(30, 300) * DAY;
    detail.subscription = {
      source_id: `sub_${r.digits(4)}`,
      created_at: isoTime(start),
      start_date: isoDate(start),
      frequency: r.pick(v.frequency),
      frequency_count: r.int(1, 3),
    };
  }
  return detail;
}

/** `count` disputes in the single-dispute shape, newest first, the spec's example among them. */
export const seedDisputes = seedOf('DisputeDetail', dispute);

/** The item of the paged dispute list: the flat members only; related resources are not embedded. */
export function listItem(detail: Json): Json {
  const item: Json = {};
  for (const key of FLAT_MEMBERS) if (key in detail) item[key] = detail[key];
  return item;
}

/**
 * The item of the flat dispute list (2024-03-18). The reference names no members for it (its
 * "Versioning" section names only the list's `totalCount`, `hasMore` and `data`, the flat camelCase
 * create payload and the filters on creation date, amount, status, reason and processor); so the
 * mock uses the same flat members in camelCase, with `source` named after the `processorNames`
 * filter.
 */
export function flatListItem(detail: Json): Json {
  return {
    id: detail.id,
    processorName: detail.source,
    sourceId: detail.source_id,
    accountId: detail.account_id,
    dateCreated: detail.created_at,
    reason: detail.reason,
    dueBy: detail.due_by,
    amount: detail.amount,
    currency: detail.currency,
    status: detail.status,
    stage: detail.stage,
    closedAt: detail.closed_at,
  };
}
