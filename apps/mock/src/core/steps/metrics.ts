// After-step: each answer to the observer (metrics.ts), under its operation's id: the contract's,
// `control` for the mock's own routes, `unknown` for what no operation matched (an unknown version
// or path). Never the path itself, so the set of labels stays as small as the contract.
import { CONTROL_PREFIX } from '../control/index.js';
import type { Observer } from '../metrics.js';
import type { AfterStep, Exchange } from './step.js';

export function operationLabel(x: Exchange): string {
  if (x.operation) return x.operation.operationId;
  const { pathname } = x;
  const control = pathname.startsWith(CONTROL_PREFIX) || pathname === CONTROL_PREFIX.slice(0, -1);
  return control ? 'control' : 'unknown';
}

export function metricsStep(observer: Observer): AfterStep {
  return (x, _outcome, response) =>
    observer.answered(operationLabel(x), response.status, (performance.now() - x.began) / 1000);
}
