// The mock's own routes, under `/__mock/` (outside `/public/`, so they can never shadow an API path).
// Only `POST /__mock/reset` exists, and only in the sandbox. It takes an accepted `x-api-key` like
// the API does (no signature: it is not an API operation), so that a mock bound to a shared address
// cannot be reset by anyone who can reach it.
import type { KeyCheck } from './auth.js';
import { notFound } from './errors.js';
import type { MockResponse } from './types.js';

export const CONTROL_PREFIX = '/__mock/';

export interface ControlOptions {
  checkKey: KeyCheck;
  /** Present in the sandbox: restores the seed and returns a summary. */
  reset?: () => Record<string, unknown>;
}

export type ControlRoute = (method: string, pathname: string, apiKey: string | undefined) => Promise<MockResponse>;

export function createControl(options: ControlOptions): ControlRoute {
  return async (method, pathname, apiKey) => {
    if (pathname !== `${CONTROL_PREFIX}reset`) throw notFound(`No such resource: ${method} ${pathname}`);
    if (!options.reset) throw notFound(`${pathname} exists in the stateful mode only (start the mock with --stateful)`);
    if (method !== 'POST') throw notFound(`No such operation: ${method} ${pathname} (it has POST)`);
    await options.checkKey(apiKey);
    return { status: 200, body: options.reset() };
  };
}
