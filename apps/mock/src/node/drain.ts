// The graceful stop of the server, as fastify's close does it: stop accepting connections, close the
// idle kept-alive ones, let the requests in flight finish (each answer says `connection: close`, so
// its connection ends with it), and after a bound close whatever is still open. The engine's
// `drain()` (readiness 503) comes first, in server.ts's `close`, so that balancers stop sending here.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from '../core/logger.js';
import { counted } from '../core/plural.js';

/** How long requests in flight may take to finish once the stop began, by default. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

export interface Drain {
  /** Wraps the server's handler: counts each request from its arrival until its answer is gone. */
  track(
    handler: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  /** Whether the stop began: answers then close their connection. */
  readonly draining: boolean;
  /** Stops the server: resolves once every connection is closed, within about `timeoutMs`. */
  drain(timeoutMs: number): Promise<void>;
}

export function drainOf(server: Server, logger: Logger): Drain {
  let draining = false;
  let inFlight = 0;
  let settled: (() => void) | undefined;
  const done = () => {
    inFlight--;
    if (!draining) return;
    // The connection of an answer that said `connection: close` ends by itself; this catches the
    // ones that went idle some other way (a client that sent its own `connection: keep-alive` early).
    server.closeIdleConnections();
    if (inFlight === 0) settled?.();
  };
  return {
    get draining() {
      return draining;
    },
    track: (handler) => (req, res) => {
      inFlight++;
      res.once('close', done);
      handler(req, res);
    },
    async drain(timeoutMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finished = await Promise.race([
        new Promise<boolean>((resolve) => {
          settled = () => resolve(true);
          if (inFlight === 0) resolve(true);
        }),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
      ]);
      clearTimeout(timer);
      if (!finished)
        logger.warn(
          `stopping: ${counted(inFlight, 'request')} still in flight after ${timeoutMs} ms; closed`,
        );
      server.closeAllConnections();
      await closed;
    },
  };
}
