// The mock's own routes, under `/__mock/` (outside `/public/`, so they can never shadow an API path):
//   GET    /__mock/                  the control page (HTML; it asks for the key itself)
//   GET    /__mock/live, /__mock/ready  the probes of load balancers (probes.ts), without a key
//   GET    /__mock/state             counts per collection and version (sandbox)
//   POST   /__mock/reset             back to the seed, or to the own data (sandbox)
//   GET    /__mock/scenarios         scenarios, with how many calls each has left
//   POST   /__mock/scenarios         add one: {version, operationId, status?, delayMs?, times?}
//   DELETE /__mock/scenarios[/{id}]  remove all, or one
//   GET    /__mock/requests?limit=N  the request journal, newest first
//   DELETE /__mock/requests          clear it
//   GET    /__mock/violations        the proxy's violations so far, per operation, side and kind
//   DELETE /__mock/violations        start the count again (proxy)
// Every route but the page and the probes takes an accepted `x-api-key` like the API does (no signature: they are
// not API operations), so that a mock bound to a shared address cannot be steered by anyone who
// can reach it. They act on the caller's space (spaces.ts): with isolated keys, state, reset,
// scenarios and journal are the caller's own.
import type { KeyCheck } from '../auth.js';
import { notFound } from '../errors.js';
import { RawText } from '../raw-json.js';
import type { Tally } from '../proxy/violations.js';
import type { Space } from '../spaces.js';
import type { MockResponse, Query } from '../types.js';
import { PROBE_ROUTES, type Probes } from './probes.js';
import type { ScenarioInput } from './scenarios.js';

export const CONTROL_PREFIX = '/__mock/';

export interface ControlOptions {
  checkKey: KeyCheck;
  /** The space of a caller, by the key it sent (already checked). */
  space: (key: string) => Space;
  /** The control page's HTML. */
  page: () => string;
  /** `/__mock/live` and `/__mock/ready`. */
  probes: Probes;
  /** Proxy only: the violations of the exchanges so far. */
  tally?: Tally;
}

export interface ControlRequest {
  method: string;
  pathname: string;
  query: Query;
  apiKey: string | undefined;
  /** The JSON body, read and parsed only once the route and the key have been found good. */
  body: () => Promise<unknown>;
}

const PROXY_ONLY = 'exists in the proxy only';

/** The routes under CONTROL_PREFIX besides the page (`''`) and `scenarios/<id>`. */
const ROUTES: readonly string[] = ['reset', 'state', 'scenarios', 'requests', 'violations'];

/** Whether `pathname` is one of the mock's own routes (`/__mock` is the page's address too). */
export function isControlPath(pathname: string): boolean {
  if (pathname === CONTROL_PREFIX.slice(0, -1)) return true;
  if (!pathname.startsWith(CONTROL_PREFIX)) return false;
  const route = pathname.slice(CONTROL_PREFIX.length);
  return (
    route === '' ||
    ROUTES.includes(route) ||
    (PROBE_ROUTES as readonly string[]).includes(route) ||
    route.startsWith('scenarios/')
  );
}

/** `?limit=`, as a number for the control to check; absent: all. */
function limitOf(query: Query): number | undefined {
  const raw = query.limit;
  return raw === undefined ? undefined : Number(Array.isArray(raw) ? raw[0] : raw);
}

export type Control = (request: ControlRequest) => Promise<MockResponse>;

export function createControl(options: ControlOptions): Control {
  const allowed = (method: string, pathname: string, methods: string[]) => {
    if (!methods.includes(method))
      throw notFound(`No such operation: ${method} ${pathname} (it has ${methods.join(', ')})`);
  };

  return async ({ method, pathname, query, apiKey, body }) => {
    const route = pathname.slice(CONTROL_PREFIX.length);
    if (route === '') {
      allowed(method, pathname, ['GET']);
      return { status: 200, body: new RawText(options.page(), 'text/html; charset=utf-8') };
    }
    if ((PROBE_ROUTES as readonly string[]).includes(route)) {
      // HEAD too: some balancers ask with it; node:http sends no body to a HEAD.
      allowed(method, pathname, ['GET', 'HEAD']);
      return route === 'live' ? options.probes.live() : options.probes.ready();
    }
    if (!ROUTES.includes(route) && !route.startsWith('scenarios/'))
      throw notFound(`No such resource: ${method} ${pathname}`);
    await options.checkKey(apiKey);
    const space = options.space(apiKey!);
    await space.settled?.();
    const { control } = space;
    switch (route) {
      case 'reset': {
        allowed(method, pathname, ['POST']);
        const summary = control.reset();
        // With a durable store, answered once the store has it.
        await space.settled?.();
        return { status: 200, body: summary };
      }
      case 'state':
        allowed(method, pathname, ['GET']);
        return { status: 200, body: control.state() };
      case 'scenarios':
        allowed(method, pathname, ['GET', 'POST', 'DELETE']);
        // The body is checked by the control, whatever its shape.
        if (method === 'POST')
          return { status: 201, body: control.scenarios.add((await body()) as ScenarioInput) };
        if (method === 'DELETE') control.scenarios.clear();
        return { status: 200, body: { scenarios: control.scenarios.list() } };
      case 'requests':
        allowed(method, pathname, ['GET', 'DELETE']);
        if (method === 'DELETE') control.clearJournal();
        return { status: 200, body: { requests: control.journal({ limit: limitOf(query) }) } };
      case 'violations':
        allowed(method, pathname, ['GET', 'DELETE']);
        if (!options.tally) throw notFound(`${pathname} ${PROXY_ONLY}`);
        if (method === 'DELETE') options.tally.clear();
        return { status: 200, body: options.tally.summary() };
      default:
        allowed(method, pathname, ['DELETE']);
        control.scenarios.remove(decodeURIComponent(route.slice('scenarios/'.length)));
        return { status: 200, body: { scenarios: control.scenarios.list() } };
    }
  };
}
