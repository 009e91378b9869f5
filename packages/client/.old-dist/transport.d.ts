type Send = (request: Request) => Promise<Response>;
/**
 * The bottom of the client: the Request class openapi-fetch builds with, and the function that hands
 * requests to the network. `fetch(request)` makes undici tie its copy of the Request to the Request's
 * signal, with a listener, a WeakRef and a finalizer per call, which was a large share of the client's
 * overhead. A request that openapi-fetch built without a caller's signal has a signal nothing can
 * abort, so it is sent with `signal: null`: the same request, without that tie. A caller's signal, or
 * a Request that a middleware put in place, is passed through untouched.
 */
export declare function createTransport(custom: Send | undefined): {
    Request: typeof Request;
    send: Send;
};
export {};
