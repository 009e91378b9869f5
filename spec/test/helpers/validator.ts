import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { isObject, type Json, type JsonObject } from './bundle.js';

export type SchemaValidator = (schemaOrRef: string | JsonObject, value: unknown) => ErrorObject[];

const BUNDLE_ID = 'urn:dispute-api:bundle';

// OpenAPI's numeric formats; Ajv does not know them and would skip the check.
const int = (bits: number) => (n: number) =>
  Number.isInteger(n) && Math.abs(n) <= 2 ** (bits - 1);
const OAS_FORMATS = {
  int32: { type: 'number', validate: int(32) },
  int64: { type: 'number', validate: (n: number) => Number.isSafeInteger(n) },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  password: true,
} as const;

/** Points `#/...` refs of a loose schema at the bundle so they resolve there. */
function anchorRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(anchorRefs);
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#') ? BUNDLE_ID + v : anchorRefs(v),
    ]),
  );
}

/**
 * Validator for values against schemas of one bundle. Pass either a local
 * pointer into the bundle (`#/components/schemas/Dispute`, or the pointer of
 * any inline schema) or a schema object whose `$ref`s point into the bundle.
 */
export function schemaValidator(bundle: JsonObject): SchemaValidator {
  // strict: false because OpenAPI schemas carry example, discriminator, xml and x-* keywords.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const [name, format] of Object.entries(OAS_FORMATS)) ajv.addFormat(name, format);
  // The whole bundle is one schema resource, so any pointer into it is a valid $ref.
  ajv.addSchema({ ...bundle, $id: BUNDLE_ID }, undefined, undefined, false);

  const cache = new Map<string, ValidateFunction>();
  return (schemaOrRef, value) => {
    let validate: ValidateFunction;
    if (typeof schemaOrRef === 'string') {
      validate = cache.get(schemaOrRef) ?? ajv.compile({ $ref: BUNDLE_ID + schemaOrRef });
      cache.set(schemaOrRef, validate);
    } else {
      validate = ajv.compile(anchorRefs(schemaOrRef) as JsonObject);
    }
    return validate(value) ? [] : [...(validate.errors ?? [])];
  };
}
