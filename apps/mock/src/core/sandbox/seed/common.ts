// Building blocks shared by the seed's generators: a resource's records (the example, then distinct
// ids, newest first), timestamps, money, people and the embedded Transaction. Every value stays
// inside the bounds of the reference's "Resources and their fields" section: 24-hex ids,
// `^[A-Z]{3}$` currencies, `^[A-Z]{2}$` countries, `^\d{4}$` last4, the length limits of billing
// addresses.
import type { Random } from '../prng.js';
import type { SpecModel } from '../spec-model.js';

export type Json = Record<string, unknown>;

/** Enumerations the generators draw from, read from the 2025-04-01 bundle. */
export interface ValueSets {
  alertStatus: string[];
  alertOutcome: string[];
  alertType: string[];
  alertReason: string[];
  disputeReason: string[];
  disputeStatus: string[];
  disputeStage: string[];
  accountStatus: string[];
  transactionType: string[];
  cardBrand: string[];
  wallet: string[];
  frequency: string[];
  messageType: string[];
}

export function valueSets(model: SpecModel): ValueSets {
  return {
    alertStatus: model.enumOf('AlertStatus'),
    alertOutcome: model.enumOf('AlertOutcome'),
    alertType: model.enumOf('AlertType'),
    alertReason: model.enumOf('AlertReason'),
    disputeReason: model.enumOf('DisputeReason'),
    disputeStatus: model.enumOf('DisputeStatus'),
    disputeStage: model.enumOf('DisputeStage'),
    accountStatus: model.enumOf('AccountStatus'),
    transactionType: model.enumOf('Transaction', 'type'),
    cardBrand: model.enumOf('PaymentMethod', 'brand'),
    wallet: model.enumOf('PaymentMethod', 'wallet'),
    frequency: model.enumOf('Subscription', 'frequency'),
    messageType: model.enumOf('CustomerMessage', 'type'),
  };
}

/** Makes one generated record of a resource, owned by one of `accountIds`. */
export type RecordMaker = (r: Random, v: ValueSets, accountIds: readonly string[]) => Json;

/**
 * The seed of one resource: `count` records with distinct ids, newest first (ties by id): the
 * spec's example of `schema` and as many made by `make` as it takes. A made record whose id is
 * taken is drawn again.
 */
export const seedOf =
  (schema: string, make: RecordMaker) =>
  (r: Random, v: ValueSets, model: SpecModel, accountIds: readonly string[], count: number): Json[] => {
    const example = model.example(schema);
    const records = [example];
    const ids = new Set([example.id]);
    while (records.length < count) {
      const next = make(r, v, accountIds);
      if (ids.has(next.id)) continue;
      ids.add(next.id);
      records.push(next);
    }
    return records.sort(newestFirst);
  };

function newestFirst(a: Json, b: Json): number {
  const at = String(a.created_at);
  const bt = String(b.created_at);
  return at === bt ? String(a.id).localeCompare(String(b.id)) : at < bt ? 1 : -1;
}

// ISO 4217 and ISO 3166-1 alpha-2 codes; a few common ones are enough for a sandbox.
export const CURRENCIES = ['USD', 'USD', 'USD', 'EUR', 'EUR', 'GBP', 'CAD', 'AUD', 'SEK', 'JPY'];
export const COUNTRIES = ['US', 'US', 'GB', 'DE', 'FR', 'CA', 'AU', 'NL', 'SE', 'ES'];
const FIRST = ['Jane', 'John', 'Ana', 'Luis', 'Mei', 'Omar', 'Sara', 'Tom', 'Ines', 'Ravi', 'Lena', 'Kofi'];
const LAST = [
  'Roe',
  'Doe',
  'Silva',
  'Garcia',
  'Chen',
  'Haddad',
  'Berg',
  'Miller',
  'Costa',
  'Patel',
  'Novak',
  'Mensah',
];
const STREETS = ['Harbor Street', 'Oak Avenue', 'Mill Road', 'King Street', 'Lake Drive', 'Station Road'];
const CITIES = [
  'Portland',
  'Austin',
  'London',
  'Berlin',
  'Lyon',
  'Toronto',
  'Sydney',
  'Utrecht',
  'Malmo',
  'Sevilla',
];

/** The seed's times lie in the first half of 2025, a window the spec's examples also use. */
const WINDOW_START = Date.UTC(2025, 0, 1);
const WINDOW_END = Date.UTC(2025, 5, 30, 23, 59, 59);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** ISO 8601 date-time in UTC with whole seconds, the form of the spec's examples. */
export const isoTime = (ms: number) =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
export const isoDate = (ms: number) => isoTime(ms).slice(0, 10);
export const timeInWindow = (r: Random) => WINDOW_START + Math.floor(r.next() * (WINDOW_END - WINDOW_START));

export const personName = (r: Random) => `${r.pick(FIRST)} ${r.pick(LAST)}`;

/** An amount with cents; whole units for currencies without minor units. */
export function money(r: Random, currency: string, min = 5, max = 900): number {
  const units = r.int(min, max);
  return currency === 'JPY' ? units * 100 : units + r.int(0, 99) / 100;
}

/** Letters and digits, as processors' own identifiers look (`ch_3Pq8Xb...`). */
export function token(r: Random, n: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[r.int(0, alphabet.length - 1)];
  return out;
}

function billingAddress(r: Random, name: string, country: string): Json {
  return {
    name,
    line1: `${r.int(1, 240)} ${r.pick(STREETS)}`,
    line2: r.chance(0.2) ? `Apt ${r.int(1, 40)}` : null,
    city: r.pick(CITIES),
    country,
    state: country === 'US' ? r.pick(['OR', 'TX', 'NY', 'CA']) : null,
    zip_code: r.digits(5),
    phone: r.chance(0.5) ? `+1555${r.digits(7)}` : null,
  };
}

function paymentMethod(r: Random, v: ValueSets, name: string, country: string): Json {
  if (r.chance(0.8)) {
    const passedOrFailed = () => (r.chance(0.9) ? 'passed' : r.pick(['failed', null]));
    return {
      name,
      type: 'card',
      last4: r.digits(4),
      expiry_month: r.int(1, 12),
      expiry_year: r.int(2025, 2031),
      brand: r.pick(v.cardBrand),
      country,
      wallet: null,
      checks: {
        three_d_secure_result: passedOrFailed(),
        avs_results: r.pick(['N', 'A', 'Y', 'Z', null]),
        address_line1_check: passedOrFailed(),
        address_zip_check: passedOrFailed(),
        cvc_check: passedOrFailed(),
      },
      wallet_email: null,
      wallet_id: null,
    };
  }
  return {
    name,
    type: 'wallet',
    last4: null,
    expiry_month: null,
    expiry_year: null,
    brand: null,
    country: null,
    wallet: r.pick(v.wallet),
    checks: null,
    wallet_email: `${name.toLowerCase().replace(/\W+/g, '.')}@mail.example`,
    wallet_id: `W-${r.hex(12).toUpperCase()}`,
  };
}

export interface TransactionSeed {
  accountId: string;
  amount: number;
  currency: string;
  /** Epoch ms of the payment. */
  at: number;
}

/**
 * The embedded Transaction of the reference's "Transaction (embedded object)" section, every member
 * set (null where it says so).
 */
export function transaction(r: Random, v: ValueSets, seed: TransactionSeed): Json {
  const name = personName(r);
  const country = r.pick(COUNTRIES);
  return {
    id: r.id(),
    source_id: `ch_${token(r, 18)}`,
    account_id: seed.accountId,
    ext_account_id: null,
    order_id: r.chance(0.7) ? `ord_${r.digits(5)}` : null,
    subscription_id: r.chance(0.2) ? `sub_${r.digits(4)}` : null,
    created_at: isoTime(seed.at),
    type: r.pick(v.transactionType),
    amount: seed.amount,
    currency: seed.currency,
    payment_method: paymentMethod(r, v, name, country),
    billing_address: r.chance(0.85) ? billingAddress(r, name, country) : null,
  };
}
