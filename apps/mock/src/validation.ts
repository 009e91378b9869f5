// Request validation in the API's structured format. The alert operations' two documented codes
// come first (reference, Errors › Structured error codes, rule 1); then content type and JSON
// syntax; then Prism's validator, whose findings are rewritten into one message that names the
// field. Prism's own answers (422 problem+json, 415) never reach a client.
import { ApiError, invalidRequest } from './errors.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './limits.js';
import { validateWithPrism, type PrismDiagnostic } from './prism.js';
import type { Operation, RequestContext } from './types.js';

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

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

const acceptsMediaType = (accepted: readonly string[], type: string) =>
  accepted.some((a) => a === type || (a === 'application/json' && /^application\/[\w.+-]+\+json$/.test(type)));

/** Parses the JSON body into `ctx.body`, or throws the 400 that names what is wrong with it. */
function parseBody(ctx: RequestContext, body: NonNullable<Operation['body']>): void {
  const missing = MISSING_MEMBER[ctx.operation.operationId];
  if (ctx.rawBody === undefined) {
    if (!body.required) return;
    const first = missing && Object.values(missing)[0];
    throw first ? first() : invalidRequest('request body is required');
  }
  const type = mediaTypeOf(ctx.headers['content-type']);
  if (!acceptsMediaType(body.mediaTypes, type)) {
    throw invalidRequest(`Content-Type must be ${body.mediaTypes.join(' or ')}, got "${type || 'none'}"`);
  }
  // Thousands of levels of nesting parse, but overflow the stack of whatever walks them later.
  if (nestedDeeperThan(ctx.rawBody, MAX_JSON_DEPTH)) throw invalidRequest(`body must not nest deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    ctx.body = JSON.parse(ctx.rawBody.toString('utf8'));
  } catch (error) {
    throw invalidRequest(`body is not valid JSON: ${(error as Error).message}`);
  }
  if (missing && isObject(ctx.body)) {
    for (const [member, error] of Object.entries(missing)) if (ctx.body[member] === undefined) throw error();
  }
}

/** `limit must be an integer from 1 to 100`, the wording of the spec's BadRequest example. */
function describeIntegerParam(operation: Operation, name: string): string | undefined {
  const param = operation.prism.request?.query?.find((p) => p.name === name);
  const schema = param?.schema as { type?: unknown; minimum?: unknown; maximum?: unknown } | undefined;
  if (schema?.type !== 'integer') return undefined;
  const { minimum: min, maximum: max } = schema;
  if (typeof min === 'number' && typeof max === 'number') return `${name} must be an integer from ${min} to ${max}`;
  if (typeof min === 'number') return `${name} must be an integer of at least ${min}`;
  return `${name} must be an integer`;
}

/** One finding as `<field> <problem>`, e.g. `outcome must be equal to one of the allowed values: ...`. */
function describe(operation: Operation, d: PrismDiagnostic): string {
  if (d.code === 415) return `Content-Type must be ${operation.body?.mediaTypes.join(' or ') ?? 'absent'}`;
  const [where = 'body', ...rest] = d.path ?? [];
  const field = rest.join('.');
  if (where === 'query' && field) {
    const hint = describeIntegerParam(operation, field);
    if (hint) return hint;
  }
  if (d.path === undefined && d.code === 'required') return 'request body is required';
  // Prism writes `Request <where> [property|parameter] <field> <problem>`; keep the problem.
  let problem = d.message.replace(/^(Request|Response) \S+ (property |parameter )?/, '');
  if (field && problem.startsWith(`${field} `)) problem = problem.slice(field.length + 1);
  const required = /^must have required property '(.+)'$/.exec(problem);
  if (required) return `${field ? `${field}.` : ''}${required[1]} is required`;
  return `${field || (where === 'body' ? 'body' : where)} ${problem}`;
}

/** The 400 for Prism's findings: up to three distinct ones, the schema-combinator summaries left out. */
export function toInvalidRequest(operation: Operation, diagnostics: readonly PrismDiagnostic[]): ApiError {
  const specific = diagnostics.filter((d) => d.code !== 'oneOf' && d.code !== 'anyOf');
  const messages = [...new Set((specific.length > 0 ? specific : diagnostics).map((d) => describe(operation, d)))];
  const shown = messages.slice(0, 3).join('; ');
  return invalidRequest(messages.length > 3 ? `${shown}; and ${messages.length - 3} more` : shown);
}

/**
 * Targets (path and query as sent) already found valid, per operation. Without a body, and on
 * operations without header or cookie parameters, Prism's verdict depends on the target alone, so
 * a repeat skips the validator (about a tenth of the time of a list request). Only passes are kept,
 * so every refusal still comes from the validator with the same message; the set is bounded.
 */
const knownValid = new WeakMap<Operation, Set<string>>();
const KNOWN_VALID_LIMIT = 1024;

function knownValidTargets(ctx: RequestContext): Set<string> | undefined {
  const { operation } = ctx;
  const request = operation.prism.request;
  if (ctx.rawBody !== undefined || request?.headers?.length || request?.cookie?.length) return undefined;
  let targets = knownValid.get(operation);
  if (!targets) knownValid.set(operation, (targets = new Set()));
  return targets;
}

/**
 * The headers Prism's validator sees. Its content-type parser throws on a malformed value (`json`,
 * `;`), which became a 500 even on a GET. The type only matters for a body, and parseBody has
 * already checked that one, so Prism gets the checked media type, or none at all.
 */
function prismHeaders(ctx: RequestContext, bodyBytes: number): Record<string, string> {
  const { 'content-type': type, ...headers } = ctx.headers as Record<string, string>;
  const checked: Record<string, string> = bodyBytes > 0 && type !== undefined ? { 'content-type': mediaTypeOf(type) } : {};
  return { ...headers, ...checked, 'content-length': String(bodyBytes) };
}

/** Validates the routed request and fills `ctx.body`; throws the documented 400 when it is invalid. */
export function validateRequest(ctx: RequestContext): void {
  const { operation } = ctx;
  if (operation.body) parseBody(ctx, operation.body);
  const known = knownValidTargets(ctx);
  if (known?.has(ctx.target)) return;
  // A body on an operation that takes none is ignored, as the reference does not say otherwise.
  const bodyBytes = operation.body && ctx.rawBody ? ctx.rawBody.length : 0;
  const diagnostics = validateWithPrism(operation.prism, {
    method: operation.method,
    path: ctx.path,
    query: ctx.query,
    headers: prismHeaders(ctx, bodyBytes),
    body: ctx.body,
  });
  if (diagnostics.length > 0) throw toInvalidRequest(operation, diagnostics);
  if (known) {
    if (known.size >= KNOWN_VALID_LIMIT) known.clear();
    known.add(ctx.target);
  }
}
