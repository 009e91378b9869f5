// The bundle as software reads it: the same document without its prose (every `description` and
// `summary` string), which is most of its weight in a browser build and which no program acts on.
// Data is kept whatever its members are called: examples, defaults, enumerations, discriminator
// mappings and `x-` extensions are copied as they are. Names (of properties, responses…) map to
// objects, never to strings, so a property called `description` stays too. A Response object keeps
// an empty `description`, which OpenAPI requires of it and tools such as Prism rely on.
import { isObject } from '@dispute-api/openapi-model';

/** Keys whose value is data (instances, or a map of names to references): copied as it is. */
const DATA = new Set(['example', 'default', 'const', 'enum', 'value', 'mapping']);
const PROSE = new Set(['description', 'summary']);

/** The responses of an operation (or `components.responses`), each still a valid Response object. */
const responsesWithoutProse = (responses) =>
  Object.fromEntries(
    Object.entries(responses).map(([key, response]) => [
      key,
      isObject(response) && response.$ref === undefined
        ? { description: '', ...withoutProse(response) }
        : response,
    ]),
  );

/** A copy of an OpenAPI node (a document, an operation, a schema…) without its prose. */
export function withoutProse(node) {
  if (Array.isArray(node)) return node.map(withoutProse);
  if (!isObject(node)) return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (PROSE.has(key) && typeof value === 'string') continue;
    // A schema's `examples` is a list of instances (data); a media type's, a map of Example objects.
    const data = DATA.has(key) || key.startsWith('x-') || (key === 'examples' && Array.isArray(value));
    if (data) out[key] = value;
    else if (key === 'responses' && isObject(value)) out[key] = responsesWithoutProse(value);
    else out[key] = withoutProse(value);
  }
  return out;
}

/**
 * What a bundle says to software, as a short text: the length and a 53-bit hash (cyrb53) of its
 * JSON without prose. A version's bundle read from disk (with its prose) and the same version as a
 * JSON module (without) have the same fingerprint; an edited copy has another. Synchronous, so
 * that an engine can find its validators while it is being made (Web Crypto's digests are not).
 */
export function fingerprint(bundle) {
  const text = JSON.stringify(withoutProse(bundle));
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${text.length}:${hash.toString(36)}`;
}

/** How software names an operation, e.g. `get /alerts/{alertId}` (the key of its validators). */
export const operationKey = (method, path) => `${method.toLowerCase()} ${path}`;
