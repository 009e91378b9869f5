// The bundle as software reads it: the same document without its prose (every `description` and
// `summary` string), which is most of its weight in a browser build and which no program acts on.
// Data is kept whatever its members are called: examples, defaults, enumerations, discriminator
// mappings and `x-` extensions are copied as they are. Names (of properties, responses…) map to
// objects, never to strings, so a property called `description` stays too. A Response object keeps
// an empty `description`, which OpenAPI requires of it and tools such as Prism rely on.

/** Keys whose value is data (instances, or a map of names to references): copied as it is. */
const DATA = new Set(['example', 'default', 'const', 'enum', 'value', 'mapping']);
const PROSE = new Set(['description', 'summary']);

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

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
