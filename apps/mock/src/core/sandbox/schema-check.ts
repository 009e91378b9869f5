// Checks a value the mock is about to store against one of the bundle's schemas, for bodies whose
// shape the spec leaves open but whose parts end up in a documented answer (the transaction and
// order of `PATCH /disputes/{disputeId}` reappear in `GET /disputes/{disputeId}`). Without it the
// mock could be talked into answers outside its own contract. Ajv comes from the spec package's
// shared validator, loaded on first use only, so start-up and the read path do not pay for it.
import type { SchemaValidator } from '@dispute-api/spec/schema';
import { invalidRequest } from '../errors.js';

const validators = new WeakMap<object, Promise<SchemaValidator>>();

function validatorOf(document: Record<string, unknown>): Promise<SchemaValidator> {
  let validator = validators.get(document);
  if (!validator) {
    validator = import('@dispute-api/spec/schema').then((m) => m.schemaValidator(document));
    validators.set(document, validator);
  }
  return validator;
}

/** Throws the 400 that names the first problem when `value` is not valid against `#/components/schemas/<schema>`. */
export async function assertSchema(
  document: Record<string, unknown>,
  schema: string,
  value: unknown,
  field: string,
): Promise<void> {
  const errors = (await validatorOf(document))(`#/components/schemas/${schema}`, value);
  const first = errors.find((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf') ?? errors[0];
  if (!first) return;
  const where = `${field}${first.instancePath.replace(/\//g, '.')}`;
  throw invalidRequest(`${where} ${first.message ?? 'is invalid'}`);
}
