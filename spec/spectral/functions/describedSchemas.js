// Readers of the docs and of generated code see a member's description, and nothing else, where the
// schema says little. Every named schema and every property (after $refs) explains itself.
import { isObject } from '@dispute-api/openapi-model';
import { walkSchemas } from '../lib/schemas.js';

const described = (s) => typeof s.description === 'string' && s.description.trim() !== '';

export default function describedSchemas(schema, _opts, { path }) {
  const out = [];
  const named = path.length === 3 && path[0] === 'components' && path[1] === 'schemas';
  if (named && isObject(schema) && !described(schema))
    out.push({ message: `Schema ${path[2]} has no description.`, path });
  walkSchemas(schema, path, (s, at) => {
    if (!isObject(s.properties)) return;
    for (const [name, property] of Object.entries(s.properties)) {
      // `false` refuses the member outright; there is nothing to describe.
      if (isObject(property) && !described(property)) {
        out.push({ message: `Property ${name} has no description.`, path: [...at, 'properties', name] });
      }
    }
  });
  return out;
}
