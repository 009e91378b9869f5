// The service's answer against the operation's contract: the status is one the operation documents
// (exactly, as a range such as `2XX`, or `default`), the documented headers hold their schemas (a
// `Retry-After` that is a number), and the body is what that status documents: none, or JSON of the
// documented schema. A body the contract leaves open (a schema without a constraint, such as the
// `2XX` answers the reference does not show) may be anything JSON, or absent. The schemas are the
// bundle's, compiled here with Ajv (@dispute-api/spec/schema) rather than taken from the generated
// validators the request checks use: verbose errors carry the schema, so that `{ not: {} }` reads
// "must not be present"; the proxy runs in Node only, outside the browser build.
import { anchorSchema, bundleAjv, compilePointer } from '@dispute-api/spec/schema';
import type { ValidateFunction } from '@dispute-api/spec/validators';
import { pointerOf, ruleOf, schemaFindings, specific } from '../schema-errors.js';
import type { Operation, ResponseModel } from '../types.js';
import { acceptsMediaType, mediaTypeOf } from '../validation.js';
import type { VersionApi } from '../versions.js';
import type { UpstreamResponse } from './upstream.js';
import type { Violation } from './violations.js';

type Finding = Omit<Violation, 'in'>;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** One documented response's checks, compiled once. */
interface Compiled {
  /** The body's validator; undefined when the response has no body, or one the contract leaves open. */
  body: ValidateFunction | undefined;
  hasBody: boolean;
  /** The documented headers as one object schema, coerced from text; undefined when there are none. */
  headers: ValidateFunction | undefined;
  /** Their names, in lower case. */
  headerNames: readonly string[];
}

/** The documented headers as one object schema, by lower-case name; undefined when there are none. */
function headersSchema(model: ResponseModel) {
  if (model.headers.size === 0) return undefined;
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const { name, schema, required: always } of model.headers.values()) {
    properties[name.toLowerCase()] = anchorSchema(schema);
    if (always) required.push(name.toLowerCase());
  }
  return { type: 'object', properties, required };
}

/** The checks of one version's answers; each documented response is compiled on its first answer. */
export function createResponseCheck(api: VersionApi) {
  let ajv: { body: ReturnType<typeof bundleAjv>; headers: ReturnType<typeof bundleAjv> } | undefined;
  const compiled = new WeakMap<ResponseModel, Compiled>();
  const compile = (model: ResponseModel): Compiled => {
    // Verbose: each error carries its schema, so that `{ not: {} }` reads as a member never present.
    ajv ??= {
      body: bundleAjv(api.document, { verbose: true }),
      headers: bundleAjv(api.document, { coerceTypes: true }),
    };
    const pointer = model.schemaPointer;
    const headers = headersSchema(model);
    return {
      hasBody: pointer !== undefined,
      body: pointer === undefined || model.bodyOpen ? undefined : compilePointer(ajv.body, pointer),
      headers: headers && ajv.headers.compile(headers),
      headerNames: Object.keys(headers?.properties ?? {}),
    };
  };
  return (operation: Operation, answer: UpstreamResponse): Finding[] => {
    const model = operation.response(answer.status);
    if (!model) {
      const documented = operation.statuses.join(', ');
      const message = `status ${answer.status} is not documented for ${operation.method.toUpperCase()} ${operation.template} (documented: ${documented})`;
      return [{ at: ':status', kind: 'status', message }];
    }
    let checks = compiled.get(model);
    if (!checks) compiled.set(model, (checks = compile(model)));
    return [...headerFindings(checks, answer), ...bodyFindings(checks, answer)];
  };
}

function headerFindings(checks: Compiled, answer: UpstreamResponse): Finding[] {
  if (!checks.headers) return [];
  // Only the documented headers, in a new object: coercion writes the converted values into it.
  const documented: Record<string, string> = {};
  for (const name of checks.headerNames) {
    const value = answer.headers[name];
    if (value !== undefined) documented[name] = value;
  }
  if (checks.headers(documented)) return [];
  return specific(checks.headers.errors ?? []).map((e) => {
    const at = pointerOf(e).split('/')[1] ?? '';
    return { at, kind: 'header', message: `${at} ${ruleOf(e)}` };
  });
}

function bodyFindings(checks: Compiled, answer: UpstreamResponse): Finding[] {
  const { status, decoded, undecodable } = answer;
  if (decoded === undefined) {
    // A coding the proxy does not know, or a body too large once undone, leaves the body unchecked
    // (the forward step notes it); a body its own coding does not undo is not the JSON the contract
    // says every body is.
    if (undecodable?.why !== 'broken') return [];
    const message = `body does not decode as its content-encoding ${undecodable.coding} says`;
    return [{ at: 'content-encoding', kind: 'body', message }];
  }
  const empty = decoded.length === 0;
  if (!checks.hasBody)
    return empty
      ? []
      : [
          {
            at: '',
            kind: 'body',
            message: `status ${status} is documented without a body, got ${decoded.length} bytes`,
          },
        ];
  if (empty)
    return checks.body && status !== 204
      ? [{ at: '', kind: 'body', message: `status ${status} is documented with a JSON body, got none` }]
      : [];
  const type = mediaTypeOf(answer.headers['content-type']);
  if (!acceptsMediaType(['application/json'], type))
    return [
      {
        at: 'content-type',
        kind: 'content-type',
        message: `content-type must be application/json, got "${type || 'none'}"`,
      },
    ];
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(decoded));
  } catch {
    // Not the parser's message: it quotes the body, which may hold personal data.
    return [{ at: '', kind: 'body', message: 'body is not valid JSON' }];
  }
  if (!checks.body || checks.body(value)) return [];
  return schemaFindings(checks.body.errors);
}
