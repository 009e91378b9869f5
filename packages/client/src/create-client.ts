import createFetchClient, { createQuerySerializer, type Client } from 'openapi-fetch';
import { createAuth } from './auth.js';
import { assertNotBrowser } from './browser-guard.js';
import { guardParsing } from './response-guard.js';
import { withRetry, type RetryOptions } from './retry.js';
import { createSigner } from './signing.js';
import { createTransport } from './transport.js';

export interface ClientOptions {
  /** The API Access Key, sent as `x-api-key` on every request. */
  apiKey: string;
  /** The API Secret Key. Only signs requests; it is never sent. */
  secretKey?: string;
  /** Sign every request (`x-service-hmac-sha256`). Default: true when `secretKey` is given. */
  signRequests?: boolean;
  /** Base address without `/public/<version>`, which the entry point appends. Default: the local mock. */
  baseUrl?: string;
  /** Transport, for tests or custom agents. Default: `globalThis.fetch` at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Retry policy, or `false` for a single attempt. */
  retry?: RetryOptions | false;
  /** Allow construction in a browser, where the keys would be visible to anyone. */
  dangerouslyAllowBrowser?: boolean;
}

/** The last argument of every named helper. */
export interface CallOptions {
  signal?: AbortSignal;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';

/**
 * The shared factory behind each version's `createClient`. Auth, signing and retry run in the custom
 * `fetch` under openapi-fetch's middleware, so a middleware added with `client.use()` cannot change a
 * request after it was signed. Options are read once here; no object keeps the keys.
 */
export function createVersionClient<Paths extends {}>(version: string, options: ClientOptions): Client<Paths> {
  const { apiKey, secretKey, fetch: transport, retry, dangerouslyAllowBrowser } = options;
  assertNotBrowser(dangerouslyAllowBrowser);
  const authorize = createAuth(apiKey, secretKey);
  const signRequests = options.signRequests ?? secretKey !== undefined;
  const sign = signRequests ? createSigner(secretKey as string) : undefined;
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  if (/\/public(\/|$)/.test(new URL(base).pathname)) {
    throw new TypeError('createClient: `baseUrl` must not contain `/public/<version>`; the entry point adds it');
  }
  const network = createTransport(transport, `${base}/`);
  const send = withRetry(network.send, retry);
  const pipeline = (request: Request) => {
    authorize(request);
    return sign ? sign(request).then(send) : send(request);
  };
  const client = createFetchClient<Paths>({
    baseUrl: `${base}/public/${version}`,
    // Made once here; left unset, openapi-fetch would build the same serializer on every call.
    querySerializer: createQuerySerializer(),
    fetch: pipeline,
  });
  // Once a middleware was added, calls build real Requests (it may read any part of one), even after `eject`.
  let middlewareUsed = false;
  const use = client.use;
  client.use = (...middleware) => {
    middlewareUsed = true;
    use(...middleware);
  };
  // A 2xx body that is not JSON throws a DisputeApiError, not openapi-fetch's bare SyntaxError.
  return guardParsing(client, (init) => network.requestClassFor(init, middlewareUsed));
}

/**
 * For responses the reference does not show: they are read as text (so an empty or non-JSON 2XX
 * cannot throw a SyntaxError) and parsed when they happen to be JSON.
 */
export function parseUnspecified(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
