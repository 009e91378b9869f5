// Personal data in recorded records, replaced by synthetic values. The members are those the
// contract's schemas name as personal (the guide apps/docs/guides/check-a-real-environment.md lists them): the holder, wallet and card digits
// of a payment method, every line of a billing address, the card digits of a network transaction,
// the customer and shipping address of an order (whose shapes the contract leaves open: each of
// their strings), and an account's owner name and e-mail. Each fake comes from a keyed hash of the
// value (HMAC-SHA-256, WebCrypto, with a key made for the recording and never written), so the same
// person gets the same fake everywhere in one recording and no fake leads back to its value; each
// keeps to its member's schema (lengths, `^\d{4}$`, an e-mail format), and a null stays null.
// A fake is written in a form that marks it as made up ("Person …", "zip-…", "+1-555-…"), so that
// it is not taken for someone's real data; only the card digits, held to four digits by their
// schema, look like real ones.

import { isObject } from '@dispute-api/openapi-model';

type Fake = (hex: string) => string;
const digits = (hex: string, n: number) => String(parseInt(hex.slice(0, 12), 16) % 10 ** n).padStart(n, '0');

/** Fakes by kind; values of one kind (a name, wherever it appears) share their fakes. */
const FAKES = {
  name: (h) => `Person ${h.slice(0, 8)}`,
  email: (h) => `person-${h.slice(0, 10)}@example.com`,
  last4: (h) => digits(h, 4),
  walletId: (h) => `wallet_${h.slice(0, 16)}`,
  line1: (h) => `${Number(digits(h, 3)) + 1} Example Street`,
  line2: (h) => `Unit ${h.slice(0, 4)}`,
  city: (h) => `City ${h.slice(0, 6)}`,
  state: (h) => `State ${h.slice(0, 4)}`,
  // A postal code or a phone number in digits alone could equal someone's real one (a five-digit
  // fake meets one of a few hundred real codes often), so these are written as no real one is.
  zip: (h) => `zip-${h.slice(0, 6)}`,
  phone: (h) => `+1-555-${digits(h, 7)}`,
  text: (h) => `redacted-${h.slice(0, 12)}`,
} satisfies Record<string, Fake>;
type Kind = keyof typeof FAKES;

/** Personal members by the member (or, at the top, the collection) that holds them. */
const PERSONAL: Readonly<Record<string, Readonly<Record<string, Kind>>>> = {
  payment_method: { name: 'name', last4: 'last4', wallet_email: 'email', wallet_id: 'walletId' },
  billing_address: {
    name: 'name',
    line1: 'line1',
    line2: 'line2',
    city: 'city',
    state: 'state',
    zip_code: 'zip',
    phone: 'phone',
  },
  network_transaction: { last4: 'last4' },
  order: { customer: 'text', shipping_address: 'text' },
  accounts: { owner_name: 'name', email: 'email' },
};

/** The members the scrub replaces, as `holder.member`, for the guide and the tests. */
export const PERSONAL_MEMBERS = Object.entries(PERSONAL).flatMap(([holder, members]) =>
  Object.keys(members).map((m) => `${holder}.${m}`),
);

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const encoder = new TextEncoder();

export type Scrub = (collection: string, record: unknown) => Promise<unknown>;

/** A scrub with its own key: the fakes of one recording. */
export function createScrub(): Scrub {
  const key = globalThis.crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const fakes = new Map<string, string>();
  const fake = async (kind: Kind, value: string) => {
    const known = fakes.get(`${kind}:${value}`);
    if (known !== undefined) return known;
    const mac = hex(
      await globalThis.crypto.subtle.sign('HMAC', await key, encoder.encode(`${kind}:${value}`)),
    );
    // Four fake digits equal the real ones once in 10,000: the next part of the hash is drawn then.
    let made = FAKES[kind](mac);
    for (let at = 12; made === value && at < mac.length; at += 12) made = FAKES[kind](mac.slice(at));
    fakes.set(`${kind}:${value}`, made);
    return made;
  };
  /** Every string in a value, faked as `kind` (a member whose shape is open). */
  const all = async (value: unknown, kind: Kind): Promise<unknown> => {
    if (typeof value === 'string') return fake(kind, value);
    if (Array.isArray(value)) return Promise.all(value.map((v) => all(v, kind)));
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await all(v, kind);
    return out;
  };
  const walk = async (value: unknown, holder: string): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map((v) => walk(v, holder)));
    if (!isObject(value)) return value;
    const personal = PERSONAL[holder] ?? {};
    const out: Record<string, unknown> = {};
    for (const [member, v] of Object.entries(value)) {
      const kind = personal[member];
      out[member] = kind === undefined ? await walk(v, member) : await all(v, kind);
    }
    return out;
  };
  return (collection, record) => walk(record, collection);
}
