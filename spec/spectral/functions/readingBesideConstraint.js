// An x-reading says which words of the reference a schema keyword restates (a bound read from
// "6 to 8 digits", a pattern read from "uppercase"). Away from such a keyword it would be a choice
// dressed as a reading: x-assumption's rules, or none, would apply instead.
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

export default function readingBesideConstraint(node, _opts, { path }) {
  if (node !== null && typeof node === 'object' && CONSTRAINTS.some((k) => k in node)) return [];
  return [
    {
      message: `x-reading sits beside no constraint keyword (${CONSTRAINTS.join(', ')}); it explains one.`,
      path: [...path, 'x-reading'],
    },
  ];
}
