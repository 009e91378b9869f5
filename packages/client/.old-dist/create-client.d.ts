import { type Client } from 'openapi-fetch';
import { type RetryOptions } from './retry.js';
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
export declare const DEFAULT_BASE_URL = "http://127.0.0.1:4010";
/**
 * The shared factory behind each version's `createClient`. Auth, signing and retry run in the custom
 * `fetch` under openapi-fetch's middleware, so a middleware added with `client.use()` cannot change a
 * request after it was signed. Options are read once here; no object keeps the keys.
 */
export declare function createVersionClient<Paths extends {}>(version: string, options: ClientOptions): Client<Paths>;
/**
 * For responses the reference does not show: they are read as text (so an empty or non-JSON 2XX
 * cannot throw a SyntaxError) and parsed when they happen to be JSON.
 */
export declare function parseUnspecified(text: string | undefined): unknown;
