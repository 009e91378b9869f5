// Checks values and HTTP answers against a bundled version of the contract, with Ajv 2020 over the
// whole bundle as one schema resource (schema.mjs, so every `$ref` resolves). Used by the spec's own tests, the
// mock's tests and the client-against-mock contract tests; exported as `@dispute-api/spec/contract`.
import { readFileSync } from 'node:fs';
import { refResolver } from './refs.mjs';
import { schemaValidator } from './schema.mjs';

export { schemaValidator };

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const escape = (s) => s.replace(/~/g, '~0').replace(/\//g, '~1');

const bundles = new Map();
/** The JSON bundle of a version, read once from dist/. */
export function loadBundle(version) {
  if (!bundles.has(version)) {
    const file = new URL(`./dist/${version}.json`, import.meta.url);
    bundles.set(version, JSON.parse(readFileSync(file, 'utf8')));
  }
  return bundles.get(version);
}

/** Follows local `#/...` refs until a value that is not one (undefined when one dangles). */
export function resolveRef(bundle, value) {
  return refResolver(bundle).resolve(value);
}

/** Every operation of a version as `{version, method, template, operationId}`. */
export function operationsOf(version) {
  const out = [];
  for (const [template, item] of Object.entries(loadBundle(version).paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (isObject(op) && typeof op.operationId === 'string')
        out.push({ version, method, template, operationId: op.operationId });
    }
  }
  return out;
}

export function operationOf({ version, method, template }) {
  const op = loadBundle(version).paths[template]?.[method];
  if (!isObject(op)) throw new Error(`no operation ${method} ${template} in ${version}`);
  return op;
}

/** The documented response key for a status: exact, then `NXX`, then `default`. */
export function responseKey(op, status) {
  const keys = Object.keys(op.responses);
  return [String(status), `${Math.floor(status / 100)}XX`, 'default'].find((k) => keys.includes(k));
}

/**
 * Problems of an answer against the contract, empty when it conforms: the status is documented,
 * a body is JSON valid against the documented schema, and a status documented without content
 * has no body. `body` is the raw text, or an already parsed value.
 */
export function contractProblems(ref, status, body) {
  const bundle = loadBundle(ref.version);
  const op = operationOf(ref);
  const key = responseKey(op, status);
  if (key === undefined) return [`status ${status} is not documented for ${ref.method} ${ref.template}`];
  const raw = op.responses[key];
  const media = resolveRef(bundle, raw).content?.['application/json'];
  const empty = body === '' || body === undefined;
  if (!isObject(media))
    return empty ? [] : [`status ${status} is documented without a body, got ${String(body).slice(0, 200)}`];
  if (empty) return status === 204 ? [] : [`status ${status} needs a body`];
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return [`body is not JSON: ${body.slice(0, 200)}`];
    }
  }
  const base =
    typeof raw.$ref === 'string'
      ? raw.$ref
      : `#/paths/${escape(ref.template)}/${ref.method}/responses/${escape(key)}`;
  return schemaValidator(bundle)(`${base}/content/application~1json/schema`, value).map(
    (e) => `${e.instancePath || '/'} ${e.message} (${e.schemaPath})`,
  );
}

/** The first named example of the operation's JSON request body, or undefined without a body. */
export function exampleBody(ref) {
  const bundle = loadBundle(ref.version);
  const media = resolveRef(bundle, operationOf(ref).requestBody)?.content?.['application/json'];
  if (!isObject(media)) return undefined;
  const first = Object.values(media.examples ?? {})[0];
  return resolveRef(bundle, first)?.value ?? {};
}
