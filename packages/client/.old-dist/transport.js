/**
 * The bottom of the client: the Request class openapi-fetch builds with, and the function that hands
 * requests to the network. `fetch(request)` makes undici tie its copy of the Request to the Request's
 * signal, with a listener, a WeakRef and a finalizer per call, which was a large share of the client's
 * overhead. A request that openapi-fetch built without a caller's signal has a signal nothing can
 * abort, so it is sent with `signal: null`: the same request, without that tie. A caller's signal, or
 * a Request that a middleware put in place, is passed through untouched.
 */
export function createTransport(custom) {
    const unabortable = new WeakSet();
    // Built per client, not at import, so that importing the package never touches `Request`.
    const ClientRequest = class extends globalThis.Request {
        // openapi-fetch checks what a middleware returns with `instanceof` this class; any Request must pass.
        static [Symbol.hasInstance](value) {
            return value instanceof globalThis.Request;
        }
        constructor(input, init) {
            super(input, init);
            if (init?.signal == null && !(input instanceof globalThis.Request))
                unabortable.add(this);
        }
    };
    const send = custom
        ? (request) => custom(request)
        : (request) => (unabortable.has(request) ? globalThis.fetch(request, { signal: null }) : globalThis.fetch(request));
    return { Request: ClientRequest, send };
}
