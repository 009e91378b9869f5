// A frontend project's unit-test setup: the mock's sandbox as MSW handlers in msw/node, no server
// started, steered through its handle (`createSandbox`), with own data and a Web Storage standing in
// for `sessionStorage`. Prints which msw it ran on and what each step got.
import { createRequire } from 'node:module';
import { createSandbox } from '@dispute-api/mock/msw';
import { setupServer } from 'msw/node';

const { version } = createRequire(import.meta.url)('msw/package.json');
const base = 'http://127.0.0.1:4010/public/2025-04-01';
const headers = { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' };
const alert = { id: 'a00000000000000000000001', amount: 10, currency: 'USD', outcome: null };
const storage = new Map();
const persist = {
  getItem: (key) => storage.get(key) ?? null,
  setItem: (key, value) => storage.set(key, value),
  removeItem: (key) => storage.delete(key),
};
/** A page load: a sandbox over the storage, whose handlers now answer. */
const load = () => {
  const sandbox = createSandbox({ fixtures: { '2025-04-01': { alerts: [alert] } }, persist });
  server.resetHandlers(...sandbox.handlers);
  return sandbox;
};
const outcome = async () => (await (await fetch(`${base}/alerts/${alert.id}`, { headers })).json()).outcome;

const server = setupServer();
server.listen();
try {
  const sandbox = load();
  const list = await fetch(`${base}/alerts?limit=2`, { headers });
  const refused = await fetch(`${base}/alerts`);
  sandbox.scenarios.add({ version: '2025-04-01', operationId: 'listAlerts', status: 500, times: 1 });
  const failed = await fetch(`${base}/alerts`, { headers });
  const body = JSON.stringify({ outcome: 'refunded' });
  await fetch(`${base}/alerts/${alert.id}/outcome`, { method: 'POST', headers, body });
  const journal = sandbox.journal().map((e) => e.status);
  const reloaded = load();
  const afterReload = await outcome();
  reloaded.reset();
  console.log(
    JSON.stringify({
      msw: version.split('.')[0],
      list: [list.status, (await list.json()).alerts.length],
      refused: [refused.status, (await refused.json()).message],
      scenario: failed.status,
      journal,
      afterReload,
      afterReset: await outcome(),
      state: reloaded.state().counts['2025-04-01'].alerts,
    }),
  );
} finally {
  server.close();
}
