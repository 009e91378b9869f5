// An x-reading says which words of the reference a schema keyword restates (a bound read from
// "6 to 8 digits", a pattern read from "uppercase"). Away from such a keyword it would be a choice
// dressed as a reading: x-assumption's rules, or none, would apply instead. The one exception is a
// reading of a passage the ruleset names (`passages`): words that imply a fact no keyword restates,
// such as the list of changes between two versions, which implies what did not change.
import { isObject } from '@dispute-api/openapi-model';

const CONSTRAINTS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
];

/** Whether a reading quotes one of the passages, from its first words on. */
const quotesPassage = (reading, passages) =>
  typeof reading === 'string' && passages.some((p) => reading.startsWith(`"${p}`));

export default function readingBesideConstraint(node, opts, { path }) {
  if (isObject(node) && CONSTRAINTS.some((k) => k in node)) return [];
  const passages = opts?.passages ?? [];
  if (isObject(node) && quotesPassage(node['x-reading'], passages)) return [];
  return [
    {
      message: `x-reading sits beside no constraint keyword (${CONSTRAINTS.join(', ')}) and quotes none of the passages (${passages.join('; ')}); it explains one.`,
      path: [...path, 'x-reading'],
    },
  ];
}
