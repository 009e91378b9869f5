// Reads the operations of one bundle once, at start-up: everything the pipeline needs to know per
// operation (security, body, documented statuses, where a request id may go) is decided here, so
// no request re-reads the spec.
import { derefStrict, refResolver } from '@dispute-api/openapi-diff/refs';
import type { PrismOperation } from './prism.js';
import { schemaAllowsRequestId } from './request-id.js';
import type { Operation } from './types.js';

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * Reference, Authentication rule 8: when `GET /health-check/access-key` answers 200 but another
 * operation answers 403, "the cause is a signature mismatch". So the key check does not look at the
 * signature; every other authenticated operation does, once signing is required.
 */
const KEY_ONLY_OPERATIONS = new Set(['checkAccessKey']);

/** A resolver of local `$ref`s (`#/components/...`) in one bundle, which must all resolve. */
export function pointerResolver(document: Node): (ref: string) => unknown {
  const refs = refResolver(document);
  return (ref) => {
    const node = refs.lookup(ref);
    if (node === undefined) throw new Error(`unresolved $ref in bundle: ${ref}`);
    return node;
  };
}

const deref = (value: unknown, document: Node): unknown => derefStrict(document, value);

/** Whether a security requirement list lets a request through without any credential. */
function isOpen(security: unknown): boolean {
  if (!Array.isArray(security)) return false;
  return security.length === 0 || security.some((r) => isObject(r) && Object.keys(r).length === 0);
}

/** `requestIdAllowed` of one operation: per documented key (`200`, `2XX`, `default`), looked up by status. */
function requestIdRule(responses: Node, document: Node, resolve: (ref: string) => unknown): (status: number) => boolean {
  const allowed = new Map<string, boolean>();
  for (const [key, value] of Object.entries(responses)) {
    const response = deref(value, document);
    const content = isObject(response) && isObject(response.content) ? response.content : undefined;
    const media = content && deref(content['application/json'], document);
    const schema = isObject(media) ? media.schema : undefined;
    // Without a JSON schema there is no body to put the id in.
    allowed.set(key.toUpperCase(), schema !== undefined && schemaAllowsRequestId(schema, resolve));
  }
  return (status) =>
    allowed.get(String(status)) ?? allowed.get(`${Math.floor(status / 100)}XX`) ?? allowed.get('DEFAULT') ?? false;
}

export function buildOperations(
  version: string,
  document: Node,
  prismOperations: readonly PrismOperation[],
): Operation[] {
  const resolve = pointerResolver(document);
  const paths = isObject(document.paths) ? document.paths : {};
  const operations: Operation[] = [];
  for (const [template, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!isObject(op)) continue;
      const operationId = typeof op.operationId === 'string' ? op.operationId : `${method} ${template}`;
      const prism = prismOperations.find((p) => p.method === method && p.path === template);
      if (!prism) throw new Error(`Prism has no operation for ${method.toUpperCase()} ${template} in ${version}`);
      const open = isOpen(op.security ?? document.security);
      const requestBody = deref(op.requestBody, document);
      const responses = isObject(op.responses) ? op.responses : {};
      operations.push({
        version,
        operationId,
        method,
        template,
        pathParams: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        open,
        signed: !open && !KEY_ONLY_OPERATIONS.has(operationId),
        body: isObject(requestBody)
          ? {
              required: requestBody.required === true,
              mediaTypes: Object.keys(isObject(requestBody.content) ? requestBody.content : {}),
            }
          : undefined,
        statuses: Object.keys(responses),
        requestIdAllowed: requestIdRule(responses, document, resolve),
        prism,
      });
    }
  }
  return operations;
}
