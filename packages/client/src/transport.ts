type Send = (request: Request) => Promise<Response>;

// The only RequestInit members openapi-fetch passes for a plain call: no body, no caller's signal,
// and nothing else (such as `cache`, `credentials` or undici's `dispatcher`) that would be lost.
const PLAIN_INIT_KEYS: ReadonlySet<string> = new Set(['method', 'headers', 'redirect', 'body', 'signal']);

function isPlain(init: RequestInit | undefined): boolean {
  return init !== undefined && init.body == null && init.signal == null && Object.keys(init).every((key) => PLAIN_INIT_KEYS.has(key));
}

/**
 * The bottom of the client: the Request class openapi-fetch builds with, and the function that hands
 * requests to the network. `fetch(request)` makes undici copy the Request and tie the copy to its
 * signal, with a WeakRef and a finalizer per call; that garbage was most of the client's overhead.
 * A plain request has no body and a signal nothing can abort, so it goes out as URL + init: the same
 * request on the wire. Anything else, or a request a middleware replaced, is passed through as is.
 */
export function createTransport(custom: Send | undefined): { Request: typeof Request; send: Send } {
  const plain = new WeakSet<Request>();
  // Built per client, not at import, so that importing the package never touches `Request`.
  const ClientRequest = class extends globalThis.Request {
    // openapi-fetch checks what a middleware returns with `instanceof` this class; any Request must pass.
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof globalThis.Request;
    }

    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      if (isPlain(init)) plain.add(this);
    }
  };
  if (custom) return { Request: ClientRequest, send: (request) => custom(request) };
  return {
    Request: ClientRequest,
    send: (request) =>
      plain.has(request)
        ? globalThis.fetch(request.url, { method: request.method, headers: request.headers, redirect: request.redirect })
        : globalThis.fetch(request),
  };
}
