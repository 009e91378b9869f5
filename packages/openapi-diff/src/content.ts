import { isObject, own, unionKeys } from './json.js';
import { diffSchemas, type SchemaContext } from './schemas.js';
import type { Direction } from './types.js';

/**
 * Compares two `content` maps (media type → Media Type Object) of a request body or response.
 * `label` names the owner, e.g. 'request body' or 'response 200'.
 */
export function diffContent(
  context: SchemaContext,
  operation: string,
  label: string,
  direction: Direction,
  base: unknown,
  head: unknown,
): void {
  for (const mediaType of unionKeys(base, head)) {
    const before = own(base, mediaType);
    const after = own(head, mediaType);
    const location = `${label} ${mediaType}`;
    if (after === undefined) {
      context.collector.add({
        id: 'media-type-removed',
        effect: 'breaking',
        direction,
        operation,
        location,
        message: `Media type ${mediaType} is no longer ${direction === 'request' ? 'accepted' : 'returned'}.`,
      });
    } else if (before === undefined) {
      context.collector.add({
        id: 'media-type-added',
        effect: 'compatible',
        direction,
        operation,
        location,
        message: `Media type ${mediaType} is now ${direction === 'request' ? 'accepted' : 'returned'}.`,
      });
    } else if (isObject(before) && isObject(after)) {
      diffSchemas(
        context,
        { operation, root: location, direction },
        own(before, 'schema'),
        own(after, 'schema'),
      );
    }
  }
}
