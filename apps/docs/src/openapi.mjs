// The few reads of a bundled OpenAPI document that the docs build needs: local $refs,
// the operations, their parameters and request bodies, and the server address.

import { derefStrict } from '@dispute-api/spec/refs';

/**
 * Follows local `#/...` references until a non-reference object; throws on one that dangles.
 * @param {any} doc
 * @param {any} node
 * @returns {any}
 */
export const deref = (doc, node) => derefStrict(doc, node);

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Every operation in document order.
 * @param {any} doc
 * @returns {{ method: string, path: string, pathItem: any, operation: any }[]}
 */
export function operations(doc) {
  return Object.entries(doc.paths ?? {}).flatMap(([path, rawItem]) => {
    const pathItem = deref(doc, rawItem);
    return HTTP_METHODS.filter((m) => pathItem[m]).map((method) => ({
      method,
      path,
      pathItem,
      operation: pathItem[method],
    }));
  });
}

/**
 * Path-level and operation-level parameters, resolved; the operation's win on the same name and `in`.
 * @param {any} doc
 * @param {any} pathItem
 * @param {any} operation
 * @returns {any[]}
 */
export function parametersOf(doc, pathItem, operation) {
  const byKey = new Map();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const param = deref(doc, raw);
    byKey.set(`${param.in}:${param.name}`, param);
  }
  return [...byKey.values()];
}

/**
 * The request body's media type and one example value of it, preferring JSON.
 * @param {any} doc
 * @param {any} operation
 * @returns {{ mediaType: string, value: unknown } | undefined}
 */
export function requestBodyExample(doc, operation) {
  if (!operation.requestBody) return undefined;
  const content = deref(doc, operation.requestBody).content ?? {};
  const mediaType = Object.keys(content).find((t) => /[/+]json$/.test(t)) ?? Object.keys(content)[0];
  if (mediaType === undefined) return undefined;
  const media = content[mediaType];
  const firstExample = Object.values(media.examples ?? {})[0];
  const schema = media.schema ? deref(doc, media.schema) : {};
  const value =
    media.example ?? (firstExample ? deref(doc, firstExample).value : undefined) ?? schema.example ?? {};
  return { mediaType, value };
}

/**
 * The first server's URL with its variables at their defaults.
 * @param {any} doc
 * @returns {string}
 */
export function serverUrl(doc) {
  const server = doc.servers?.[0];
  if (!server) return '';
  return String(server.url).replace(
    /\{([^}]+)\}/g,
    (_, name) => server.variables?.[name]?.default ?? `{${name}}`,
  );
}

/**
 * The header names of the API-key schemes that the operation's first security alternative requires;
 * none when the operation declares `security: []`.
 * @param {any} doc
 * @param {any} operation
 * @returns {string[]}
 */
export function apiKeyHeaders(doc, operation) {
  const requirement = (operation.security ?? doc.security ?? [])[0] ?? {};
  return Object.keys(requirement)
    .map((name) => deref(doc, doc.components?.securitySchemes?.[name] ?? {}))
    .filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'header')
    .map((scheme) => scheme.name);
}
