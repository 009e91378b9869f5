// Starts the mock in either mode, through either adapter (the node server, or the MSW handlers in
// this process through `setupServer`), and builds real clients of both versions against it, with a
// transport that records every exchange, so a test can count attempts and check the raw answer
// against the spec. In the sandbox every answer of the store is also checked against the contract
// as it leaves the mock, and each test starts from the seeded state.
import * as v2024 from '@dispute-api/client/2024-03-18';
import * as v2025 from '@dispute-api/client/2025-04-01';
import { observeAnswers, startMock, type MockOptions } from '@dispute-api/mock';
import { createHandlers, type HandlerOptions } from '@dispute-api/mock/msw';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { apiModel } from '@dispute-api/openapi-model';
import {
  contractProblems,
  exampleBody,
  loadBundle,
  operationOf,
  type OperationRef,
} from '@dispute-api/spec/contract';
import { VERSIONS } from '@dispute-api/spec/versions';

// Tests that enumerate versions take them from the list; the named imports above are for tests
// of one version's own facts.
export { VERSIONS };
export type Version = string;

/** What every version's entry point has in common, used to build a client of any listed version. */
type Entry = Pick<typeof v2025, 'createClient'>;
const ENTRIES = new Map<string, Entry>(
  await Promise.all(
    VERSIONS.map(
      async (version) => [version, (await import(`@dispute-api/client/${version}`)) as Entry] as const,
    ),
  ),
);
/** The static mode on the server, the sandbox on the server, and the sandbox as MSW handlers. */
export const MODES = ['static', 'sandbox', 'msw'] as const;
export type Mode = (typeof MODES)[number];
/** The modes that serve the sandbox (the store, with state). */
export const SANDBOXES = ['sandbox', 'msw'] as const satisfies readonly Mode[];
export const isSandbox = (mode: Mode) => mode !== 'static';
export const DEV_KEY = 'local-dev-key';

/**
 * The spec's example of each path parameter, by name. Any id works in the static mode; the
 * sandbox's seed holds these records, so the same calls succeed in both.
 */
export const SAMPLE_IDS: Record<string, string> = pathParameterExamples();

function pathParameterExamples(): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const version of VERSIONS) {
    for (const op of apiModel(loadBundle(version)).operations) {
      for (const p of op.parameters) {
        if (p.in === 'path' && typeof p.object.example === 'string') ids[p.name] = p.object.example;
      }
    }
  }
  return ids;
}

export interface Exchange {
  method: string;
  url: string;
  status: number;
  text: string;
}

export interface ContractMock {
  /** Where the mock answers, without a path. */
  readonly url: string;
  readonly mode: Mode;
  close(): Promise<void>;
  /** Contract problems of the sandbox's answers since the last `takeDrift()`, one line each. */
  takeDrift(): string[];
  /** Back to the seeded state through `POST /__mock/reset` (nothing to do in the static mode). */
  resetState(): Promise<void>;
}

// One MSW interception per process, shared by every MSW mock of a test file (each under its own
// origin); requests to other origins, such as a server mock's, pass through to the network.
const interception = setupServer();
const active = new Set<HttpHandler[]>();
let listening = false;
let origins = 0;

function mswMock(options: MockOptions): { url: string; close(): Promise<void> } {
  const url = `http://msw-${++origins}.contract.test`;
  const {
    port: _port,
    host: _host,
    specDir: _specDir,
    headersTimeoutMs: _h,
    requestTimeoutMs: _r,
    staticSource: _s,
    stateful: _st,
    proxy: _p,
    proxyTimeoutMs: _pt,
    record: _rec,
    recordRaw: _raw,
    ...rest
  } = options;
  // The server's own data is any JSON (read from a file); the handlers type theirs from the contract
  // and check it at creation all the same.
  const fixtures = rest.fixtures as HandlerOptions['fixtures'];
  const handlers = createHandlers({ ...rest, fixtures, baseUrl: url });
  active.add(handlers);
  interception.resetHandlers(...[...active].flat());
  if (!listening) interception.listen({ onUnhandledFrame: 'bypass' });
  listening = true;
  return {
    url,
    close: async () => {
      active.delete(handlers);
      interception.resetHandlers(...[...active].flat());
      if (active.size === 0) {
        interception.close();
        listening = false;
      }
    },
  };
}

export async function withMock(mode: Mode = 'static', options: MockOptions = {}): Promise<ContractMock> {
  const drift: string[] = [];
  const sandbox: MockOptions = {
    stateful: true,
    evidenceDelayMs: 100,
    decorateSource: (source) =>
      observeAnswers(source, ({ operation, ctx, status, text }) => {
        for (const p of contractProblems(operation, status, text))
          drift.push(`${ctx.method} ${ctx.target} → ${status}: ${p}`);
      }),
  };
  const all: MockOptions = {
    logLevel: 'silent',
    ...(isSandbox(mode) ? sandbox : { stateful: false }),
    ...options,
  };
  const mock = mode === 'msw' ? mswMock(all) : await startMock({ port: 0, ...all });
  return {
    url: mock.url,
    close: () => mock.close(),
    mode,
    takeDrift: () => drift.splice(0),
    async resetState() {
      if (!isSandbox(mode)) return;
      const r = await fetch(`${mock.url}/__mock/reset`, {
        method: 'POST',
        headers: { 'x-api-key': DEV_KEY },
      });
      if (r.status !== 200) throw new Error(`POST /__mock/reset answered ${r.status}: ${await r.text()}`);
    },
  };
}

/** A transport that records every exchange, so a test can count attempts and read raw answers. */
export function recordingTransport() {
  const exchanges: Exchange[] = [];
  const transport = async (request: Request) => {
    const response = await fetch(request);
    exchanges.push({
      method: request.method,
      url: request.url,
      status: response.status,
      text: await response.clone().text(),
    });
    return response;
  };
  return { transport, exchanges };
}

const testOptions = (mock: ContractMock, transport: (r: Request) => Promise<Response>) => ({
  apiKey: DEV_KEY,
  baseUrl: mock.url,
  fetch: transport,
  retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5_000 },
});

/** A 2025-04-01 client, fully typed, on a recording transport. */
export function recordingClient2025(mock: ContractMock, options: Partial<v2025.ClientOptions> = {}) {
  const { transport, exchanges } = recordingTransport();
  return { client: v2025.createClient({ ...testOptions(mock, transport), ...options }), exchanges };
}

/** A client of any listed version on a recording transport; its calls are dispatched untyped. */
export function recordingClient(
  mock: ContractMock,
  version: Version,
  options: Partial<v2025.ClientOptions> = {},
) {
  const { transport, exchanges } = recordingTransport();
  const entry = ENTRIES.get(version);
  if (entry === undefined) throw new Error(`${version} is not in spec/versions.json`);
  return {
    client: entry.createClient({ ...testOptions(mock, transport), ...options }) as unknown,
    exchanges,
  };
}

export interface CallInit {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  bodySerializer?: (body: unknown) => string;
}

/**
 * Calls an operation through the typed client's method for it (`client.GET(template, …)`), with
 * every path parameter set to its sample id and the body set to the spec's first named example.
 * The typed signatures differ per path, so the dispatch itself is untyped.
 */
export async function callOperation(client: unknown, op: OperationRef, init: CallInit = {}) {
  const names = [...op.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const path = Object.fromEntries(names.map((n) => [n, SAMPLE_IDS[n]]));
  const hasBody = operationOf(op).requestBody !== undefined;
  const method = op.method.toUpperCase() as 'GET';
  const call = (
    client as Record<string, (url: string, init: object) => Promise<{ error?: unknown; response: Response }>>
  )[method];
  return call(op.template, {
    params: { path: { ...path, ...init.path }, query: init.query },
    ...(hasBody ? { body: init.body ?? exampleBody(op) } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
    ...(init.bodySerializer ? { bodySerializer: init.bodySerializer } : {}),
  });
}

export { v2024, v2025 };
