export declare const API_KEY_HEADER = "x-api-key";
/**
 * Returns a step that puts the Access Key on a request. The key lives only in this closure, never on
 * an object, so `JSON.stringify(client)` or `util.inspect(client)` cannot show it.
 */
export declare function createAuth(apiKey: string, secretKey: string | undefined): (request: Request) => void;
