type Send = (request: Request) => Promise<Response>;
/**
 * The bottom of the client: the Request class openapi-fetch builds with, and the function that hands
 * requests to the network. `fetch(request)` makes undici copy the Request and tie the copy to its
 * signal, with a WeakRef and a finalizer per call; that garbage was most of the client's overhead.
 * A plain request has no body and a signal nothing can abort, so it goes out as URL + init: the same
 * request on the wire. Anything else, or a request a middleware replaced, is passed through as is.
 */
export declare function createTransport(custom: Send | undefined): {
    Request: typeof Request;
    send: Send;
};
export {};
