// Step: the request as response sources see it (`RequestContext`: path parameters decoded, `Prefer`
// parsed, the body read), checked against the version's schemas (validation.ts; 400 naming the field).
import { parsePrefer } from '../prefer.js';
import type { Logger } from '../logger.js';
import { headerOf, type RequestContext } from '../types.js';
import { createValidator, decodeParams } from '../validation.js';
import type { VersionApi } from '../versions.js';
import { parseQuery } from '../wire.js';
import { bodyBytes, needs, type Exchange, type Step } from './step.js';

export function validateStep(versions: readonly VersionApi[], logger: Logger): Step {
  const validators = new Map(versions.map((v) => [v.version, createValidator(v)]));
  const validate = (x: Exchange, rawBody: Uint8Array | undefined) => {
    const { method, target, headers } = x.request;
    const operation = needs(x.operation, 'operation');
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
  return (x) => {
    const bytes = bodyBytes(x);
    return bytes instanceof Promise ? bytes.then((read) => validate(x, read)) : validate(x, bytes);
  };
}
