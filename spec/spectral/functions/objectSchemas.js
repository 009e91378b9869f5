// A boolean schema is valid JSON Schema, but IBM's lint-openapi stops with "must be a schema object"
// at a property written `false`. `{ not: {} }` refuses every value too and every tool reads it.
// `additionalProperties: false` and `unevaluatedProperties: false` stay: OpenAPI 3.0 already
// allowed the first, and every tool reads both.
import { subschemas, walkSchemas } from '../lib/schemas.js';

const BOOLEAN_ALLOWED = new Set(['additionalProperties', 'unevaluatedProperties']);

export default function objectSchemas(schema, _opts, { path }) {
  const out = [];
  if (typeof schema === 'boolean') return [{ message: 'Write this schema as an object.', path }];
  walkSchemas(schema, path, (s, at) => {
    for (const [sub, subPath, keyword] of subschemas(s, at)) {
      if (typeof sub === 'boolean' && !BOOLEAN_ALLOWED.has(keyword)) {
        const spelling = sub ? '{}' : '{ not: {} }';
        out.push({ message: `Boolean schema \`${sub}\`: write \`${spelling}\`.`, path: subPath });
      }
    }
  });
  return out;
}
