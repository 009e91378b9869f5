// Step: the access key. Every operation but the open one (`security: []`, the health check) needs an
// accepted `x-api-key` (403 otherwise). The accepted key is kept on the exchange, and its space
// (spaces.ts) becomes the request's: with isolated keys, the request belongs to that key's copy.
import type { KeyCheck, KeyGrant } from '../auth.js';
import type { Spaces } from '../spaces.js';
import { headerOf } from '../types.js';
import { needs, type Exchange, type Step } from './step.js';

export function authenticateStep(checkKey: KeyCheck, spaces: Spaces): Step {
  const accept = (x: Exchange, key: string, grant: KeyGrant) => {
    x.key = key;
    x.grant = grant;
    x.space = spaces.of(key);
    return undefined;
  };
  return (x) => {
    if (needs(x.operation, 'operation').open) return undefined;
    const key = headerOf(x.request.headers, 'x-api-key');
    // A key the check passes is a non-empty string; most are remembered, and pass at once.
    const checking = checkKey(key);
    return checking instanceof Promise
      ? checking.then((grant) => accept(x, key!, grant))
      : accept(x, key!, checking);
  };
}
