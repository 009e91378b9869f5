// `@dispute-api/mock/msw`: the mock's engine as Mock Service Worker handlers, for browsers
// (`setupWorker`), Node (`setupServer`) and any test runner, where no server runs. `createSandbox`
// gives the handlers with a handle on the sandbox behind them: reset, state, scenarios and the
// journal as calls, on the same state as the mock's own routes under `<baseUrl>/__mock/`, and
// optionally kept in a Web Storage across page reloads (persist.ts). The handlers serve every
// version under `<baseUrl>/public/<version>` with the sandbox's data, authentication, signing and
// error formats: the same engine as the server, so both answer alike.
import { BUNDLES } from '@dispute-api/spec/bundles';
import { http, type HttpHandler } from 'msw';
import { catalogue } from '../core/control/catalogue.js';
import type { JournalEntry } from '../core/control/journal.js';
import type { Scenario } from '../core/control/scenarios.js';
import type { StateSummary } from '../core/control/space-control.js';
import { DEFAULT_HOST, DEFAULT_PORT } from '../core/defaults.js';
import { createEngine, type Engine, type EngineOptions } from '../core/engine.js';
import type { ResetSummary } from '../core/sandbox/index.js';
import type { PlainResponse } from '../core/types.js';
import { CONTROL_CATALOGUE, type PanelData } from './panel-data.js';
import { persistSpace, type Persistence, type WebStorage } from './persist.js';
import type { OwnData, OwnRecordsOf, SandboxScenario, ShownRecord, Version } from './typed.js';

export { ApiError, FixturesError } from '../core/errors.js';
export type {
  JournalEntry,
  OwnData,
  OwnRecordsOf,
  ResetSummary,
  SandboxScenario,
  Scenario,
  ShownRecord,
  StateSummary,
  Version,
  WebStorage,
};

export interface SandboxOptions extends Omit<
  EngineOptions,
  // A page or a test runner keeps no durable store (`persist` keeps a page's records).
  'bundles' | 'staticSource' | 'stateful' | 'fixtures' | 'store' | 'keyLookup'
> {
  /** Where the handlers answer, without a path; default `http://127.0.0.1:4010`, the server's address. */
  baseUrl?: string;
  /**
   * A Web Storage (`sessionStorage`, `localStorage`, or any object with `getItem`, `setItem` and
   * `removeItem`) that keeps the records, scenarios and journal across page reloads; default none.
   */
  persist?: WebStorage;
  /**
   * Own data: records by version and collection in place of the seeded ones, typed from the
   * contract and checked against it at creation (a `FixturesError` names every problem). A list that
   * passes is frozen, records and all, and not checked again when it is given again.
   */
  fixtures?: OwnData;
}

/** The options of `createHandlers`, which are those of `createSandbox`. */
export type HandlerOptions = SandboxOptions;

/**
 * The sandbox behind MSW handlers. Every call is synchronous and acts on what the handlers answer from.
 * A symbol-keyed member, not for your code, gives `mountControlPanel` what it shows besides these calls.
 */
export interface Sandbox extends PanelData {
  /** The request handlers; spread them into `setupWorker(...)` or `setupServer(...)`. */
  readonly handlers: HttpHandler[];
  /** Back to the seed (or the own data), also in the storage; scenarios and the journal stay. */
  reset(): ResetSummary;
  /** Records per collection and version, how many scenarios and journal entries there are. */
  state(): StateSummary;
  readonly scenarios: {
    /** Adds a scenario; throws an `ApiError` (`.status` 400) whose message names what is wrong. */
    add(scenario: SandboxScenario): Scenario;
    list(): Scenario[];
    /** Throws an `ApiError` (`.status` 404) for an unknown id. */
    remove(id: string): void;
    clear(): void;
  };
  /** The request journal, newest first, keys redacted; `limit` a positive integer (default all, at most 200). */
  journal(options?: { limit?: number }): JournalEntry[];
  clearJournal(): void;
}

function responseBody(body: PlainResponse['body']): string | Uint8Array<ArrayBuffer> | null {
  if (body === undefined) return null;
  if (typeof body === 'string') return body;
  const bytes = new Uint8Array(body.reduce((n, chunk) => n + chunk.length, 0));
  let at = 0;
  for (const chunk of body) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

function handlersOf(engine: Engine, origin: string, persistence: Persistence | undefined): HttpHandler[] {
  const resolver = async ({ request }: { request: Request }): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    // The engine reads names in lower case, as Node's parser gives them; the Fetch standard's
    // Headers iterate so too, but happy-dom's (vitest's `happy-dom` environment, whose Request MSW
    // uses there) keeps the case each name was set in: openapi-fetch's `Content-Type`.
    request.headers.forEach((value, name) => {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    });
    const bytes = request.body === null ? undefined : new Uint8Array(await request.arrayBuffer());
    const answer = await engine.handle({
      method: request.method,
      target: url.pathname + url.search,
      headers,
      body: bytes,
    });
    persistence?.afterRequest(request.method, answer.status);
    return new Response(responseBody(answer.body), { status: answer.status, headers: answer.headers });
  };
  return [http.all(`${origin}/public/*`, resolver), http.all(`${origin}/__mock/*`, resolver)];
}

/** The sandbox as MSW handlers, with a handle on it. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const { baseUrl = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`, persist, ...engineOptions } = options;
  // A page or a test runner has its own console; only warnings and errors by default.
  const engine = createEngine({ logLevel: 'warn', ...engineOptions, bundles: BUNDLES });
  const origin = baseUrl.replace(/\/+$/, '');
  const space = engine.space();
  const persistence = persist && persistSpace(space, persist, origin, engine.logger);
  const { control } = space;
  /** A change through the handle, saved like one through the routes. */
  const saving =
    <A extends unknown[], R>(part: 'scenarios' | 'journal', change: (...args: A) => R) =>
    (...args: A): R => {
      const result = change(...args);
      persistence?.changed(part);
      return result;
    };
  return {
    handlers: handlersOf(engine, origin, persistence),
    reset() {
      const summary = control.reset();
      persistence?.forgetRecords();
      return summary;
    },
    state: control.state,
    scenarios: {
      add: saving('scenarios', control.scenarios.add),
      list: control.scenarios.list,
      remove: saving('scenarios', control.scenarios.remove),
      clear: saving('scenarios', control.scenarios.clear),
    },
    journal: control.journal,
    clearJournal: saving('journal', control.clearJournal),
    // The engine's model of the versions, which the panel would otherwise rebuild with the bundles.
    [CONTROL_CATALOGUE]: () => catalogue(engine.versions),
  };
}

/** MSW request handlers serving the sandbox: `createSandbox(options).handlers`. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  return createSandbox(options).handlers;
}
