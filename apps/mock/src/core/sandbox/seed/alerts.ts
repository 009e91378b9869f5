// Seed alerts (2025-04-01): the spec's Alert example first, so the sample id of the examples and the
// contract tests (6601a7c3e4b0c1d2e3f40a11) exists, then generated ones in the same shape.
import type { Random } from '../prng.js';
import {
  CURRENCIES,
  DAY,
  HOUR,
  isoTime,
  money,
  seedOf,
  timeInWindow,
  transaction,
  type Json,
  type ValueSets,
} from './common.js';

const DESCRIPTORS = [
  'ACME OUTDOOR',
  'ACME OUTDOOR',
  'NORTHWIND TEA',
  'CONTOSO MEDIA',
  'FABRIKAM HOME',
  'TAILSPIN TOYS',
];

/** Statuses that have not reached a final outcome get `outcome: null`, like the spec's example. */
const OPEN_STATUSES = new Set(['alerted', 'pending']);

function alert(r: Random, v: ValueSets, accountIds: readonly string[]): Json {
  const currency = r.pick(CURRENCIES);
  const amount = money(r, currency);
  const accountId = r.pick(accountIds);
  const created = timeInWindow(r);
  const paid = created - r.int(1, 20) * DAY - r.int(0, 23) * HOUR;
  const brand = r.pick(v.cardBrand);
  const status = r.pick(v.alertStatus);
  return {
    id: r.id(),
    account_id: accountId,
    ext_account_id: r.chance(0.25) ? `ext_${r.digits(6)}` : null,
    // The reference's "Alert" section allows either form; a third of the alerts embed the whole
    // transaction.
    transaction: r.chance(1 / 3) ? transaction(r, v, { accountId, amount, currency, at: paid }) : r.id(),
    created_at: isoTime(created),
    network_transaction: {
      id: r.digits(15),
      created_at: isoTime(paid + r.int(1, 59) * 1000),
      amount,
      currency,
      card_brand: brand,
      bin: r.int(400000, 599999),
      last4: r.digits(4),
      auth_code: r.hex(6).toUpperCase(),
      arn: r.digits(23),
    },
    status_date: isoTime(created + r.int(0, 72) * HOUR),
    status,
    statement_descriptor: r.pick(DESCRIPTORS),
    amount,
    currency,
    outcome: OPEN_STATUSES.has(status) ? null : r.pick(v.alertOutcome),
    type: r.pick(v.alertType),
    reason: r.pick(v.alertReason),
  };
}

/** `count` alerts, newest first (ties by id), the spec's example among them. */
export const seedAlerts = seedOf('Alert', alert);
