// Step: the request as response sources see it (`RequestContext`: path parameters decoded, `Prefer`
// parsed, the body read), checked against the version's schemas (validation.ts; 400 naming the field).
import { parsePrefer } from '../prefer.js';
import type { Logger } from '../logger.js';
import { headerOf, type RequestContext } from '../types.js';
import { createValidator, decodeParams } from '../validation.js';
import type { VersionApi } from '../versions.js';
import { bodyOf, parseQuery } from '../wire.js';
import { needs, type Step } from './step.js';

export function validateStep(versions: readonly VersionApi[], logger: Logger): Step {
  const validators = new Map(versions.map((v) => [v.version, createValidator(v.document)]));
  return async (x) => {
    const { request } = x;
    const { method, target, headers } = request;
    const operation = needs(x.operation, 'operation');
    const rawBody = await (x.rawBody ??= bodyOf(request));
    const { prefer, ignored } = parsePrefer(headerOf(headers, 'prefer'));
    for (const reason of ignored) logger.warn(`${method} ${target}: Prefer ${reason}; ignored`);
    const ctx: RequestContext = {
      requestId: x.requestId,
      method,
      target,
      path: needs(x.path, 'path'),
      query: parseQuery(x.search),
      headers,
      operation,
      params: decodeParams(operation, needs(x.rawParams, 'path parameters')),
      prefer,
      rawBody,
      body: undefined,
      key: x.key,
    };
    x.ctx = ctx;
    validators.get(operation.version)!(ctx);
    return undefined;
  };
}
