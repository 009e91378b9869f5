// The page of the panel's browser test, bundled by esbuild: the MSW handlers of `createSandbox` in a
// service worker answer the app, and `mount()` mounts the control panel on that sandbox's handle.
// The handle is spread into one that counts its calls, as an app may wrap it: the panel finds its
// data under the handle's symbol key all the same.
import { setupWorker } from 'msw/browser';
import { createSandbox, type Sandbox, type SandboxScenario } from '../../src/msw/index.js';
import { mountControlPanel } from '../../src/msw/panel.js';

function counted(sandbox: Sandbox, calls: string[]): Sandbox {
  const count =
    <A extends unknown[], R>(name: string, call: (...args: A) => R) =>
    (...args: A): R => {
      calls.push(name);
      return call(...args);
    };
  const { scenarios } = sandbox;
  return {
    ...sandbox,
    reset: count('reset', () => sandbox.reset()),
    state: count('state', () => sandbox.state()),
    scenarios: {
      add: count('scenarios.add', (scenario: SandboxScenario) => scenarios.add(scenario)),
      list: count('scenarios.list', () => scenarios.list()),
      remove: count('scenarios.remove', (id: string) => scenarios.remove(id)),
      clear: count('scenarios.clear', () => scenarios.clear()),
    },
    journal: count('journal', (options?: { limit?: number }) => sandbox.journal(options)),
    clearJournal: count('clearJournal', () => sandbox.clearJournal()),
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
  const sandbox = createSandbox();
  await setupWorker(...sandbox.handlers).start({ quiet: true, onUnhandledFrame: 'bypass' });
  const handle = counted(sandbox, test.calls);
  test.mount = () => {
    test.unmount = mountControlPanel(handle);
  };
})();
