// Request validation in the API's structured format. The alert operations' two documented codes
// come first (`missing_alert_id`, `missing_outcome`, as the spec's error examples show); then content type and JSON
// syntax; then the bundle's validators (Ajv's code, generated with the spec's bundles), whose errors
// become one message naming the field.
import type { ErrorObject, ValidateFunction } from '@dispute-api/spec/validators';
import { ApiError, invalidRequest } from './errors.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './body-limits.js';
import { headerOf, type Operation, type Parameter, type RequestContext } from './types.js';
import type { VersionApi } from './versions.js';

/** Path parameters with a documented code when missing. */
const MISSING_PARAM: Record<string, () => ApiError> = {
  alertId: () => invalidRequest('Alert ID is required', 'missing_alert_id'),
};

/** Body members with a documented code when absent, per operation. */
const MISSING_MEMBER: Record<string, Record<string, () => ApiError>> = {
  reportAlertOutcome: { outcome: () => invalidRequest('Outcome is required', 'missing_outcome') },
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Percent-decodes the routed path parameters; an empty (or blank) one is a missing parameter. */
export function decodeParams(operation: Operation, raw: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  operation.pathParams.forEach((name, i) => {
    let value: string;
    try {
      value = decodeURIComponent(raw[i] ?? '');
    } catch {
      throw invalidRequest(`${name} is not a valid percent-encoded value`);
    }
    if (value.trim() === '') throw MISSING_PARAM[name]?.() ?? invalidRequest(`${name} is required`);
    params[name] = value;
  });
  return params;
}

const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

const acceptsMediaType = (accepted: readonly string[], type: string) =>
  accepted.some(
    (a) => a === type || (a === 'application/json' && /^application\/[\w.+-]+\+json$/.test(type)),
  );

/** Parses the JSON body into `ctx.body`, or throws the 400 that names what is wrong with it. */
function parseBody(ctx: RequestContext, body: NonNullable<Operation['body']>): void {
  const missing = MISSING_MEMBER[ctx.operation.operationId];
  if (ctx.rawBody === undefined) {
    if (!body.required) return;
    const first = missing && Object.values(missing)[0];
    throw first ? first() : invalidRequest('request body is required');
  }
  const type = mediaTypeOf(headerOf(ctx.headers, 'content-type'));
  if (!acceptsMediaType(body.mediaTypes, type)) {
    throw invalidRequest(`Content-Type must be ${body.mediaTypes.join(' or ')}, got "${type || 'none'}"`);
  }
  // Thousands of levels of nesting parse, but overflow the stack of whatever walks them later.
  if (nestedDeeperThan(ctx.rawBody, MAX_JSON_DEPTH))
    throw invalidRequest(`body must not nest deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    ctx.body = JSON.parse(decoder.decode(ctx.rawBody));
  } catch (error) {
    throw invalidRequest(`body is not valid JSON: ${(error as Error).message}`);
  }
  if (missing && isObject(ctx.body)) {
    for (const [member, error] of Object.entries(missing)) if (ctx.body[member] === undefined) throw error();
  }
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

/** The field an error is about, as `a.b[0].c`, from Ajv's instance path. */
function fieldOf(error: ErrorObject): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required')
    parts.push(String((error.params as { missingProperty: string }).missingProperty));
  return parts.reduce(
    (field, part) => (/^\d+$/.test(part) ? `${field}[${part}]` : field ? `${field}.${part}` : part),
    '',
  );
}

/** One Ajv error as `<field> <problem>`, e.g. `outcome must be equal to one of the allowed values: …`. */
function describe(error: ErrorObject, fallback: string): string {
  const field = fieldOf(error) || fallback;
  if (error.keyword === 'required') return `${field} is required`;
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ');
    return `${field} must be equal to one of the allowed values: ${allowed}`;
  }
  return `${field} ${error.message ?? 'is invalid'}`;
}

/** Up to three distinct findings in one 400, the schema-combinator summaries left out. */
function toInvalidRequest(messages: readonly string[]): ApiError {
  const distinct = [...new Set(messages)];
  const shown = distinct.slice(0, 3).join('; ');
  return invalidRequest(distinct.length > 3 ? `${shown}; and ${distinct.length - 3} more` : shown);
}

/** The errors that name a field, without the combinators' summaries (unless nothing else is left). */
export const specific = (errors: readonly ErrorObject[]) => {
  const found = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  return found.length > 0 ? found : errors;
};

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

/** Validates requests of one version against its bundle's validators. */
export function createValidator(api: VersionApi): (ctx: RequestContext) => void {
  const { validators } = api;
  const find = (operation: Operation): Checks => {
    const pointer = operation.body?.schemaPointer;
    return {
      params: validators.params(operation.method, operation.template),
      body: pointer === undefined ? undefined : validators.schema(pointer),
      query: new Map(operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p])),
      headers: operation.parameters.some((p) => p.in === 'header'),
    };
  };

  return (ctx) => {
    const { operation } = ctx;
    if (operation.body) parseBody(ctx, operation.body);
    let checks = checksOf.get(operation);
    if (!checks) checksOf.set(operation, (checks = find(operation)));
    const messages: string[] = [];
    if (checks.params) {
      // A copy: coercion writes the converted values into the object it checks.
      const input = { query: { ...ctx.query }, header: checks.headers ? { ...ctx.headers } : {} };
      if (!checks.params(input)) {
        for (const error of specific(checks.params.errors ?? [])) {
          const [, place, name] = error.instancePath.split('/');
          const param = place === 'query' && name !== undefined ? checks.query.get(name) : undefined;
          const integer = param && describeInteger(param.name, param.schema);
          messages.push(
            integer ??
              describe(
                { ...error, instancePath: error.instancePath.replace(/^\/(query|header)/, '') },
                String(name ?? place),
              ),
          );
        }
      }
    }
    // A body on an operation that takes none is ignored, as the reference's "Endpoints" table does
    // not say otherwise.
    if (checks.body && ctx.body !== undefined && !checks.body(ctx.body)) {
      messages.push(...specific(checks.body.errors ?? []).map((e) => describe(e, 'body')));
    }
    if (messages.length > 0) throw toInvalidRequest(messages);
  };
}
