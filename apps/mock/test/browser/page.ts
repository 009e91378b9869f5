// The page of the browser test, bundled by esbuild: the MSW handlers in a service worker, and the
// real client against LOCAL_MOCK_URL, where no server runs. It pages through every alert,
// reports an outcome and reads it back, and leaves what it saw in `globalThis.result`.
import * as api from '@dispute-api/client/2025-04-01';
import { setupWorker } from 'msw/browser';
import { createHandlers } from '../../src/msw/index.js';

async function main() {
  const worker = setupWorker(...createHandlers());
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  // The documented dev key of the local sandbox, public by design.
  const client = api.createClient({
    apiKey: 'local-dev-key',
    baseUrl: api.LOCAL_MOCK_URL,
    dangerouslyAllowBrowser: true,
  });
  const alerts = await api.toArray(api.paginateAlerts(client, { pageSize: 25 }));
  const first = alerts.find((a) => a.outcome === null);
  if (!first) throw new Error('no alert without an outcome');
  await api.reportAlertOutcome(client, String(first.id), 'refunded');
  const after = await api.getAlert(client, String(first.id));
  return {
    count: alerts.length,
    distinct: new Set(alerts.map((a) => a.id)).size,
    reported: first.id,
    outcome: after.outcome,
  };
}

(globalThis as unknown as { result: Promise<unknown> }).result = main().catch((error: unknown) => ({
  error: String(error),
}));
