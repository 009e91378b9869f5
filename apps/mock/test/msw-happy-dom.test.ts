// @vitest-environment happy-dom
// The MSW handlers under vitest's happy-dom environment, as a component test uses them with the
// typed client. happy-dom is a page at http://localhost:3000, so its `fetch` sends an OPTIONS before
// every call to the sandbox's address and checks the answer itself; MSW rebuilds each request with
// happy-dom's Request, which drops `Origin` and `Access-Control-Request-*` from that preflight
// (cors.ts answers it on the paths the mock serves) and whose headers keep the case they were set
// in (openapi-fetch's `Content-Type`, which the adapter reads in lower case).
import {
  createClient,
  getAlert,
  listAlerts,
  LOCAL_MOCK_URL,
  reportAlertOutcome,
} from '@dispute-api/client/2025-04-01';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSandbox } from '../src/msw/index.js';

const ALERT = '6601a7c3e4b0c1d2e3f40a11';
const sandbox = createSandbox({ logLevel: 'silent' });
const server = setupServer(...sandbox.handlers);
// happy-dom defines `window` and `document`, which the client's browser guard looks for.
const client = createClient({
  apiKey: 'local-dev-key',
  baseUrl: LOCAL_MOCK_URL,
  dangerouslyAllowBrowser: true,
  retry: false,
});

/** The methods of the requests MSW saw, in order. */
const sent: string[] = [];
server.events.on('request:start', ({ request }) => void sent.push(request.method));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

it("runs in happy-dom's page, whose fetch checks CORS", () => {
  expect(location.origin).toBe('http://localhost:3000');
  expect(String(fetch)).not.toContain('[native code]');
});

it('reads through the preflight: a list, then one alert', async () => {
  const { alerts, pagination } = await listAlerts(client, { offset: 0, limit: 2 });
  expect(alerts).toHaveLength(2);
  expect(pagination.totalCount).toBeGreaterThan(2);
  expect((await getAlert(client, ALERT)).id).toBe(ALERT);
  // Each call was preceded by its preflight (answered before the journal, which shows the calls).
  expect(sent.splice(0)).toEqual(['OPTIONS', 'GET', 'OPTIONS', 'GET']);
  expect(sandbox.journal({ limit: 2 }).map((entry) => entry.status)).toEqual([200, 200]);
});

it("writes with the client's JSON body, whose Content-Type happy-dom keeps capitalised", async () => {
  await reportAlertOutcome(client, ALERT, 'refunded');
  expect((await getAlert(client, ALERT)).outcome).toBe('refunded');
});

it('still refuses a preflight on a path the mock does not serve', async () => {
  await expect(fetch(`${LOCAL_MOCK_URL}/public/2025-04-01/nowhere`)).rejects.toThrow(/Cross-Origin/);
});
