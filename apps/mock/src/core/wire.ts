// The engine's plain-HTTP plumbing: the query of a target, the body of a plain request (with the
// size limit, for transports that hand over a whole body), and an answer serialised with its request
// id (stamped into the body where its schema allows, and always in the `x-request-id` header).
import { MAX_BODY_BYTES } from './body-limits.js';
import { invalidRequest, PayloadTooLarge } from './errors.js';
import { RawBytes, RawJson, RawText } from './raw-json.js';
import { REQUEST_ID_HEADER, stampRequestId } from './request-id.js';
import type { MockResponse, PlainRequest, PlainResponse, Query } from './types.js';

const encoder = new TextEncoder();
const JSON_TYPE = 'application/json; charset=utf-8';

export interface Outcome {
  response: MockResponse;
  /** Whether the body's schema lets it carry `requestId` (always, for the mock's own errors). */
  stamp: boolean;
  /** Why the request was refused, for the journal. */
  refusal?: string;
}

const decoder = new TextDecoder();
export function controlBody(bytes: Uint8Array | undefined): unknown {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch (error) {
    throw invalidRequest(`body is not valid JSON: ${(error as Error).message}`);
  }
}

export function parseQuery(search: string): Query {
  const query: Query = {};
  if (search === '') return query;
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/** The body's bytes: at once when the transport handed them over, else once read. */
export function bodyOf(request: PlainRequest): Uint8Array | undefined | Promise<Uint8Array | undefined> {
  const { body } = request;
  return typeof body === 'function' ? body().then(checkedBody) : checkedBody(body);
}

function checkedBody(body: Uint8Array | undefined): Uint8Array | undefined {
  if (body === undefined || body.length === 0) return undefined;
  if (body.length > MAX_BODY_BYTES) throw new PayloadTooLarge(MAX_BODY_BYTES, false);
  return body;
}

export function serialise(outcome: Outcome, requestId: string, cors: Record<string, string>): PlainResponse {
  const { response } = outcome;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) {
    if (value !== null && value !== undefined) headers[name] = String(value);
  }
  let body: PlainResponse['body'];
  // 204 and 304 have no content by definition.
  const empty = response.status === 204 || response.status === 304;
  if (!empty && response.body !== undefined) {
    const value = response.body;
    if (value instanceof RawText) body = value.text;
    else if (value instanceof RawJson) body = outcome.stamp ? value.withRequestId(requestId) : [value.bytes];
    else if (value instanceof RawBytes) body = [value.bytes];
    else body = JSON.stringify(outcome.stamp ? stampRequestId(value, requestId) : value);
    if (value instanceof RawText) headers['content-type'] = value.contentType;
    else if (!(value instanceof RawBytes)) headers['content-type'] = JSON_TYPE;
    headers['content-length'] = String(
      typeof body === 'string' ? encoder.encode(body).length : body.reduce((n, chunk) => n + chunk.length, 0),
    );
  } else if (!empty) {
    headers['content-length'] = '0';
  }
  // Through the proxy, `requestId` is already the service's own, when its answer carried one.
  return { status: response.status, headers: { ...headers, ...cors, [REQUEST_ID_HEADER]: requestId }, body };
}
