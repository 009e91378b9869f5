// Makes the contract's `x-unspecified` and `x-assumption` markers visible in the rendered reference:
// Redoc shows descriptions everywhere but extensions only on some objects, so each marker becomes a
// callout appended to the description that Redoc shows for the object carrying it.
// Works on a copy: the spec sources and bundles stay as they are.

import { isObject } from '@dispute-api/openapi-model';

/** Marker → the label readers see. */
export const MARKER_LABELS = {
  'x-unspecified': 'Not specified by the reference',
  'x-reading': 'Read from the reference',
  'x-assumption': 'Assumption',
};

// Values of these keys are data (example payloads, enumerations), never OpenAPI objects.
const DATA_KEYS = new Set(['value', 'example', 'default', 'const', 'enum', 'x-codeSamples']);

/**
 * The Markdown callouts for the markers an object carries, in a fixed order.
 * @param {Record<string, unknown>} node
 * @returns {string[]}
 */
export function markerCallouts(node) {
  return Object.entries(MARKER_LABELS).flatMap(([key, label]) => {
    const value = node[key];
    if (value === undefined) return [];
    const text = Array.isArray(value) ? value.join('; ') : String(value);
    // Every line of a multi-line marker stays inside the blockquote.
    return [`> **${label}:** ${text}`.replace(/\n/g, '\n> ')];
  });
}

/**
 * @param {Record<string, unknown>} target
 * @param {string[]} callouts
 * @param {string} [lead] Markdown put before the callouts, naming what they are about.
 */
function appendCallouts(target, callouts, lead) {
  const parts = [
    typeof target.description === 'string' ? target.description.trimEnd() : '',
    lead ?? '',
    ...callouts,
  ];
  target.description = parts.filter((p) => p !== '').join('\n\n');
}

/**
 * Returns a copy of a bundled OpenAPI document whose marked objects carry their markers as
 * visible callouts. The markers themselves stay, so tools reading the copy still find them.
 * @template T
 * @param {T} doc
 * @returns {T}
 */
export function decorateMarkers(doc) {
  /** @type {any} */
  const copy = structuredClone(doc);
  if (!isObject(copy)) return /** @type {T} */ (copy);
  /** @type {Record<string, unknown>} */
  const info = isObject(copy.info) ? copy.info : (copy.info = {});

  /** @param {unknown} node @param {unknown} parent @param {(string|number)[]} path */
  const visit = (node, parent, path) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, node, [...path, i]));
      return;
    }
    if (!isObject(node)) return;
    const callouts = markerCallouts(node);
    if (callouts.length > 0) {
      if (path.at(-2) === 'servers') {
        // Redoc prints server descriptions as plain text, so their markers go to the introduction.
        appendCallouts(info, callouts, `**Server \`${node.url}\`**`);
      } else if (path.at(-1) === 'schema' && isObject(parent) && 'in' in parent) {
        // Redoc shows a parameter's description, not its schema's.
        appendCallouts(parent, callouts);
      } else {
        appendCallouts(node, callouts);
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (!DATA_KEYS.has(key)) visit(child, node, [...path, key]);
    }
  };
  visit(copy, undefined, []);
  return /** @type {T} */ (copy);
}
