// Step: the access key. Every operation but the open one (`security: []`, the health check) needs an
// accepted `x-api-key` (403 otherwise). The accepted key is kept on the exchange, and its space
// (spaces.ts) becomes the request's: with isolated keys, the request belongs to that key's copy.
import type { KeyCheck } from '../auth.js';
import type { Spaces } from '../spaces.js';
import { headerOf } from '../types.js';
import { needs, type Step } from './step.js';

export function authenticateStep(checkKey: KeyCheck, spaces: Spaces): Step {
  return async (x) => {
    if (needs(x.operation, 'operation').open) return undefined;
    const key = headerOf(x.request.headers, 'x-api-key');
    await checkKey(key);
    // An accepted key is a non-empty string.
    x.key = key!;
    x.space = spaces.of(x.key);
    return undefined;
  };
}
