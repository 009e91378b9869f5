import createFetchClient, { createQuerySerializer } from 'openapi-fetch';
import { createAuth } from './auth.js';
import { assertNotBrowser } from './browser-guard.js';
import { guardParsing } from './response-guard.js';
import { withRetry } from './retry.js';
import { createSigner } from './signing.js';
import { createTransport } from './transport.js';
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';
/**
 * The shared factory behind each version's `createClient`. Auth, signing and retry run in the custom
 * `fetch` under openapi-fetch's middleware, so a middleware added with `client.use()` cannot change a
 * request after it was signed. Options are read once here; no object keeps the keys.
 */
export function createVersionClient(version, options) {
    const { apiKey, secretKey, fetch: transport, retry, dangerouslyAllowBrowser } = options;
    assertNotBrowser(dangerouslyAllowBrowser);
    const authorize = createAuth(apiKey, secretKey);
    const signRequests = options.signRequests ?? secretKey !== undefined;
    const sign = signRequests ? createSigner(secretKey) : undefined;
    const network = createTransport(transport);
    const send = withRetry(network.send, retry);
    const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    if (/\/public(\/|$)/.test(new URL(base).pathname)) {
        throw new TypeError('createClient: `baseUrl` must not contain `/public/<version>`; the entry point adds it');
    }
    const pipeline = (request) => {
        authorize(request);
        return sign ? sign(request).then(send) : send(request);
    };
    const client = createFetchClient({
        baseUrl: `${base}/public/${version}`,
        Request: network.Request,
        // Made once here; left unset, openapi-fetch would build the same serializer on every call.
        querySerializer: createQuerySerializer(),
        fetch: pipeline,
    });
    // A 2xx body that is not JSON throws a DisputeApiError, not openapi-fetch's bare SyntaxError.
    return guardParsing(client, pipeline);
}
/**
 * For responses the reference does not show: they are read as text (so an empty or non-JSON 2XX
 * cannot throw a SyntaxError) and parsed when they happen to be JSON.
 */
export function parseUnspecified(text) {
    if (text === undefined || text === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
