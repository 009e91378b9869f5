type Send = (request: Request) => Promise<Response>;
type Init = { Request?: unknown; fetch?: unknown; middleware?: unknown } | undefined;

export interface Transport {
  /** The Request class a call is built with; see `requestClassFor`. */
  requestClassFor(init: Init, middlewareUsed: boolean): typeof Request;
  send: Send;
}

/**
 * The bottom of the client: the Request classes openapi-fetch builds with, and the function that hands
 * requests to the network.
 *
 * A call that no middleware and no per-call `fetch` can see is built as a `LeanRequest`: the parts our
 * own steps read (url, method, headers, body, signal, clone, arrayBuffer) and nothing else, sent with
 * `fetch(url, init)`. Otherwise openapi-fetch would build a Request and undici a second one from it
 * (about 5 µs per call on the benchmark machine, bench/client-vs-fetch.mjs). Every other call gets a
 * real Request, because a middleware or a caller's fetch may use any part of one.
 *
 * `fetch(request)` makes undici tie its copy of the Request to the Request's signal, with a listener,
 * a WeakRef and a finalizer per call. A real Request that openapi-fetch built without a caller's signal
 * has a signal nothing can abort, so it is sent with `signal: null`: the same request, without that tie.
 */
export function createTransport(custom: Send | undefined, checkedPrefix: string): Transport {
  const unabortable = new WeakSet<Request>();
  // Built per client, not at import, so that importing the package never touches `Request`.
  const ClientRequest = class extends globalThis.Request {
    // openapi-fetch checks what a middleware returns with `instanceof` this class; any Request must pass.
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof globalThis.Request;
    }

    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      if (init?.signal == null && !(input instanceof globalThis.Request)) unabortable.add(this);
    }
  };

  // What a request without a caller's signal reports as its signal (retry waits listen to it).
  const unaborted = new AbortController().signal;
  const encoder = new TextEncoder();

  class LeanRequest {
    // Definite (`!`): the constructor may return a real Request instead of setting them.
    readonly url!: string;
    readonly method!: string;
    readonly headers!: Headers;
    readonly body!: string | null;
    readonly signal!: AbortSignal;
    /** What `fetch(url, init)` or `new Request(url, init)` needs to send this request. Steps change a
     *  request only through its headers, which are this init's own Headers, so it stays current. */
    readonly init!: RequestInit;

    constructor(input: RequestInfo | URL, init: RequestInit = {}) {
      // openapi-fetch passes a string URL and, with its own serializer, a string body; anything else
      // (FormData, a stream) is built as a real Request, which knows how to read it.
      if (typeof input !== 'string' || (init.body != null && typeof init.body !== 'string')) {
        return new ClientRequest(input, init) as unknown as LeanRequest;
      }
      // A bad URL must fail here, as with Request, not later as a network error that is retried. Behind
      // the client's own base address (parsed once by createClient) the parser cannot fail, since
      // openapi-fetch encodes the path and query; any other address is parsed.
      if (!input.startsWith(checkedPrefix)) new URL(input);
      this.url = input;
      this.method = init.method ?? 'GET';
      // openapi-fetch hands over a Headers it does not keep, so it is used, not copied.
      if (!(init.headers instanceof Headers)) init = Object.assign({}, init, { headers: new Headers(init.headers) });
      this.headers = init.headers as Headers;
      this.body = (init.body as string | null | undefined) ?? null;
      this.signal = init.signal ?? unaborted;
      this.init = init;
    }

    clone(): LeanRequest {
      return new LeanRequest(this.url, Object.assign({}, this.init, { headers: new Headers(this.headers) }));
    }

    async arrayBuffer(): Promise<ArrayBuffer> {
      const bytes = encoder.encode(this.body ?? '');
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    }
  }

  const send: Send = (request) => {
    if (request instanceof LeanRequest) {
      // A caller's transport is promised a real Request.
      return custom ? custom(new globalThis.Request(request.url, request.init)) : globalThis.fetch(request.url, request.init);
    }
    if (custom) return custom(request);
    return unabortable.has(request) ? globalThis.fetch(request, { signal: null }) : globalThis.fetch(request);
  };

  return {
    requestClassFor(init, middlewareUsed) {
      if (init?.Request) return init.Request as typeof Request;
      const seen = middlewareUsed || init?.fetch !== undefined || init?.middleware !== undefined;
      return seen ? ClientRequest : (LeanRequest as unknown as typeof Request);
    },
    send,
  };
}
