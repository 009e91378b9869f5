// Step: the rate limit per key (rate-limit.ts), right after the key is accepted, so that it counts
// only callers it knows. Requests without an accepted key (the open health check; refusals end
// before) pass, and so does an operation whose contract documents no 429, so that every answer
// stays one the contract documents (each operation of today's versions documents one).
import { RateLimited } from '../errors.js';
import type { Observer } from '../metrics.js';
import type { RateLimit } from '../rate-limit.js';
import { needs, type Step } from './step.js';

export function rateLimitStep(
  limit: RateLimit,
  rate: number,
  now: () => number,
  observer: Observer | undefined,
): Step {
  return (x) => {
    if (x.key === undefined || !needs(x.operation, 'operation').response(429)) return undefined;
    const wait = limit.take(x.key, now());
    if (wait === undefined) return undefined;
    observer?.rateLimited();
    throw new RateLimited(wait, rate);
  };
}
