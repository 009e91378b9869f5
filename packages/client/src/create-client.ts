import createFetchClient, { createQuerySerializer, type Client } from 'openapi-fetch';
import { createAuth } from './auth.js';
import { assertNotBrowser } from './browser-guard.js';
import { jsonGuard, settleEmptyBody } from './response-guard.js';
import { withRetry, type RetryOptions } from './retry.js';
import { createSigner } from './signing.js';

export interface ClientOptions {
  /** The API Access Key, sent as `x-api-key` on every request. */
  apiKey: string;
  /** The API Secret Key. Only signs requests; it is never sent. */
  secretKey?: string;
  /** Sign every request (`x-service-hmac-sha256`). Default: true when `secretKey` is given. */
  signRequests?: boolean;
  /**
   * Base address of the service, without `/public/<version>`, which the entry point appends. Required:
   * the API reference gives no production address (`{base_url}`). `LOCAL_MOCK_URL` is the local mock's.
   */
  baseUrl: string;
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

/**
 * The base address of the local mock (`npx dispute-api-mock`), for local work only. A constant of
 * this package rather than an import of @dispute-api/mock, so that no code of the mock can reach a
 * bundle of the client; tests/contract checks it against the mock's own defaults.
 */
export const LOCAL_MOCK_URL = 'http://127.0.0.1:4010';

/** The base address without trailing slashes, after the checks that spare a request to a wrong host. */
function baseUrlOf(baseUrl: unknown): string {
  // The reference's servers are `{base_url}/public/<version>` and it shows no production address,
  // so there is no default to fall back on: a forgotten option would send keys to the wrong host.
  if (typeof baseUrl !== 'string' || baseUrl === '') {
    throw new TypeError(
      'createClient: `baseUrl` is required: the API reference gives no production address, so pass your ' +
        "service's base address (without `/public/<version>`), or LOCAL_MOCK_URL for the local mock",
    );
  }
  const base = baseUrl.replace(/\/+$/, '');
  if (/\/public(\/|$)/.test(new URL(base).pathname)) {
    throw new TypeError(
      'createClient: `baseUrl` must not contain `/public/<version>`; the entry point adds it',
    );
  }
  return base;
}

/**
 * The shared factory behind each version's `createClient`, built on openapi-fetch's two documented
 * seams. Its `fetch` option puts the key on the final request, signs it and sends it under the retry
 * policy: it runs after every middleware, so one added with `client.use()` cannot change a request
 * once it is signed, and never sees the key; it also reads an empty answer's body to its end
 * (`settleEmptyBody`). The JSON guard is a middleware. Options are read once here; no object keeps
 * the keys.
 */
export function createVersionClient<Paths extends object>(
  version: string,
  options: ClientOptions,
): Client<Paths> {
  const { apiKey, secretKey, fetch: transport, retry, dangerouslyAllowBrowser } = options;
  assertNotBrowser(dangerouslyAllowBrowser);
  const authorize = createAuth(apiKey, secretKey);
  const signRequests = options.signRequests ?? secretKey !== undefined;
  const sign = signRequests ? createSigner(secretKey as string) : undefined;
  const base = baseUrlOf(options.baseUrl);
  // `globalThis.fetch` is looked up per call, so a fetch installed or stubbed later is the one used.
  const send = withRetry(transport ?? ((request) => globalThis.fetch(request)), retry);
  const client = createFetchClient<Paths>({
    baseUrl: `${base}/public/${version}`,
    // Made once here; left unset, openapi-fetch would build the same serializer on every call.
    querySerializer: createQuerySerializer(),
    fetch: (request) => {
      authorize(request);
      const answer = sign ? sign(request).then(send) : send(request);
      return answer.then((response) => settleEmptyBody(request.method, response));
    },
  });
  client.use(jsonGuard);
  return client;
}
