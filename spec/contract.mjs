// Checks values and HTTP answers against a bundled version of the contract, with Ajv 2020 over the
// whole bundle as one schema resource (schema.mjs, so every `$ref` resolves), reading the bundle
// through the operation model of @dispute-api/openapi-model. Used by the spec's own tests, the mock's
// tests and the client-against-mock contract tests; exported as `@dispute-api/spec/contract`.
import { apiModel, refResolver, responseKey as keyOf } from '@dispute-api/openapi-model';
import { loadBundle } from './load.mjs';
import { schemaValidator } from './schema.mjs';

export { loadBundle, schemaValidator };

const JSON_TYPE = 'application/json';

// The bundles are read once (load.mjs), and so is each one's model.
const models = new Map();
const modelOfVersion = (version) => {
  if (!models.has(version)) models.set(version, apiModel(loadBundle(version)));
  return models.get(version);
};

/** Follows local `#/...` refs until a value that is not one (undefined when one dangles). */
export function resolveRef(bundle, value) {
  return refResolver(bundle).resolve(value);
}

/** Every operation of a version that has an operationId, as `{version, method, template, operationId}`. */
export function operationsOf(version) {
  return modelOfVersion(version)
    .operations.filter((op) => op.operationId !== undefined)
    .map(({ method, path, operationId }) => ({ version, method, template: path, operationId }));
}

function modelOf({ version, method, template }) {
  const op = modelOfVersion(version).operation(method, template);
  if (op === undefined) throw new Error(`no operation ${method} ${template} in ${version}`);
  return op;
}

/** The Operation Object of a version's operation. */
export function operationOf(ref) {
  return modelOf(ref).object;
}

/** The documented response key of an Operation Object for a status: exact, then `NXX`, then `default`. */
export function responseKey(op, status) {
  return keyOf(op.responses, status);
}

/**
 * Problems of an answer against the contract, empty when it conforms: the status is documented,
 * a body is JSON valid against the documented schema, and a status documented without content
 * has no body. `body` is the raw text, or an already parsed value.
 */
export function contractProblems(ref, status, body) {
  const response = modelOf(ref).response(status);
  if (response === undefined) return [`status ${status} is not documented for ${ref.method} ${ref.template}`];
  const media = response.content.get(JSON_TYPE);
  const empty = body === '' || body === undefined;
  if (media === undefined)
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
  if (media.schemaPointer === undefined) return [];
  return schemaValidator(loadBundle(ref.version))(media.schemaPointer, value).map(
    (e) => `${e.instancePath || '/'} ${e.message} (${e.schemaPath})`,
  );
}

/** The first example of the operation's JSON request body ({} without one), or undefined without a body. */
export function exampleBody(ref) {
  const media = modelOf(ref).requestBody?.content.get(JSON_TYPE);
  if (media === undefined) return undefined;
  return media.examples.values().next().value ?? {};
}
