// What the docs build reads of a bundle beyond @dispute-api/openapi-model's operations: an example
// request body, the server's path, and the key headers an operation needs.

import { derefStrict } from '@dispute-api/openapi-model';

/** @typedef {import('@dispute-api/openapi-model').Operation} Operation */

/**
 * The request body's media type and one example value of it, preferring JSON.
 * @param {any} doc
 * @param {Operation} op
 * @returns {{ mediaType: string, value: unknown } | undefined}
 */
export function requestBodyExample(doc, op) {
  const content = op.requestBody?.content;
  if (content === undefined) return undefined;
  const mediaTypes = [...content.keys()];
  const mediaType = mediaTypes.find((t) => /[/+]json$/.test(t)) ?? mediaTypes[0];
  if (mediaType === undefined) return undefined;
  const media = /** @type {import('@dispute-api/openapi-model').Media} */ (content.get(mediaType));
  /** @type {any} */
  const schema = derefStrict(doc, media.schema) ?? {};
  const value = media.object.example ?? media.examples.values().next().value ?? schema.example ?? {};
  return { mediaType, value };
}

/**
 * The part of the first server's URL after its `{base_url}` variable, e.g. `/public/2025-04-01`:
 * what the pages put after the sandbox's address.
 * @param {any} doc
 */
export function serverPath(doc) {
  const url = String(doc.servers?.[0]?.url ?? '');
  return url.replace(/^\{[^}]+\}/, '').replace(/^[a-z]+:\/\/[^/]+/i, '');
}

/**
 * The header names of the API-key schemes that the operation's first security alternative requires;
 * none when the operation needs no credential.
 * @param {any} doc
 * @param {Operation} op
 * @returns {string[]}
 */
export function apiKeyHeaders(doc, op) {
  return Object.keys(op.security[0] ?? {})
    .map((name) => /** @type {any} */ (derefStrict(doc, doc.components?.securitySchemes?.[name] ?? {})))
    .filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'header')
    .map((scheme) => scheme.name);
}
