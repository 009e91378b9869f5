export declare const SIGNATURE_HEADER = "x-service-hmac-sha256";
/** Request path with the version prefix, plus the query string exactly as sent (spec x-assumption). */
export declare function signingPath(url: string): string;
/**
 * `<METHOD>\n<PATH>\n<BODY>` as bytes. The body is appended as raw bytes, not decoded and re-encoded,
 * so the signature covers exactly what goes on the wire; an absent body leaves the trailing `\n`.
 */
export declare function signingBytes(method: string, path: string, body: Uint8Array): Uint8Array;
/** Lower-case hex HMAC-SHA256 of the signing string; exported for checking a signature by hand. */
export declare function computeSignature(secretKey: string, method: string, path: string, body?: Uint8Array | string): Promise<string>;
/**
 * Returns a step that signs a request in place. It runs under openapi-fetch's middleware, on the final
 * Request, and hashes a clone's body so the original still carries the same bytes to the network.
 */
export declare function createSigner(secretKey: string): (request: Request) => Promise<Request>;
