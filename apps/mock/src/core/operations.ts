// The operation model: each bundle is read once into the operations the engine needs (parameters,
// bodies, documented responses with their examples, security, where a request id may go), so that
// no request re-reads the spec. The repository's one `$ref` resolver follows the references.
import { derefStrict, refResolver } from '@dispute-api/spec/refs';
import { schemaAllowsRequestId } from './request-id.js';
import type { Operation, Parameter, ResponseModel } from './types.js';

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const JSON_TYPE = 'application/json';

/**
 * The access-key check diagnoses the key alone: when it answers 200 and another operation answers
 * 403, the signature is what is wrong (the spec's description of `checkAccessKey` says so). So the key
 * check does not look at the signature; every other authenticated operation does, once signing is
 * required.
 */
const KEY_ONLY_OPERATIONS = new Set(['checkAccessKey']);

/** Whether a security requirement list lets a request through without any credential. */
function isOpen(security: unknown): boolean {
  if (!Array.isArray(security)) return false;
  return security.length === 0 || security.some((r) => isObject(r) && Object.keys(r).length === 0);
}

/** A node and the pointer it lives at, with references followed (the pointer is the last target's). */
function follow(document: Node, node: unknown, pointer: string): { node: unknown; pointer: string } {
  let at = pointer;
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    at = current.$ref;
    current = derefStrict(document, { $ref: current.$ref });
  }
  return { node: current, pointer: at };
}

/** The JSON media type's schema pointer and examples under a `content` map at `pointer`. */
function jsonMedia(document: Node, holder: Node, pointer: string) {
  const content = isObject(holder.content) ? holder.content : undefined;
  if (!content || content[JSON_TYPE] === undefined) return undefined;
  const media = follow(document, content[JSON_TYPE], `${pointer}/content/${escapePointer(JSON_TYPE)}`);
  if (!isObject(media.node)) return undefined;
  const examples = new Map<string, unknown>();
  if (isObject(media.node.examples)) {
    for (const [name, entry] of Object.entries(media.node.examples)) {
      const example = derefStrict(document, entry);
      if (isObject(example) && 'value' in example) examples.set(name, example.value);
    }
  }
  if (media.node.example !== undefined) examples.set('default', media.node.example);
  const schema = media.node.schema;
  return { schema, schemaPointer: schema === undefined ? undefined : `${media.pointer}/schema`, examples };
}

/** An example value of a documented header, as text (e.g. `Retry-After: 1`). */
function headerExamples(document: Node, response: Node): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(isObject(response.headers) ? response.headers : {})) {
    const header = derefStrict(document, raw);
    if (!isObject(header)) continue;
    const schema = derefStrict(document, header.schema);
    const value: unknown =
      header.example ??
      (isObject(schema) ? (schema.example ?? schema.default ?? schema.examples) : undefined);
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean')
      out[name] = String(first);
  }
  return out;
}

function responseModels(document: Node, responses: Node, pointer: string): Map<string, ResponseModel> {
  const resolve = (ref: string) => refResolver(document).lookup(ref);
  const models = new Map<string, ResponseModel>();
  for (const [key, raw] of Object.entries(responses)) {
    const { node, pointer: at } = follow(document, raw, `${pointer}/${escapePointer(key)}`);
    if (!isObject(node)) continue;
    const media = jsonMedia(document, node, at);
    models.set(key.toUpperCase(), {
      schemaPointer: media?.schemaPointer,
      examples: media?.examples ?? new Map(),
      headers: headerExamples(document, node),
      // Without a JSON schema there is no body to put the id in.
      requestIdAllowed: media?.schema !== undefined && schemaAllowsRequestId(media.schema, resolve),
    });
  }
  return models;
}

function parametersOf(document: Node, pathItem: Node, op: Node): Parameter[] {
  const byKey = new Map<string, Parameter>();
  const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
  for (const raw of [...listOf(pathItem.parameters), ...listOf(op.parameters)]) {
    const p = derefStrict(document, raw);
    if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
    const schema = derefStrict(document, p.schema);
    byKey.set(`${p.in}:${p.name}`, {
      name: p.name,
      in: p.in as Parameter['in'],
      required: p.required === true || p.in === 'path',
      schema: isObject(schema) ? schema : {},
    });
  }
  return [...byKey.values()];
}

export function buildOperations(version: string, document: Node): Operation[] {
  const paths = isObject(document.paths) ? document.paths : {};
  const operations: Operation[] = [];
  for (const [template, rawItem] of Object.entries(paths)) {
    const pathItem = derefStrict(document, rawItem);
    if (!isObject(pathItem)) continue;
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!isObject(op)) continue;
      const pointer = `#/paths/${escapePointer(template)}/${method}`;
      const operationId = typeof op.operationId === 'string' ? op.operationId : `${method} ${template}`;
      const open = isOpen(op.security ?? document.security);
      const requestBody = follow(document, op.requestBody, `${pointer}/requestBody`);
      const responses = isObject(op.responses) ? op.responses : {};
      const models = responseModels(document, responses, `${pointer}/responses`);
      const response = (status: number) =>
        models.get(String(status)) ?? models.get(`${Math.floor(status / 100)}XX`) ?? models.get('DEFAULT');
      operations.push({
        version,
        operationId,
        method,
        template,
        pathParams: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        parameters: parametersOf(document, pathItem, op),
        open,
        signed: !open && !KEY_ONLY_OPERATIONS.has(operationId),
        body: isObject(requestBody.node)
          ? {
              required: requestBody.node.required === true,
              mediaTypes: Object.keys(isObject(requestBody.node.content) ? requestBody.node.content : {}),
              schemaPointer: jsonMedia(document, requestBody.node, requestBody.pointer)?.schemaPointer,
            }
          : undefined,
        statuses: Object.keys(responses),
        responses: models,
        response,
        requestIdAllowed: (status) => response(status)?.requestIdAllowed ?? false,
      });
    }
  }
  return operations;
}
