// After-steps: the request journal (control/journal.ts) and the access log, on every answer.
import { isProbe } from '../control/probes.js';
import type { Logger } from '../logger.js';
import type { Spaces } from '../spaces.js';
import { PUBLIC_PREFIX } from './route.js';
import type { AfterStep } from './step.js';

export function journalStep(spaces: Spaces): AfterStep {
  return (x, outcome, response) => {
    // The journal shows what the app sent to the API: the mock's own routes (the control page polls)
    // and anything else outside `/public/` (a browser's `/favicon.ico`) are left out.
    if (!x.pathname.startsWith(PUBLIC_PREFIX)) return;
    const { request } = x;
    const entry = {
      at: Date.now(),
      method: request.method,
      target: request.target,
      status: response.status,
      requestId: x.requestId,
      durationMs: performance.now() - x.began,
      refusal: outcome.refusal,
      scenario: x.scenario?.id,
      headers: request.headers,
      violations: x.violations,
      notes: x.notes,
    };
    // A request no accepted key owns (refused, or to an open operation) goes into every journal.
    if (x.key === undefined) for (const space of spaces.all()) space.journal.record(entry);
    else x.space.journal.record(entry);
  };
}

export function accessLogStep(logger: Logger): AfterStep {
  return (x, _outcome, response) => {
    // A load balancer's probes come every few seconds: at info they would drown the requests.
    const level = isProbe(x.pathname) ? 'debug' : 'info';
    if (!logger.enabled(level)) return;
    const ms = (performance.now() - x.began).toFixed(1);
    const { method, target } = x.request;
    const { status } = response;
    const { requestId } = x;
    logger[level](`${method} ${target} ${status} ${requestId} ${ms}ms`, {
      method,
      target,
      status,
      requestId,
      ms: Number(ms),
      client: x.request.client?.address,
      protocol: x.request.client?.protocol,
    });
  };
}
