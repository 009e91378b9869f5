// The page of the panel's browser test, bundled by esbuild: the MSW handlers in a service worker
// answer the app, and `mount()` mounts the control panel on a handle over the same handlers. The
// handle stands in for `createSandbox`'s: each member calls the control route it mirrors through
// MSW's `getResponse`, inside the page, so no request leaves it, as with the real handle.
import { getResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { createHandlers } from '../../src/msw/index.js';
import { mountControlPanel, type ControlHandle } from '../../src/msw/panel.js';

const CONTROL = 'http://127.0.0.1:4010/__mock/';

function handleOver(handlers: ReturnType<typeof createHandlers>, calls: string[]): ControlHandle {
  const route = async (method: string, path: string, body?: unknown) => {
    calls.push(`${method} ${path}`);
    const headers = { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' };
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const response = (await getResponse(handlers, new Request(CONTROL + path, init)))!;
    const json = await response.json();
    if (!response.ok) throw new Error(json.error?.message ?? json.message);
    return json;
  };
  return {
    handlers,
    reset: () => route('POST', 'reset'),
    state: () => route('GET', 'state'),
    scenarios: {
      add: (scenario) => route('POST', 'scenarios', scenario),
      list: async () => (await route('GET', 'scenarios')).scenarios,
      remove: (id) => route('DELETE', `scenarios/${id}`),
      clear: () => route('DELETE', 'scenarios'),
    },
    journal: async ({ limit } = {}) => (await route('GET', `requests?limit=${limit ?? 200}`)).requests,
    clearJournal: () => route('DELETE', 'requests'),
  };
}

/** What the test calls in the page. */
interface TestPage {
  ready: Promise<void>;
  mount(): void;
  unmount(): void;
  /** The handle's calls so far. */
  calls: string[];
}

const test = globalThis as unknown as TestPage;
test.calls = [];
test.ready = (async () => {
  const handlers = createHandlers();
  await setupWorker(...handlers).start({ quiet: true, onUnhandledFrame: 'bypass' });
  const handle = handleOver(handlers, test.calls);
  test.mount = () => {
    test.unmount = mountControlPanel(handle);
  };
})();
