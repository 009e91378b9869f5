// Ajv 2020 over a whole bundle as one schema resource, so that every `$ref` of the bundle resolves.
// No `node:` import. The contract checks (contract.mjs) use it in the tests; the validators the mock
// runs are compiled from `validatorPlan` by it, at build time for the bundles this package ships
// (scripts/validators.mjs, read through validators.mjs) and at run time for any other bundle
// (`compileValidators`).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { apiModel, isObject, refResolver } from '@dispute-api/openapi-model';
import { FORMATS } from './formats.mjs';
import { operationKey } from './runtime-bundle.mjs';

const BUNDLE_ID = 'urn:dispute-api:bundle';
const JSON_TYPE = 'application/json';

/** An Ajv instance holding the bundle; `options` are Ajv's (e.g. `coerceTypes` for query strings). */
export function bundleAjv(bundle, options = {}) {
  // strict: false because OpenAPI schemas carry example, discriminator and x-* keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...options });
  for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format);
  ajv.addSchema({ ...bundle, $id: BUNDLE_ID }, undefined, undefined, false);
  return ajv;
}

/** A copy of a schema with each `$ref` replaced by `rewrite(ref)` (used by scripts/validators.mjs too). */
export function rewriteRefs(node, rewrite) {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rewrite));
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? rewrite(v) : rewriteRefs(v, rewrite),
    ]),
  );
}

/** A local `$ref` (`#/...`) made to point into the Ajv resource of the bundle. */
export const anchorRef = (ref) => (ref.startsWith('#') ? BUNDLE_ID + ref : ref);

/** A schema whose local `$ref`s point into the bundle, rewritten to point into the Ajv resource. */
export const anchorSchema = (node) => rewriteRefs(node, anchorRef);

const NAMED_SCHEMA = new RegExp(`^(?:${BUNDLE_ID})?#/components/schemas/([^/]+)$`);
/** The name of the named schema a `$ref` is, local or anchored (`#/components/schemas/X`), else undefined. */
export const namedSchemaOf = (ref) => NAMED_SCHEMA.exec(ref)?.[1];

/** The compiled validator of a pointer into the bundle (`#/components/schemas/X`). */
export const compilePointer = (ajv, pointer) => ajv.compile({ $ref: BUNDLE_ID + pointer });

const validators = new WeakMap();
/**
 * `(pointerOrSchema, value) => errors` for one bundle: a pointer into it (`#/components/schemas/X`)
 * or a schema whose `$ref`s point into it. No errors means valid.
 */
export function schemaValidator(bundle) {
  if (validators.has(bundle)) return validators.get(bundle);
  const ajv = bundleAjv(bundle);
  const cache = new Map();
  const validate = (schemaOrPointer, value) => {
    let fn;
    if (typeof schemaOrPointer === 'string') {
      fn = cache.get(schemaOrPointer) ?? compilePointer(ajv, schemaOrPointer);
      cache.set(schemaOrPointer, fn);
    } else {
      fn = ajv.compile(anchorSchema(schemaOrPointer));
    }
    return fn(value) ? [] : [...(fn.errors ?? [])];
  };
  validators.set(bundle, validate);
  return validate;
}

/** The query and header parameters of an operation as one schema of `{query, header}`. */
function parametersSchema(parameters) {
  const place = (where) => {
    // Header names are case-insensitive: the validator sees them in lower case.
    const name = (p) => (where === 'header' ? p.name.toLowerCase() : p.name);
    const list = parameters.filter((p) => p.in === where);
    return {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [name(p), anchorSchema(p.schema)])),
      required: list.filter((p) => p.required).map(name),
    };
  };
  return { type: 'object', properties: { query: place('query'), header: place('header') } };
}

/** The named schemas (`#/components/schemas/X`) that `roots` use, themselves or through others. */
function namedSchemasUsed(bundle, roots) {
  const refs = refResolver(bundle);
  const named = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObject(node))
      for (const [key, value] of Object.entries(node)) {
        if (key !== '$ref' || typeof value !== 'string') walk(value);
        else if (namedSchemaOf(value) !== undefined && !named.has(value)) {
          named.add(value);
          walk(refs.lookup(value));
        }
      }
  };
  for (const pointer of roots) walk(refs.lookup(pointer));
  return named;
}

/**
 * What requests and records are checked against, for one bundle: `params`, each operation's query
 * and header parameters as one object `{query, header}` (checked with Ajv's `coerceTypes`, since
 * they arrive as text), by `operationKey`; `schemas`, pointers: each operation's JSON request body,
 * each read's (`GET`) JSON 200 answer, which shows the records a sandbox keeps, and every named
 * schema these use (records, and their parts such as a dispute's transaction). Error answers and
 * schemas nothing reads are left out: their code would only weigh.
 */
export function validatorPlan(bundle) {
  const params = new Map();
  const roots = new Set();
  for (const op of apiModel(bundle).operations) {
    if (op.parameters.some((p) => p.in === 'query' || p.in === 'header'))
      params.set(operationKey(op.method, op.path), parametersSchema(op.parameters));
    const body = op.requestBody?.content.get(JSON_TYPE)?.schemaPointer;
    if (body !== undefined) roots.add(body);
    const shown = op.method === 'get' ? op.response(200)?.content.get(JSON_TYPE)?.schemaPointer : undefined;
    if (shown !== undefined) roots.add(shown);
  }
  return { params, schemas: [...new Set([...roots, ...namedSchemasUsed(bundle, roots)])] };
}

/** The Ajv options of each kind of validator of the plan. */
export const PLAN_OPTIONS = { params: { coerceTypes: 'array' }, schemas: {} };

const compiledSets = new WeakMap();
/**
 * The validators of `validatorPlan(bundle)`, compiled at run time on first use of each: for a bundle
 * this package did not build (validators.mjs has those ready). The same interface as there:
 * `params(method, path)` and `schema(pointer)`, undefined for what the plan does not hold.
 */
export function compileValidators(bundle) {
  if (compiledSets.has(bundle)) return compiledSets.get(bundle);
  const plan = validatorPlan(bundle);
  const ajv = {};
  const compiled = new Map();
  const once = (kind, key, compile) => {
    const id = `${kind} ${key}`;
    if (!compiled.has(id)) compiled.set(id, compile((ajv[kind] ??= bundleAjv(bundle, PLAN_OPTIONS[kind]))));
    return compiled.get(id);
  };
  const set = {
    params(method, path) {
      const schema = plan.params.get(operationKey(method, path));
      return schema && once('params', operationKey(method, path), (a) => a.compile(schema));
    },
    schema(pointer) {
      return plan.schemas.includes(pointer)
        ? once('schemas', pointer, (a) => compilePointer(a, pointer))
        : undefined;
    },
  };
  compiledSets.set(bundle, set);
  return set;
}
