// The `x-codeSamples` of each operation: one curl command and one call through our typed client
// (@dispute-api/client, on openapi-fetch), both built from the operation's method, path,
// parameters and request body example, so they stay in step with the contract.
import { apiModel } from '@dispute-api/openapi-model';
import { apiKeyHeaders, requestBodyExample, serverPath } from './openapi.mjs';
import { sandboxFrom } from './sandbox.mjs';
import { tsLiteral } from './ts-literal.mjs';

/** How the samples call our client; see packages/client/README.md. */
export const CLIENT = {
  entryPoint: (/** @type {string} */ version) => `@dispute-api/client/${version}`,
  factory: 'createClient',
};
/**
 * Redoc 3 matches a sample to a language of its `codeSamples.languages` option by label, and
 * highlights it by `lang`; TypeScript gets JavaScript's highlighting, which Redoc has.
 */
export const SAMPLE_LANGUAGES = [
  { lang: 'bash', label: 'curl' },
  { lang: 'javascript', label: 'TypeScript' },
];
/** A shell variable, never a key: readers put their own Access Key in it. */
export const API_KEY_VARIABLE = 'DISPUTE_API_KEY';
/** Where the client sample reads the base address, which the client requires (there is no default). */
export const BASE_URL_VARIABLE = 'DISPUTE_API_BASE_URL';

/**
 * One value to show for a parameter: its example, else its default, else a named placeholder for a
 * required string; optional parameters without either are left out (undefined).
 * @param {import('@dispute-api/openapi-model').Parameter} param
 * @returns {unknown}
 */
export function parameterValue(param) {
  /** @type {any} */
  const { object, schema } = param;
  const firstExample = /** @type {any} */ (Object.values(object.examples ?? {})[0]);
  const value = object.example ?? firstExample?.value ?? schema.example ?? schema.default ?? schema.enum?.[0];
  if (value !== undefined || !param.required) return value;
  return schema.type === 'integer' || schema.type === 'number' ? 1 : `${param.name}_example`;
}

/**
 * The parameters a sample sends, grouped as openapi-fetch wants them (`path`, `query`, `header`).
 * @param {import('@dispute-api/openapi-model').Operation} op
 * @returns {Record<string, Record<string, unknown>>}
 */
function sampleParams(op) {
  /** @type {Record<string, Record<string, unknown>>} */
  const groups = {};
  for (const param of op.parameters) {
    const value = parameterValue(param);
    if (value === undefined || param.in === 'cookie') continue;
    (groups[param.in] ??= {})[param.name] = value;
  }
  return groups;
}

/** @param {string} s */
const shellQuote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * @param {{ method: string, path: string, params: Record<string, Record<string, unknown>>,
 *   body?: { mediaType: string, value: unknown }, baseUrl: string, authHeaders: string[] }} call
 */
export function curlSample({ method, path, params, body, baseUrl, authHeaders }) {
  const urlPath = path.replace(/\{([^}]+)\}/g, (_, name) =>
    encodeURIComponent(String(params.path?.[name] ?? name)),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const url = `${baseUrl}${urlPath}${query.size > 0 ? `?${query}` : ''}`;
  const lines = [`curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} ${shellQuote(url)}`];
  // Double quotes so the shell expands the variable.
  for (const header of authHeaders) lines.push(`-H "${header}: $${API_KEY_VARIABLE}"`);
  for (const [name, value] of Object.entries(params.header ?? {}))
    lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (body) {
    lines.push(`-H ${shellQuote(`content-type: ${body.mediaType}`)}`);
    lines.push(`-d ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}

/**
 * @param {{ method: string, path: string, params: Record<string, Record<string, unknown>>,
 *   body?: { mediaType: string, value: unknown }, version: string }} call
 */
export function clientSample({ method, path, params, body, version }) {
  /** @type {Record<string, unknown>} */
  const init = {};
  if (Object.keys(params).length > 0) init.params = params;
  if (body) init.body = body.value;
  const call = `const { data, error } = await client.${method.toUpperCase()}(${tsLiteral(path)}`;
  const args = Object.keys(init).length > 0 ? `, ${tsLiteral(init, '', call.length + 2)}` : '';
  return [
    `import { ${CLIENT.factory} } from '${CLIENT.entryPoint(version)}';`,
    '',
    `const client = ${CLIENT.factory}({`,
    `  apiKey: process.env.${API_KEY_VARIABLE}!,`,
    `  baseUrl: process.env.${BASE_URL_VARIABLE}!,`,
    '});',
    '',
    `${call}${args});`,
  ].join('\n');
}

/**
 * A copy of the document in which every operation carries its curl and client samples.
 * @template T
 * @param {T} doc
 * @param {import('./sandbox.mjs').Sandbox} [sandbox] where the curl samples send (the local mock by default)
 * @returns {T}
 */
export function addCodeSamples(doc, sandbox = sandboxFrom(undefined)) {
  /** @type {any} */
  const copy = structuredClone(doc);
  const version = String(copy.info?.version);
  const baseUrl = `${sandbox.url}${serverPath(copy)}`;
  for (const op of apiModel(copy).operations) {
    const { method, path } = op;
    const params = sampleParams(op);
    const body = requestBodyExample(copy, op);
    const authHeaders = apiKeyHeaders(copy, op);
    const [curl, typescript] = SAMPLE_LANGUAGES;
    op.object['x-codeSamples'] = [
      { ...curl, source: curlSample({ method, path, params, body, baseUrl, authHeaders }) },
      { ...typescript, source: clientSample({ method, path, params, body, version }) },
    ];
  }
  return copy;
}
