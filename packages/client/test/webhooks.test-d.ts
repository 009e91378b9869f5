// Type tests: vitest runs them through tsc (typecheck in vitest.config.ts), and `lint` type-checks them too.
// Each states a fact of one dated version, so it holds whatever versions are added later.
import { describe, expectTypeOf, it } from 'vitest';

type Of2024_03_18 = typeof import('../src/versions/2024-03-18.js');
type WebhookEvent2024_03_18 = import('../src/versions/2024-03-18.js').WebhookEvent;
type Webhook2024_03_18 = import('../src/versions/2024-03-18.js').Webhook;
type Paths2024_03_18 = import('../src/versions/2024-03-18.js').paths;
type Entry2025_04_01 = typeof import('../src/versions/2025-04-01.js');
type Types2025_04_01 = {
  WebhookEvent: import('../src/versions/2025-04-01.js').WebhookEvent;
  AlertOutcome: import('../src/versions/2025-04-01.js').AlertOutcome;
  DisputeList: import('../src/versions/2025-04-01.js').DisputeList;
  AlertList: import('../src/versions/2025-04-01.js').AlertList;
  Alert: import('../src/versions/2025-04-01.js').Alert;
  paths: import('../src/versions/2025-04-01.js').paths;
};

describe('webhook event names', () => {
  it('are the enumeration of the spec in 2024-03-18', () => {
    expectTypeOf<WebhookEvent2024_03_18>().toEqualTypeOf<
      | 'webhook.test'
      | 'dispute.created'
      | 'evidence.ready'
      | 'evidence.error'
      | 'alerts.created'
      | 'alerts.updated'
      | 'alerts.transaction.linked'
      | '*'
    >();
    expectTypeOf<NonNullable<Webhook2024_03_18['event']>>().toEqualTypeOf<WebhookEvent2024_03_18>();
  });

  it('are a plain string in 2025-04-01', () => {
    expectTypeOf<Types2025_04_01['WebhookEvent']>().toEqualTypeOf<string>();
  });
});

describe('typed calls', () => {
  it('type helpers and paths from the spec', () => {
    expectTypeOf<Types2025_04_01['AlertOutcome']>().toEqualTypeOf<
      'refunded' | 'previously_refunded' | 'duplicate' | 'decline' | 'error' | 'transaction_not_found'
    >();
    expectTypeOf<Types2025_04_01['DisputeList']['pagination']['totalPages']>().toEqualTypeOf<number>();
    // The schema refuses totalPages on alert pages, so the type can never hold one.
    expectTypeOf<Types2025_04_01['AlertList']['pagination']['totalPages']>().toEqualTypeOf<undefined>();
    expectTypeOf<Types2025_04_01['paths']>().toHaveProperty('/alerts/{alertId}/outcome');
    expectTypeOf<Paths2024_03_18>().not.toHaveProperty('/alerts');
  });

  it('give the generated helpers the types of their version', () => {
    expectTypeOf<Entry2025_04_01['reportAlertOutcome']>()
      .parameter(2)
      .toEqualTypeOf<Types2025_04_01['AlertOutcome']>();
    expectTypeOf<ReturnType<Entry2025_04_01['listAllAlerts']>>().resolves.toEqualTypeOf<
      Types2025_04_01['Alert'][]
    >();
    expectTypeOf<Entry2025_04_01['listDisputes']>().returns.resolves.toEqualTypeOf<
      Types2025_04_01['DisputeList']
    >();
    expectTypeOf<Of2024_03_18>().not.toHaveProperty('paginateDisputes');
    expectTypeOf<Of2024_03_18>().toHaveProperty('listDisputes');
  });
});
