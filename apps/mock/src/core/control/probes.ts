// The probes of load balancers and orchestrators, among the mock's own routes:
//   GET /__mock/live    200 while the process runs and answers at all
//   GET /__mock/ready   200 when the mock can serve: its answers are loaded, the `readiness` probe
//                       (the durable store's ping, when there is one) resolved, and it is not
//                       draining (stopping: node/server.ts's close); 503 otherwise
// They need no key (a load balancer has none), are not API requests, so the journal and the rate
// limit never see them, and the access log writes them at debug only, or a balancer that asks
// every few seconds would fill it. The bodies say little on purpose: anyone who reaches the port
// reads them, so why a probe failed goes to the log, not into the answer.
import type { Logger } from '../logger.js';
import type { MockResponse } from '../types.js';

/** How long `/__mock/ready` waits for the readiness probe before it answers 503. */
export const READINESS_TIMEOUT_MS = 2_000;

export const PROBE_ROUTES = ['live', 'ready'] as const;

/** Whether a path is one of the probes (for the access log's level). */
export const isProbe = (pathname: string): boolean =>
  PROBE_ROUTES.some((route) => pathname === `/__mock/${route}`);

export interface Probes {
  readonly live: () => MockResponse;
  readonly ready: () => Promise<MockResponse>;
  /** From now on `ready` answers 503: the server is stopping. */
  readonly drain: () => void;
  readonly draining: boolean;
}

/** Never cached by anything between the balancer and the mock: each answer is the state now. */
const HEADERS = { 'cache-control': 'no-store' };
const answer = (status: number, body: object): MockResponse => ({ status, headers: HEADERS, body });

/** Resolves with undefined when `probe` resolved in time, else with why not. */
async function reasonOf(probe: () => Promise<void>, timeoutMs: number): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the readiness probe did not answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([
      probe().then(
        () => undefined,
        (error: unknown) => `the readiness probe failed: ${String((error as Error)?.message ?? error)}`,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ProbeOptions {
  /** Resolves when the mock can serve; rejects (or takes longer than `timeoutMs`) when it cannot. */
  readiness: () => Promise<void>;
  logger: Logger;
  timeoutMs?: number;
}

export function createProbes({ readiness, logger, timeoutMs = READINESS_TIMEOUT_MS }: ProbeOptions): Probes {
  let draining = false;
  // One probe at a time: balancers that ask together while the store hangs share one ping.
  let pending: Promise<string | undefined> | undefined;
  // Said once per change, not on every probe, so a store that is down for an hour logs two lines.
  let wasReady: boolean | undefined;
  const check = () => {
    pending ??= reasonOf(readiness, timeoutMs).finally(() => (pending = undefined));
    return pending;
  };
  return {
    get draining() {
      return draining;
    },
    live: () => answer(200, { live: true }),
    drain: () => void (draining = true),
    ready: async () => {
      const stopping = answer(503, { ready: false, reason: 'draining' });
      if (draining) return stopping;
      const reason = await check();
      if (draining) return stopping;
      if (reason !== undefined && wasReady !== false) logger.warn(`not ready: ${reason}`);
      if (reason === undefined && wasReady === false) logger.info('ready again');
      wasReady = reason === undefined;
      // The probe's own words stay in the log: a store's error may name hosts and users.
      return reason === undefined
        ? answer(200, { ready: true })
        : answer(503, { ready: false, reason: 'not ready: see the log' });
    },
  };
}
