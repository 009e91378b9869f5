/// <reference lib="dom" preserve="true" />
// The server page's own part, in the browser: the control routes over HTTP as the UI's `Control`,
// and the key form that opens the UI once the mock accepts the key. Like `ControlView` (ui.ts),
// page.ts inlines these functions as their source text, so each refers to nothing outside itself:
// what one needs of the other comes in as a parameter.
import type { JournalEntry } from './journal.js';
import type { Scenario } from './scenarios.js';
import type { ViolationSummary } from '../proxy/violations.js';
import type { Control, ControlView, ViewOptions } from './ui.js';

/** The control routes of the page's own mock, with `key`; an error answer throws its message. */
export function httpControl(key: string): Control {
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { 'x-api-key': key };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    const answer = await fetch(`/__mock/${route}`, init);
    // The mock's two error formats: `{error: {message}}`, and `{message}` for a refused key.
    const data = (await answer.json()) as T & { message?: string; error?: { message?: string } };
    if (!answer.ok) throw new Error(data.error?.message ?? data.message ?? `HTTP ${answer.status}`);
    return data;
  };
  return {
    reset: () => call('POST', 'reset'),
    state: () => call<Awaited<ReturnType<Control['state']>>>('GET', 'state'),
    scenarios: {
      add: (scenario) => call('POST', 'scenarios', scenario),
      list: async () => (await call<{ scenarios: Scenario[] }>('GET', 'scenarios')).scenarios,
      remove: (id) => call('DELETE', `scenarios/${encodeURIComponent(id)}`),
      clear: () => call('DELETE', 'scenarios'),
    },
    journal: async ({ limit } = {}) => {
      const route = limit === undefined ? 'requests' : `requests?limit=${limit}`;
      return (await call<{ requests: JournalEntry[] }>('GET', route)).requests;
    },
    clearJournal: () => call('DELETE', 'requests'),
    violations: {
      summary: () => call<ViolationSummary>('GET', 'violations'),
      clear: () => call('DELETE', 'violations'),
    },
  };
}

/**
 * Shows the key form, and nothing else until the mock accepts the key; then the UI, live. The key
 * stays in this function's memory (no storage, no cookie).
 */
export function openControlPage(
  View: typeof ControlView,
  connect: typeof httpControl,
  options: ViewOptions,
): void {
  const form = document.getElementById('login') as HTMLFormElement;
  const input = document.getElementById('key') as HTMLInputElement;
  const error = document.getElementById('error')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const control = connect(input.value);
    input.value = '';
    Promise.resolve(control.scenarios.list()).then(
      () => {
        error.textContent = '';
        form.remove();
        const panel = document.getElementById('panel')!;
        panel.hidden = false;
        // Live: what the app sends, and what its calls do to scenarios and state, show within a second.
        new View(panel, control, options).start(1000);
      },
      (refused: Error) => {
        error.textContent = refused.message;
      },
    );
  });
}
