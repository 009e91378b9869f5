// Type tests: vitest runs them through tsc (typecheck in vitest.config.ts), and `lint` type-checks them too.
import { describe, expectTypeOf, it } from 'vitest';
import type * as v2024 from '../src/2024-03-18.js';
import type * as v2025 from '../src/2025-04-01.js';

describe('webhook event names', () => {
  it('are the enumeration of the spec in 2024-03-18', () => {
    expectTypeOf<v2024.WebhookEvent>().toEqualTypeOf<
      | 'webhook.test'
      | 'dispute.created'
      | 'evidence.ready'
      | 'evidence.error'
      | 'alerts.created'
      | 'alerts.updated'
      | 'alerts.transaction.linked'
      | '*'
    >();
    expectTypeOf<NonNullable<v2024.Webhook['event']>>().toEqualTypeOf<v2024.WebhookEvent>();
  });

  it('are a plain string in 2025-04-01', () => {
    expectTypeOf<v2025.WebhookEvent>().toEqualTypeOf<string>();
  });
});

describe('typed calls', () => {
  it('type helpers and paths from the spec', () => {
    expectTypeOf<v2025.AlertOutcome>().toEqualTypeOf<
      'refunded' | 'previously_refunded' | 'duplicate' | 'decline' | 'error' | 'transaction_not_found'
    >();
    expectTypeOf<v2025.DisputeList['pagination']['totalPages']>().toEqualTypeOf<number>();
    // The schema refuses totalPages on alert pages, so the type can never hold one.
    expectTypeOf<v2025.AlertList['pagination']['totalPages']>().toEqualTypeOf<undefined>();
    expectTypeOf<v2025.paths>().toHaveProperty('/alerts/{alertId}/outcome');
    expectTypeOf<v2024.paths>().not.toHaveProperty('/alerts');
  });
});
