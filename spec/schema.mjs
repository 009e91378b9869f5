// Ajv 2020 over a whole bundle as one schema resource, so that every `$ref` of the bundle resolves.
// No `node:` import: the mock's request validator uses it in browsers too (its MSW handlers), and
// the contract checks (contract.mjs) use it in the tests.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isObject } from '@dispute-api/openapi-model';

const BUNDLE_ID = 'urn:dispute-api:bundle';
// Node hands a CommonJS module's exports over as the default import; bundlers hand over `default`.
const addFormats = addFormatsModule.default ?? addFormatsModule;

// OpenAPI's numeric formats; Ajv does not know them and would ignore the keyword.
const int32 = (n) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31;
const OAS_FORMATS = {
  int32: { type: 'number', validate: int32 },
  int64: { type: 'number', validate: (n) => Number.isSafeInteger(n) },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  password: true,
};

/** An Ajv instance holding the bundle; `options` are Ajv's (e.g. `coerceTypes` for query strings). */
export function bundleAjv(bundle, options = {}) {
  // strict: false because OpenAPI schemas carry example, discriminator and x-* keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...options });
  addFormats(ajv);
  for (const [name, format] of Object.entries(OAS_FORMATS)) ajv.addFormat(name, format);
  ajv.addSchema({ ...bundle, $id: BUNDLE_ID }, undefined, undefined, false);
  return ajv;
}

/** A schema whose local `$ref`s point into the bundle, rewritten to point into the Ajv resource. */
export function anchorSchema(node) {
  if (Array.isArray(node)) return node.map(anchorSchema);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#') ? BUNDLE_ID + v : anchorSchema(v),
    ]),
  );
}

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
