// Checks a value the mock is about to store against one of the bundle's named schemas, for bodies
// whose shape the spec leaves open but whose parts end up in a documented answer (the transaction
// and order of `PATCH /disputes/{disputeId}` reappear in `GET /disputes/{disputeId}`). Without it
// the mock could be talked into answers outside its own contract.
import type { BundleValidators } from '@dispute-api/spec/validators';
import { internalError, invalidRequest } from '../errors.js';

/** Throws the 400 that names the first problem when `value` is not valid against `#/components/schemas/<schema>`. */
export function assertSchema(
  validators: BundleValidators,
  schema: string,
  value: unknown,
  field: string,
): void {
  const validate = validators.schema(`#/components/schemas/${schema}`);
  if (!validate) throw internalError(`the bundle has no validator of the schema ${schema}`);
  if (validate(value)) return;
  const errors = validate.errors ?? [];
  const first = errors.find((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf') ?? errors[0];
  const where = `${field}${first?.instancePath.replace(/\//g, '.') ?? ''}`;
  throw invalidRequest(`${where} ${first?.message ?? 'is invalid'}`);
}
