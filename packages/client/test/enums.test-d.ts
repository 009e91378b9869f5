// Type tests of the enumeration lists: each constant holds exactly the values of its generated type,
// and the check the entry modules make of that (helpers.NoneLeftOut) refuses a list with a gap.
// Facts of one dated version each, so they hold whatever versions are added later.
import { describe, expectTypeOf, it } from 'vitest';
import type { NoneLeftOut } from '../src/helpers.js';
import type * as v2024_03_18 from '../src/versions/2024-03-18.js';
import type * as v2025_04_01 from '../src/versions/2025-04-01.js';

type Entry2025_04_01 = typeof import('../src/versions/2025-04-01.js');
type Entry2024_03_18 = typeof import('../src/versions/2024-03-18.js');
type Values<List extends readonly unknown[]> = List[number];

describe('enumeration lists', () => {
  it('list every value of a named enumeration, as a readonly tuple (2025-04-01)', () => {
    expectTypeOf<Values<Entry2025_04_01['ALERT_OUTCOMES']>>().toEqualTypeOf<v2025_04_01.AlertOutcome>();
    expectTypeOf<Values<Entry2025_04_01['ALERT_STATUSES']>>().toEqualTypeOf<v2025_04_01.AlertStatus>();
    expectTypeOf<Values<Entry2025_04_01['DISPUTE_STATUSES']>>().toEqualTypeOf<v2025_04_01.DisputeStatus>();
    expectTypeOf<Values<Entry2025_04_01['DISPUTE_STAGES']>>().toEqualTypeOf<v2025_04_01.DisputeStage>();
    expectTypeOf<Values<Entry2025_04_01['DISPUTE_REASONS']>>().toEqualTypeOf<v2025_04_01.DisputeReason>();
    expectTypeOf<Entry2025_04_01['ALERT_OUTCOMES']>().toEqualTypeOf<
      readonly ['refunded', 'previously_refunded', 'duplicate', 'decline', 'error', 'transaction_not_found']
    >();
  });

  it('list the values of an inline enumeration of a property, without null (2025-04-01)', () => {
    expectTypeOf<Values<Entry2025_04_01['PAYMENT_METHOD_BRANDS']>>().toEqualTypeOf<
      NonNullable<v2025_04_01.PaymentMethod['brand']>
    >();
    expectTypeOf<Values<Entry2025_04_01['SUBSCRIPTION_FREQUENCIES']>>().toEqualTypeOf<
      NonNullable<v2025_04_01.Subscription['frequency']>
    >();
  });

  it('list the webhook events where the spec enumerates them (2024-03-18), and only there', () => {
    expectTypeOf<Values<Entry2024_03_18['WEBHOOK_EVENTS']>>().toEqualTypeOf<v2024_03_18.WebhookEvent>();
    expectTypeOf<Entry2025_04_01>().not.toHaveProperty('WEBHOOK_EVENTS');
  });

  it('are checked for gaps: a missing value fails the type check', () => {
    expectTypeOf<NoneLeftOut<never>>().toEqualTypeOf<never>();
    type ListedWithoutOne = Exclude<v2025_04_01.AlertOutcome, 'transaction_not_found'>;
    // @ts-expect-error 'transaction_not_found' is left out, and tsc says so
    type _Gap = NoneLeftOut<Exclude<v2025_04_01.AlertOutcome, ListedWithoutOne>>;
  });
});
