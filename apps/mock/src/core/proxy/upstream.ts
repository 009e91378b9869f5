// What the proxy hands the service and gets back: bytes and headers, so that the request leaves as
// it came and the answer comes back as it was sent. The forwarding itself needs a network stack, so
// it is the adapter's (node/proxy.ts); the engine only calls it.
import type { Headers } from '../types.js';

export interface UpstreamRequest {
  /** Upper case, as the caller sent it. */
  readonly method: string;
  /** The target as the caller sent it: `/public/<version>/…` with its query. */
  readonly target: string;
  readonly headers: Headers;
  readonly body: Uint8Array | undefined;
}

export interface UpstreamResponse {
  readonly status: number;
  /** Names in lower case; the hop-by-hop headers of the service's connection left out. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body's bytes as the service sent them (still compressed, if they were). */
  readonly body: Uint8Array;
  /** The body without its content coding, for the checks; undefined when it cannot be undone. */
  readonly decoded: Uint8Array | undefined;
  /**
   * Why `decoded` is undefined: a coding the proxy does not know, a body its coding does not undo,
   * or one that undone would be larger than the proxy reads of an answer.
   */
  readonly undecodable?: { readonly coding: string; readonly why: 'unknown' | 'broken' | 'too_large' };
}

/** Sends a request to the service; rejects with an `UpstreamError` when there is no answer to hand on. */
export type Forward = (request: UpstreamRequest) => Promise<UpstreamResponse>;
