// Request validation. A request is read into findings, each naming where it is wrong (a body member's
// JSON pointer, `?name` for a query parameter, `{name}` for a path parameter, a header's name): the
// alert operations' two documented codes (`missing_alert_id`, `missing_outcome`, as the spec's error
// examples show), the content type and JSON syntax, then the bundle's validators (Ajv's code,
// generated with the spec's bundles). The engine answers them as one 400 in the API's structured
// format (`refusalOf`); the proxy reports them as violations and forwards the request.
import { isObject } from '@dispute-api/openapi-model';
import type { BundleValidators, ErrorObject, ValidateFunction } from '@dispute-api/spec/validators';
import { ApiError, invalidRequest } from './errors.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './body-limits.js';
import { fieldOf, pointerOf, ruleOf, schemaFindings, specific } from './schema-errors.js';
import { headerOf, type Operation, type Parameter, type RequestContext } from './types.js';
import type { VersionApi } from './versions.js';

/** What kind of rule a finding is about; the proxy sums violations by it. */
export type FindingKind = 'path' | 'parameter' | 'header' | 'content-type' | 'body' | 'schema' | 'status';

/** One thing wrong with a request. */
export interface RequestFinding {
  /** A body member's JSON pointer ('' for the whole body), `?name`, `{name}`, or a header's name. */
  readonly at: string;
  readonly kind: FindingKind;
  readonly message: string;
  /** The refusal with a code of its own (a missing alert id, an unreadable body), which answers alone. */
  readonly refusal?: ApiError;
}

/** Path parameters with a documented code when missing. */
const MISSING_PARAM: Record<string, () => ApiError> = {
  alertId: () => invalidRequest('Alert ID is required', 'missing_alert_id'),
};

/** Body members with a documented code when absent, per operation. */
const MISSING_MEMBER: Record<string, Record<string, () => ApiError>> = {
  reportAlertOutcome: { outcome: () => invalidRequest('Outcome is required', 'missing_outcome') },
};

const decoder = new TextDecoder('utf-8', { fatal: true });

/** A finding that is its own refusal. */
const refusing = (at: string, kind: FindingKind, refusal: ApiError): RequestFinding => ({
  at,
  kind,
  message: refusal.message,
  refusal,
});

/**
 * Percent-decodes the routed path parameters into `params`; an empty (or blank) one is a missing
 * parameter. Returns what was wrong.
 */
export function decodeParams(
  operation: Operation,
  raw: readonly string[],
  params: Record<string, string>,
): RequestFinding[] {
  const findings: RequestFinding[] = [];
  operation.pathParams.forEach((name, i) => {
    let value: string;
    try {
      value = decodeURIComponent(raw[i] ?? '');
    } catch {
      findings.push(
        refusing(`{${name}}`, 'parameter', invalidRequest(`${name} is not a valid percent-encoded value`)),
      );
      return;
    }
    if (value.trim() === '')
      findings.push(
        refusing(`{${name}}`, 'parameter', MISSING_PARAM[name]?.() ?? invalidRequest(`${name} is required`)),
      );
    else params[name] = value;
  });
  return findings;
}

export const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Whether a media type is one of `accepted`, a `+json` type standing for `application/json`. */
export const acceptsMediaType = (accepted: readonly string[], type: string) =>
  accepted.some(
    (a) => a === type || (a === 'application/json' && /^application\/[\w.+-]+\+json$/.test(type)),
  );

/** Parses the JSON body into `ctx.body`; returns the finding that says what is wrong with it, if any. */
function parseBody(ctx: RequestContext, body: NonNullable<Operation['body']>): RequestFinding | undefined {
  const missing = MISSING_MEMBER[ctx.operation.operationId];
  if (ctx.rawBody === undefined) {
    if (!body.required) return undefined;
    const first = missing && Object.values(missing)[0];
    return refusing('', 'body', first ? first() : invalidRequest('request body is required'));
  }
  const type = mediaTypeOf(headerOf(ctx.headers, 'content-type'));
  if (!acceptsMediaType(body.mediaTypes, type)) {
    const wanted = body.mediaTypes.join(' or ');
    return refusing(
      'content-type',
      'content-type',
      invalidRequest(`Content-Type must be ${wanted}, got "${type || 'none'}"`),
    );
  }
  // Thousands of levels of nesting parse, but overflow the stack of whatever walks them later.
  if (nestedDeeperThan(ctx.rawBody, MAX_JSON_DEPTH))
    return refusing('', 'body', invalidRequest(`body must not nest deeper than ${MAX_JSON_DEPTH} levels`));
  try {
    ctx.body = JSON.parse(decoder.decode(ctx.rawBody));
  } catch (error) {
    return refusing('', 'body', invalidRequest(`body is not valid JSON: ${(error as Error).message}`));
  }
  if (missing && isObject(ctx.body)) {
    for (const [member, error] of Object.entries(missing))
      if (ctx.body[member] === undefined) return refusing(`/${member}`, 'schema', error());
  }
  return undefined;
}

/** `limit must be an integer from 1 to 100`, the wording of the spec's BadRequest example. */
function describeInteger(name: string, schema: Record<string, unknown>): string | undefined {
  if (schema.type !== 'integer') return undefined;
  const { minimum: min, maximum: max } = schema;
  if (typeof min === 'number' && typeof max === 'number')
    return `${name} must be an integer from ${min} to ${max}`;
  if (typeof min === 'number') return `${name} must be an integer of at least ${min}`;
  return `${name} must be an integer`;
}

/** The answer to a request with these findings: a refusal with its own code, else one 400 with up to three. */
export function refusalOf(findings: readonly RequestFinding[]): ApiError | undefined {
  if (findings.length === 0) return undefined;
  const own = findings.find((f) => f.refusal)?.refusal;
  if (own) return own;
  const distinct = [...new Set(findings.map((f) => f.message))];
  const shown = distinct.slice(0, 3).join('; ');
  return invalidRequest(distinct.length > 3 ? `${shown}; and ${distinct.length - 3} more` : shown);
}

interface Checks {
  /** Query and header parameters as `{query, header}`, coerced from text as their schemas say. */
  params: ValidateFunction | undefined;
  body: ValidateFunction | undefined;
  /** The query parameters with their schemas, for messages about integers. */
  query: ReadonlyMap<string, Parameter>;
  /** Whether any header is a declared parameter (else the headers are not copied for the check). */
  headers: boolean;
}

/** The checks of one operation, found once per operation (operations are shared by engines). */
const checksOf = new WeakMap<Operation, Checks>();

function findChecks(validators: BundleValidators, operation: Operation): Checks {
  const pointer = operation.body?.schemaPointer;
  return {
    params: validators.params(operation.method, operation.template),
    body: pointer === undefined ? undefined : validators.schema(pointer),
    query: new Map(operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p])),
    headers: operation.parameters.some((p) => p.in === 'header'),
  };
}

/** One finding per parameter error: `?limit` for a query parameter, the name of a header. */
function paramFindings(checks: Checks, errors: readonly ErrorObject[]): RequestFinding[] {
  return specific(errors).map((error) => {
    const [, place, name] = pointerOf(error).split('/');
    const param = place === 'query' && name !== undefined ? checks.query.get(name) : undefined;
    const inner = { ...error, instancePath: error.instancePath.replace(/^\/(query|header)/, '') };
    const message =
      (param && describeInteger(param.name, param.schema)) ??
      `${fieldOf(pointerOf(inner), String(name ?? place))} ${ruleOf(error)}`;
    return place === 'header'
      ? { at: String(name), kind: 'header', message }
      : { at: `?${name}`, kind: 'parameter', message };
  });
}

/**
 * The findings of one version's requests, checked by its bundle's validators (each operation's found
 * on first use). Parameters are checked with coercion of query text to the declared types; bodies
 * without, since JSON already carries its types. Sets `ctx.body` when the body parses.
 */
export function createRequestCheck(api: VersionApi): (ctx: RequestContext) => RequestFinding[] {
  // Asked for now: a bundle without validators (neither generated nor compiled) stops the start.
  const { validators } = api;
  return (ctx) => {
    const { operation } = ctx;
    const findings: RequestFinding[] = [];
    const unreadable = operation.body && parseBody(ctx, operation.body);
    if (unreadable) findings.push(unreadable);
    let checks = checksOf.get(operation);
    if (!checks) checksOf.set(operation, (checks = findChecks(validators, operation)));
    // A copy: coercion writes the converted values into the object it checks.
    const input = { query: { ...ctx.query }, header: checks.headers ? { ...ctx.headers } : {} };
    if (checks.params && !checks.params(input))
      findings.push(...paramFindings(checks, checks.params.errors ?? []));
    // A body on an operation that takes none is ignored, as the reference's "Endpoints" table does not
    // say otherwise.
    if (!unreadable && checks.body && ctx.body !== undefined && !checks.body(ctx.body)) {
      findings.push(...schemaFindings(checks.body.errors));
    }
    return findings;
  };
}
