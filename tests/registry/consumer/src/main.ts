// A partner team's program, as the client's README documents it: pages through every dispute and
// alert, reports an outcome and reads it back, and handles a typed error. Compiled with --strict
// under both module resolutions, then run against the mock.
import {
  createClient,
  DisputeApiError,
  getAlert,
  paginateAlerts,
  paginateDisputes,
  reportAlertOutcome,
  type Alert,
  type Dispute,
} from '@dispute-api/client/2025-04-01';
import { baseUrl } from './mock-url.js';

const client = createClient({ apiKey: 'local-dev-key', baseUrl, retry: { maxRetries: 0 } });

const disputes: Dispute[] = [];
for await (const dispute of paginateDisputes(client, { pageSize: 20 })) disputes.push(dispute);
console.log(`disputes: ${disputes.length} (${new Set(disputes.map((d) => d.id)).size} distinct)`);

const alerts: Alert[] = [];
for await (const alert of paginateAlerts(client, { pageSize: 50 })) alerts.push(alert);
console.log(`alerts: ${alerts.length} (${new Set(alerts.map((a) => a.id)).size} distinct)`);

const target = alerts.find((a) => a.outcome !== 'refunded')?.id;
if (target === undefined) throw new Error('no alert left to report an outcome for');
await reportAlertOutcome(client, target, 'refunded');
console.log(`outcome: ${(await getAlert(client, target)).outcome}`);

try {
  await reportAlertOutcome(client, 'ffffffffffffffffffffffff', 'refunded');
  console.log('error: none');
} catch (error) {
  if (!(error instanceof DisputeApiError)) throw error;
  console.log(`error: ${error.status} ${error.code ?? error.message}`);
}

/** Never called: each line fails to compile if the package's types were lost (`any`). */
export function typesAreLoaded(): void {
  // @ts-expect-error: no such path in the 2025-04-01 contract
  void client.GET('/no-such-path');
  // @ts-expect-error: not an outcome of the contract
  void reportAlertOutcome(client, 'id', 'not-an-outcome');
}
