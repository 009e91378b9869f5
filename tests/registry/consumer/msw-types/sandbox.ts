// A frontend project's typed own data for the mock's sandbox, compiled with tsc --strict (library
// declarations checked too) under both module resolutions: the published declarations resolve,
// and the contract's types reach the project (each `@ts-expect-error` line must fail to compile).
import { createSandbox, type OwnData } from '@dispute-api/mock/msw';

const fixtures: OwnData = {
  '2025-04-01': { alerts: [{ id: 'a00000000000000000000001', amount: 10, currency: 'USD' }] },
};

export const sandbox = createSandbox({ fixtures, persist: globalThis.sessionStorage });

export const misspelled: OwnData = {
  '2025-04-01': {
    // @ts-expect-error: `amonut` is no field of an alert
    alerts: [{ id: 'a00000000000000000000001', amonut: 10 }],
  },
};

export function scenarios(): void {
  sandbox.scenarios.add({ version: '2025-04-01', operationId: 'listAlerts', status: 500 });
  // @ts-expect-error: 2024-03-18 has no listAlerts
  sandbox.scenarios.add({ version: '2024-03-18', operationId: 'listAlerts', status: 500 });
}
