// The operation model the engine needs, read once per bundle so that no request re-reads the spec:
// @dispute-api/openapi-model's generic model (parameters merged, bodies, documented responses with
// their examples and headers, security), with this API's facts laid on it here: which operation
// checks the key alone, and where a request id fits.
import {
  acceptsEveryValue,
  apiModel,
  refResolver,
  type JsonObject,
  type RefResolver,
  type Response,
} from '@dispute-api/openapi-model';
import { schemaAllowsRequestId } from './request-id.js';
import type { Operation, ResponseModel } from './types.js';

const JSON_TYPE = 'application/json';

/**
 * The access-key check diagnoses the key alone: when it answers 200 and another operation answers
 * 403, the signature is what is wrong (the spec's description of `checkAccessKey` says so). So the key
 * check does not look at the signature; every other authenticated operation does, once signing is
 * required.
 */
const KEY_ONLY_OPERATIONS = new Set(['checkAccessKey']);

/** Example values of documented headers, as text (e.g. `Retry-After: 1`). */
function headerExamples(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, { example }] of response.headers) {
    if (typeof example === 'string' || typeof example === 'number' || typeof example === 'boolean')
      out[name] = String(example);
  }
  return out;
}

function responseModel(refs: RefResolver, response: Response): ResponseModel {
  const media = response.content.get(JSON_TYPE);
  const hasSchema = media?.schema !== undefined;
  return {
    schemaPointer: media?.schemaPointer,
    bodyOpen: hasSchema && acceptsEveryValue(refs.resolve(media.schema)),
    examples: media?.examples ?? new Map(),
    headers: response.headers,
    headerExamples: headerExamples(response),
    // Without a JSON schema there is no body to put the id in.
    requestIdAllowed: hasSchema && schemaAllowsRequestId(media.schema, (ref) => refs.lookup(ref)),
  };
}

export function buildOperations(version: string, document: JsonObject): Operation[] {
  const refs = refResolver(document);
  return apiModel(document).operations.map((op) => {
    // Made once per documented response; found by status through the generic model's lookup,
    // which has sorted the keys once, so that an answer costs no string work.
    const modelOf = new Map([...op.responses.values()].map((r) => [r, responseModel(refs, r)]));
    // Keyed in upper case (`DEFAULT`, `4XX`), as the scenarios and the static mode name them.
    const models = new Map([...modelOf].map(([r, model]) => [r.key.toUpperCase(), model]));
    const response = (status: number) => {
      const documented = op.response(status);
      return documented && modelOf.get(documented);
    };
    const operationId = op.operationId ?? `${op.method} ${op.path}`;
    const body = op.requestBody;
    return {
      version,
      operationId,
      method: op.method,
      template: op.path,
      pathParams: op.pathParams,
      parameters: op.parameters,
      open: op.open,
      signed: !op.open && !KEY_ONLY_OPERATIONS.has(operationId),
      body: body && {
        required: body.required,
        mediaTypes: [...body.content.keys()],
        schemaPointer: body.content.get(JSON_TYPE)?.schemaPointer,
      },
      statuses: [...op.responses.keys()],
      responses: models,
      response,
      requestIdAllowed: (status) => response(status)?.requestIdAllowed ?? false,
    };
  });
}
