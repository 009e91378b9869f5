// Type tests of `createSandbox` (`@dispute-api/mock/msw`), checked by `tsc` in the mock's lint and
// never run: own data and scenarios are typed from the contract, so each line marked
// `@ts-expect-error` must fail to compile (tsc reports a directive with no error under it).
import { createSandbox, type OwnData } from '../../src/msw/index.js';

export const fits: OwnData = {
  '2025-04-01': {
    alerts: [{ id: 'a00000000000000000000001', amount: 10, currency: 'USD', outcome: 'refunded' }],
    // Shown as a whole answer, an account gets its request id from the engine and needs none.
    accounts: [{ id: 'acct_1', status: 'active' }],
  },
  '2024-03-18': { webhooks: [] },
};

export const misspelled: OwnData = {
  '2025-04-01': {
    // @ts-expect-error: `amonut` is no field of an alert
    alerts: [{ id: 'a00000000000000000000001', amonut: 10 }],
  },
};

export const outsideEnumeration: OwnData = {
  // @ts-expect-error: `won` is no alert outcome
  '2025-04-01': { alerts: [{ id: 'a00000000000000000000001', outcome: 'won' }] },
};

export const noSuchCollection: OwnData = {
  // @ts-expect-error: 2024-03-18 keeps no alerts
  '2024-03-18': { alerts: [] },
};

export const noSuchVersion: OwnData = {
  // @ts-expect-error: not a version of the package
  '1999-01-01': {},
};

export function scenarios(): void {
  const sandbox = createSandbox({ fixtures: fits });
  sandbox.scenarios.add({ version: '2025-04-01', operationId: 'listAlerts', status: 500, times: 1 });
  // @ts-expect-error: 2024-03-18 has no listAlerts
  sandbox.scenarios.add({ version: '2024-03-18', operationId: 'listAlerts', status: 500 });
}
