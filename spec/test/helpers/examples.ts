import { escapePointer, isObject, resolvePointer, type Json, type JsonObject } from './bundle.js';

export interface NamedExample {
  /** Readable location, e.g. `paths /disputes get responses 200 content application/json › won`. */
  label: string;
  /** Pointer to the schema the example must satisfy. */
  schemaPointer: string;
  /** The Example Object after following a `$ref` into components/examples. */
  example: JsonObject | undefined;
}

// Below these keys there are no parameters, headers or media types to find.
const SKIP = new Set(['schema', 'schemas', 'examples', 'example']);

/**
 * Every entry of every `examples` map that sits next to a `schema`: media
 * types, parameters and headers, inline or under components.
 */
export function namedExamples(bundle: JsonObject): NamedExample[] {
  const found: NamedExample[] = [];
  const visit = (node: Json, path: string[]) => {
    if (Array.isArray(node)) return node.forEach((v, i) => visit(v, [...path, String(i)]));
    if (!isObject(node)) return;
    if (isObject(node.schema) && isObject(node.examples)) {
      const schemaPointer = `#/${[...path, 'schema'].map(escapePointer).join('/')}`;
      for (const [name, entry] of Object.entries(node.examples)) {
        const example =
          isObject(entry) && typeof entry.$ref === 'string' ? resolvePointer(bundle, entry.$ref) : entry;
        found.push({
          label: `${path.join(' ')} › ${name}`,
          schemaPointer,
          example: isObject(example) ? example : undefined,
        });
      }
    }
    for (const [key, child] of Object.entries(node)) if (!SKIP.has(key)) visit(child, [...path, key]);
  };
  visit(bundle, []);
  return found;
}
