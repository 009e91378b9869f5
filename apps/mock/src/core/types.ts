// Shapes shared by the modules of the engine. The engine works on a plain request (method, target,
// headers, body bytes) and returns a plain response, so that any transport can carry it: the
// `node:http` server and the MSW handlers are thin adapters around it. Where an answer comes from is
// behind `ResponseSource`: the sandbox's store, or the spec's examples (static mode).
import type { Header } from '@dispute-api/openapi-model';

/** Header values as transports hand them over: names in lower case, repeats as arrays. */
export type HeaderValue = string | readonly string[] | undefined;
export type Headers = Readonly<Record<string, HeaderValue>>;

export interface PlainRequest {
  /** Upper case. */
  readonly method: string;
  /** The request target as sent: path and query, e.g. `/public/2025-04-01/alerts?limit=1`. */
  readonly target: string;
  readonly headers: Headers;
  /**
   * The body's bytes; undefined or empty when the request has none. A transport that streams the
   * body (the node server) passes a reader instead, which the engine calls only for requests that
   * were routed and authenticated, so a refusal never waits for a large upload.
   */
  readonly body?: Uint8Array | (() => Promise<Uint8Array | undefined>) | undefined;
  /**
   * Who sent it, when the transport knows: the node server gives its peer's address and `http`, or
   * with `trustProxy` what the proxy in front of it forwarded. Only the access log shows it.
   */
  readonly client?: { readonly address: string | undefined; readonly protocol: string };
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  /** A string, or chunks of a pre-serialised body (sent without joining them); undefined: no body. */
  body: string | Uint8Array[] | undefined;
}

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: Record<string, unknown>;
  /** The Parameter Object itself: description, `x-unspecified` and the rest. */
  readonly object: Record<string, unknown>;
}

/** One documented response of an operation, under its key (`200`, `4XX`, `default`). */
export interface ResponseModel {
  /** Pointer to the JSON body's schema in the bundle; undefined when the response has no JSON body. */
  readonly schemaPointer: string | undefined;
  /** Whether that schema accepts any value: a body the contract leaves open (no constraint, only annotations). */
  readonly bodyOpen: boolean;
  /** Named examples of the JSON body, in document order (`example:` under the name `default`). */
  readonly examples: ReadonlyMap<string, unknown>;
  /** The documented headers by name as written, each with `required` and its schema. */
  readonly headers: ReadonlyMap<string, Header>;
  /** Example values of documented headers, e.g. `Retry-After`. */
  readonly headerExamples: Readonly<Record<string, string>>;
  /** Whether the body's schema lets it carry a top-level `requestId`. */
  readonly requestIdAllowed: boolean;
}

/** One operation of one API version, read once from the bundle. */
export interface Operation {
  readonly version: string;
  readonly operationId: string;
  /** Lower case, as in the bundle's path item. */
  readonly method: string;
  /** Path template relative to `/public/<version>`, e.g. `/alerts/{alertId}`. */
  readonly template: string;
  /** Names of the template's path parameters, in order. */
  readonly pathParams: readonly string[];
  /** Path-item and operation parameters, the operation's winning on the same name and place. */
  readonly parameters: readonly Parameter[];
  /** `security: []` in the bundle: no key is needed (only `GET /health-check`). */
  readonly open: boolean;
  /** Whether a required request signature is checked on this operation. */
  readonly signed: boolean;
  /** The request body, when the operation takes one. */
  readonly body:
    | {
        readonly required: boolean;
        readonly mediaTypes: readonly string[];
        readonly schemaPointer: string | undefined;
      }
    | undefined;
  /** Documented response keys, e.g. `['200', '400', '2XX']`. */
  readonly statuses: readonly string[];
  readonly responses: ReadonlyMap<string, ResponseModel>;
  /** The documented response for a status: exact key, then `NXX`, then `default`. */
  response(status: number): ResponseModel | undefined;
  /** Whether the documented body for this status may carry a top-level `requestId`. */
  requestIdAllowed(status: number): boolean;
}

/** What a caller asked of the mock through the `Prefer` header. */
export interface Preferences {
  code?: number;
  example?: string;
  dynamic?: boolean;
  seed?: string;
}

export type Query = Record<string, string | string[]>;

/** A request that passed routing, authentication and the signature, as response sources see it. */
export interface RequestContext {
  readonly requestId: string;
  /** Upper case, as sent. */
  readonly method: string;
  /** The raw request target: the path with `/public/<version>` and the query as sent. */
  readonly target: string;
  /** Path below `/public/<version>`, still percent-encoded. */
  readonly path: string;
  readonly query: Query;
  readonly headers: Headers;
  readonly operation: Operation;
  /** Path parameters, percent-decoded. */
  readonly params: Readonly<Record<string, string>>;
  readonly prefer: Preferences;
  /** The raw body bytes; undefined when the request had none. */
  rawBody: Uint8Array | undefined;
  /** The parsed JSON body, once validation has parsed it. */
  body: unknown;
}

/** An answer, before the request id is stamped on it and it is serialised. */
export interface MockResponse {
  status: number;
  headers?: Record<string, string | number>;
  /** Serialised as JSON; undefined means no body at all. */
  body?: unknown;
}

/** Where answers of valid, authenticated requests come from. */
export interface ResponseSource {
  respond(ctx: RequestContext): Promise<MockResponse> | MockResponse;
}

/** A single header's value: repeats are joined as HTTP joins them. */
export function headerOf(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return value === undefined || typeof value === 'string' ? value : value.join(', ');
}
