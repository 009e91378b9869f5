// Checks the mock's answers against the contract: the body of a response must be valid against
// the schema the bundle documents for that operation and status (Ajv 2020 + ajv-formats, the
// bundle as one schema resource so its `$ref`s resolve).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { defaultSpecDir } from '../../src/versions.js';

export type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const BUNDLE_ID = 'urn:dispute-api:bundle';

const bundles = new Map<string, JsonObject>();
export function loadBundle(version: string): JsonObject {
  let bundle = bundles.get(version);
  if (!bundle) {
    bundle = JSON.parse(readFileSync(join(defaultSpecDir(), `${version}.json`), 'utf8')) as JsonObject;
    bundles.set(version, bundle);
  }
  return bundle;
}

export function resolveRef(bundle: JsonObject, value: unknown): unknown {
  while (isObject(value) && typeof value.$ref === 'string') {
    let node: unknown = bundle;
    for (const part of value.$ref.slice(2).split('/')) {
      node = isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    value = node;
  }
  return value;
}

export interface OperationRef {
  version: string;
  method: string;
  template: string;
}

export function operationOf(ref: OperationRef): JsonObject {
  const paths = loadBundle(ref.version).paths as JsonObject;
  const op = (paths[ref.template] as JsonObject | undefined)?.[ref.method];
  if (!isObject(op)) throw new Error(`no operation ${ref.method} ${ref.template} in ${ref.version}`);
  return op;
}

/** The documented response key for a status: exact, then `NXX`, then `default`. */
export function responseKey(op: JsonObject, status: number): string | undefined {
  const keys = Object.keys(op.responses as JsonObject);
  return [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((k) => keys.includes(k));
}

const validators = new Map<string, { ajv: Ajv2020; cache: Map<string, ValidateFunction> }>();
function validatorFor(version: string) {
  let entry = validators.get(version);
  if (!entry) {
    // strict: false because OpenAPI schemas carry example, x-* and other non-JSON-Schema keywords.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    // ajv-formats is CommonJS; under NodeNext its function is the `default` member.
    formats.default(ajv);
    ajv.addSchema({ ...loadBundle(version), $id: BUNDLE_ID }, undefined, undefined, false);
    entry = { ajv, cache: new Map() };
    validators.set(version, entry);
  }
  return entry;
}

/**
 * Problems of an answer against the contract, empty when it conforms: the status must be
 * documented, a body must be JSON valid against the documented schema, and a response documented
 * without content must have no body.
 */
export function contractProblems(ref: OperationRef, status: number, text: string): string[] {
  const bundle = loadBundle(ref.version);
  const op = operationOf(ref);
  const key = responseKey(op, status);
  if (key === undefined) return [`status ${status} is not documented for ${ref.method} ${ref.template}`];
  const rawResponse = (op.responses as JsonObject)[key];
  const response = resolveRef(bundle, rawResponse) as JsonObject;
  const media = isObject(response.content) ? response.content['application/json'] : undefined;
  if (!isObject(media)) return text === '' ? [] : [`status ${status} is documented without a body, got ${text}`];
  if (text === '') return status === 204 ? [] : [`status ${status} needs a body`];
  const base = isObject(rawResponse) && typeof rawResponse.$ref === 'string'
    ? rawResponse.$ref
    : `#/paths/${escape(ref.template)}/${ref.method}/responses/${escape(key)}`;
  const pointer = `${base}/content/application~1json/schema`;
  const { ajv, cache } = validatorFor(ref.version);
  const validate = cache.get(pointer) ?? ajv.compile({ $ref: BUNDLE_ID + pointer });
  cache.set(pointer, validate);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`body is not JSON: ${text.slice(0, 200)}`];
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} (${e.schemaPath})`);
}

/** Every operation of a version, as `{version, method, template}` plus its operationId. */
export function operationsOf(version: string): (OperationRef & { operationId: string })[] {
  const out: (OperationRef & { operationId: string })[] = [];
  for (const [template, item] of Object.entries(loadBundle(version).paths as JsonObject)) {
    for (const [method, op] of Object.entries(item as JsonObject)) {
      if (isObject(op) && typeof op.operationId === 'string') out.push({ version, method, template, operationId: op.operationId });
    }
  }
  return out;
}

/** The first example of the operation's request body, serialised, or undefined without a body. */
export function exampleBody(ref: OperationRef): string | undefined {
  const bundle = loadBundle(ref.version);
  const body = resolveRef(bundle, operationOf(ref).requestBody) as JsonObject | undefined;
  const media = body && (body.content as JsonObject)['application/json'];
  if (!isObject(media)) return undefined;
  const first = Object.values((media.examples as JsonObject | undefined) ?? {})[0];
  const example = resolveRef(bundle, first) as JsonObject | undefined;
  return JSON.stringify(example?.value ?? {});
}
