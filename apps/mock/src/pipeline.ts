// The request pipeline, in the order the service is taken to apply it: route, then the access key,
// then the signature, then validation, then the answer from the response source, then the request
// id. Each step lives in its own module; this one only orders them and writes the answer. A
// stateful mode passes other `sources` and keeps everything else.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { hasBody, readBody } from './body.js';
import { CONTROL_PREFIX, type ControlRoute } from './control.js';
import { applyCors, answerPreflight } from './cors.js';
import { ApiError, internalError, notFound } from './errors.js';
import type { Logger } from './logger.js';
import { parsePrefer } from './prefer.js';
import { RawJson } from './raw-json.js';
import { newRequestId, stampRequestId } from './request-id.js';
import { SIGNATURE_HEADER, type createSignatureCheck } from './signature.js';
import type { MockResponse, Query, RequestContext, ResponseSource } from './types.js';
import { decodeParams, validateRequest } from './validation.js';
import type { VersionApi } from './versions.js';

export interface PipelineOptions {
  versions: readonly VersionApi[];
  /** The response source of each version, by version. */
  sources: ReadonlyMap<string, ResponseSource>;
  /** Throws the documented 403 unless the `x-api-key` header is accepted. */
  checkKey: (header: string | string[] | undefined) => void;
  /** Present when signatures are required; throws the documented 403 on a missing or wrong one. */
  checkSignature?: ReturnType<typeof createSignatureCheck>;
  /** The mock's own routes under `/__mock/` (reset in the stateful mode). */
  control?: ControlRoute;
  logger: Logger;
}

const PUBLIC = '/public/';

interface Outcome {
  response: MockResponse;
  /** Whether the body's schema lets it carry `requestId` (always, for the mock's own errors). */
  stamp: boolean;
}

function parseQuery(search: string): Query {
  const query: Query = {};
  if (search === '') return query;
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

export function createHandler(options: PipelineOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { sources, checkKey, checkSignature, control, logger } = options;
  const byVersion = new Map(options.versions.map((v) => [v.version, v]));
  const served = options.versions.map((v) => v.version).join(', ');

  async function run(req: IncomingMessage, requestId: string): Promise<Outcome> {
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const q = target.indexOf('?');
    const pathname = q < 0 ? target : target.slice(0, q);
    // The mock's own routes live outside the API's prefix, so they can never shadow an API path.
    if (control && pathname.startsWith(CONTROL_PREFIX)) {
      return { response: control(method, pathname, req.headers['x-api-key']), stamp: true };
    }
    // Only `/public/<version>/...` belongs to the API.
    if (!pathname.startsWith(PUBLIC)) throw notFound(`No such resource: ${method} ${pathname}`);
    const slash = pathname.indexOf('/', PUBLIC.length);
    const version = slash < 0 ? pathname.slice(PUBLIC.length) : pathname.slice(PUBLIC.length, slash);
    const api = byVersion.get(version);
    if (!api) throw notFound(`No such API version: "${version}" (served: ${served})`);
    const path = slash < 0 ? '' : pathname.slice(slash);
    const route = api.route(method, path);
    if (route.kind === 'no-path') throw notFound(`No such resource: ${method} ${pathname}`);
    if (route.kind === 'no-method') {
      const methods = route.methods.join(', ').toUpperCase();
      throw notFound(`No such operation: ${method} ${api.basePath}${route.template} (it has ${methods})`);
    }
    const { operation } = route;

    if (!operation.open) checkKey(req.headers['x-api-key']);
    const rawBody = hasBody(req) ? await readBody(req) : undefined;
    if (checkSignature && operation.signed) checkSignature(method, target, rawBody, req.headers[SIGNATURE_HEADER]);

    const { prefer, ignored } = parsePrefer(req.headers.prefer);
    for (const reason of ignored) logger.warn(`${method} ${target}: Prefer ${reason}; ignored`);
    const ctx: RequestContext = {
      requestId,
      method,
      target,
      path,
      query: parseQuery(q < 0 ? '' : target.slice(q + 1)),
      headers: req.headers,
      operation,
      params: decodeParams(operation, route.rawParams),
      prefer,
      rawBody,
      body: undefined,
    };
    validateRequest(ctx);
    const source = sources.get(api.version);
    if (!source) throw internalError(`no response source for version ${api.version}`);
    const response = await source.respond(ctx);
    return { response, stamp: operation.requestIdAllowed(response.status) };
  }

  function fail(error: unknown, req: IncomingMessage): Outcome {
    const apiError = error instanceof ApiError ? error : internalError(String((error as Error)?.stack ?? error));
    if (apiError.status >= 500) logger.error(`${req.method} ${req.url}: ${apiError.message}`);
    else logger.debug(`${req.method} ${req.url}: refused: ${apiError.message}`);
    return { response: apiError.toResponse(), stamp: true };
  }

  function send(req: IncomingMessage, res: ServerResponse, outcome: Outcome, requestId: string, started: number) {
    const { response } = outcome;
    const headers: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(response.headers ?? {})) {
      if (value !== null && value !== undefined) headers[name] = value;
    }
    // A string, or chunks of a pre-serialised body (sent without joining them).
    let payload: string | Buffer[] | undefined;
    // 204 and 304 have no content by definition (Prism would still hand out the 2XX example).
    const empty = response.status === 204 || response.status === 304;
    const { body } = response;
    if (!empty && body !== undefined) {
      if (body instanceof RawJson) payload = outcome.stamp ? body.withRequestId(requestId) : [body.bytes];
      else payload = JSON.stringify(outcome.stamp ? stampRequestId(body, requestId) : body);
      headers['content-type'] = 'application/json; charset=utf-8';
      headers['content-length'] =
        typeof payload === 'string' ? Buffer.byteLength(payload) : payload.reduce((n, chunk) => n + chunk.length, 0);
    } else if (!empty) {
      headers['content-length'] = 0;
    }
    applyCors(req, res);
    res.writeHead(response.status, headers);
    if (Array.isArray(payload)) {
      // Corked, so that the head and all chunks leave in one write.
      res.cork();
      for (let i = 0; i < payload.length - 1; i++) res.write(payload[i]);
      res.end(payload[payload.length - 1]);
      res.uncork();
    } else {
      res.end(payload);
    }
    if (started > 0) {
      const ms = (performance.now() - started).toFixed(1);
      logger.info(`${req.method} ${req.url} ${response.status} ${requestId} ${ms}ms`);
    }
  }

  return (req, res) => {
    if (answerPreflight(req, res)) return;
    const requestId = newRequestId();
    const started = logger.enabled('info') ? performance.now() : 0;
    run(req, requestId)
      .catch((error: unknown) => fail(error, req))
      .then((outcome) => send(req, res, outcome, requestId, started))
      .catch((error: unknown) => {
        // Writing the answer itself failed (e.g. the client went away); nothing is left to send.
        logger.error(`${req.method} ${req.url}: could not answer: ${String(error)}`);
        if (!res.headersSent) res.destroy();
      });
  };
}
