// What a request body or a response carries: its media types, each with its schema and examples,
// and a response's headers.
import { isObject, own, type JsonObject } from './json.js';
import { pointerTo } from './pointer.js';
import type { Follow } from './paths.js';

export interface Media {
  readonly mediaType: string;
  /** Where the Media Type Object lives (the last reference followed, if any). */
  readonly pointer: string;
  readonly object: JsonObject;
  /** The schema as written (possibly a `$ref`); undefined without one. */
  readonly schema: unknown;
  /** The schema's pointer, for a validator that holds the whole document; undefined without one. */
  readonly schemaPointer: string | undefined;
  /** Values of the named examples in document order; `example` under the name `default`. */
  readonly examples: ReadonlyMap<string, unknown>;
}

export interface Header {
  readonly name: string;
  readonly object: JsonObject;
  /** Whether the response always carries it (`required: true`). */
  readonly required: boolean;
  /** The header's schema, references followed; `{}` (anything) without one. */
  readonly schema: JsonObject;
  /** A value it may take: its `example`, else its schema's `example`, `default` or first of `examples`. */
  readonly example: unknown;
}

/** The media types of the `content` map of `holder` (found at `pointer`), by media type. */
export function contentOf(follow: Follow, holder: JsonObject, pointer: string): ReadonlyMap<string, Media> {
  const content = own(holder, 'content');
  const found = new Map<string, Media>();
  if (!isObject(content)) return found;
  for (const [mediaType, entry] of Object.entries(content)) {
    const { node, pointer: at } = follow(entry, pointerTo(pointer, 'content', mediaType));
    if (!isObject(node)) continue;
    const schema = own(node, 'schema');
    found.set(mediaType, {
      mediaType,
      pointer: at,
      object: node,
      schema,
      schemaPointer: schema === undefined ? undefined : pointerTo(at, 'schema'),
      examples: examplesOf(follow, node),
    });
  }
  return found;
}

function examplesOf(follow: Follow, media: JsonObject): Map<string, unknown> {
  const examples = new Map<string, unknown>();
  const named = own(media, 'examples');
  for (const [name, entry] of Object.entries(isObject(named) ? named : {})) {
    const example = follow(entry, '#').node;
    if (isObject(example) && Object.hasOwn(example, 'value')) examples.set(name, example.value);
  }
  const single = own(media, 'example');
  if (single !== undefined) examples.set('default', single);
  return examples;
}

/** The documented headers of a response, by name as written. */
export function headersOf(follow: Follow, response: JsonObject): ReadonlyMap<string, Header> {
  const headers = own(response, 'headers');
  const found = new Map<string, Header>();
  for (const [name, entry] of Object.entries(isObject(headers) ? headers : {})) {
    const header = follow(entry, '#').node;
    if (!isObject(header)) continue;
    const resolved = follow(own(header, 'schema'), '#').node;
    const schema = isObject(resolved) ? resolved : {};
    const listed = own(schema, 'examples');
    const example =
      own(header, 'example') ??
      own(schema, 'example') ??
      own(schema, 'default') ??
      (Array.isArray(listed) ? (listed as unknown[])[0] : undefined);
    found.set(name, { name, object: header, required: header.required === true, schema, example });
  }
  return found;
}
