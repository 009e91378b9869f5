// Step: the mock's own routes (control/index.ts). They live under `/__mock/`, outside the API's
// `/public/`, so they can never shadow an API path; they check the key themselves.
import { CONTROL_PREFIX, type Control } from '../control/index.js';
import { headerOf } from '../types.js';
import { bodyOf, controlBody, parseQuery } from '../wire.js';
import type { Step } from './step.js';

/** `/__mock` is the control page's address too. */
const BARE = CONTROL_PREFIX.slice(0, -1);

export function controlStep(control: Control): Step {
  return async (x) => {
    const { pathname, request } = x;
    if (!pathname.startsWith(CONTROL_PREFIX) && pathname !== BARE) return undefined;
    const response = await control({
      method: request.method,
      pathname: pathname === BARE ? CONTROL_PREFIX : pathname,
      query: parseQuery(x.search),
      apiKey: headerOf(request.headers, 'x-api-key'),
      body: async () => controlBody(await bodyOf(request)),
    });
    return { response, stamp: true };
  };
}
