// Schemas that accept anything must say so on purpose (x-unspecified: why),
// so gaps in the contract are visible instead of accidental.
import { openReason, walkSchemas } from '../lib/schemas.js';

export default function openSchemaMarked(schema, _opts, { path }) {
  const out = [];
  walkSchemas(schema, path, (s, at, keyword) => {
    // A schema under `not` is what a value must not match: however open, it lets no value in.
    if (keyword === 'not') return;
    const reason = openReason(s);
    const mark = s['x-unspecified'];
    if (reason && !(typeof mark === 'string' && mark.trim())) {
      out.push({ message: `Schema ${reason}; mark it with a non-empty x-unspecified.`, path: at });
    }
  });
  return out;
}
