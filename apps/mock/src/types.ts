// Shapes shared by the modules of the request pipeline. The pipeline (auth, signature, validation,
// request id, routing) only sees these; where an answer comes from is behind `ResponseSource`, so a
// stateful store can replace Prism's examples without touching the rest.
import type { IncomingHttpHeaders } from 'node:http';
import type { PrismOperation } from './prism.js';

/** One operation of one API version, resolved once at start-up from the bundle. */
export interface Operation {
  readonly version: string;
  readonly operationId: string;
  /** Lower case, as in the bundle's path item. */
  readonly method: string;
  /** Path template relative to `/public/<version>`, e.g. `/alerts/{alertId}`. */
  readonly template: string;
  /** Names of the template's path parameters, in order. */
  readonly pathParams: readonly string[];
  /** `security: []` in the bundle: no key is needed (only `GET /health-check`). */
  readonly open: boolean;
  /** Whether a required request signature is checked on this operation. */
  readonly signed: boolean;
  /** The request body, when the operation takes one. */
  readonly body: { readonly required: boolean; readonly mediaTypes: readonly string[] } | undefined;
  /** Documented response keys, e.g. `['200', '400', '2XX']`. */
  readonly statuses: readonly string[];
  /** Whether the documented body for this status may carry a top-level `requestId`. */
  requestIdAllowed(status: number): boolean;
  /** Prism's view of the same operation, for its validator and its mocker. */
  readonly prism: PrismOperation;
}

/** What a caller asked of the mock through Prism's `Prefer` header. */
export interface Preferences {
  code?: number;
  example?: string;
  dynamic?: boolean;
  seed?: string;
}

export type Query = Record<string, string | string[]>;

/** A request that passed routing; filled in step by step by the pipeline. */
export interface RequestContext {
  readonly requestId: string;
  /** Upper case, as sent. */
  readonly method: string;
  /** The raw request target (`req.url`): the path with `/public/<version>` and the query as sent. */
  readonly target: string;
  /** Path below `/public/<version>`, still percent-encoded. */
  readonly path: string;
  readonly query: Query;
  readonly headers: IncomingHttpHeaders;
  readonly operation: Operation;
  /** Path parameters, percent-decoded. */
  readonly params: Readonly<Record<string, string>>;
  readonly prefer: Preferences;
  /** The raw body bytes; undefined when the request had none. */
  rawBody: Buffer | undefined;
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

/** Where answers of valid, authenticated requests come from: Prism's examples now, a store later. */
export interface ResponseSource {
  respond(ctx: RequestContext): Promise<MockResponse>;
}
