// The enumerations of a version's bundle as constants of its entry module, so that a UI can offer
// the values (a `<select>` of outcomes) without copying them. Which enumerations, and their names:
//   - a schema that is an enumeration:        AlertOutcome            -> ALERT_OUTCOMES
//   - an enumeration inline on a property of   PaymentMethod.brand     -> PAYMENT_METHOD_BRANDS
//     a schema (schema name, then property):  Subscription.frequency  -> SUBSCRIPTION_FREQUENCIES
// A property that refers to a named enumeration (Alert.outcome) has none of its own: that of the
// named schema lists its values. `null` of a nullable enumeration is no value to pick, so a list
// leaves it out. Enumerations deeper in a schema (an error body's `error.code`) are not listed.

/** SCREAMING_SNAKE words of a schema or property name: `PaymentMethod` -> `PAYMENT_METHOD`. */
function screamingSnake(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('_')
    .toUpperCase();
}

/** The plural of the last word: STATUS -> STATUSES, FREQUENCY -> FREQUENCIES, RESULTS stays. */
function plural(name) {
  if (/(SS|US|X|CH|SH)$/.test(name)) return `${name}ES`;
  if (/[^AEIOU]Y$/.test(name)) return `${name.slice(0, -1)}IES`;
  if (name.endsWith('S')) return name;
  return `${name}S`;
}

/** One list, or nothing when `schema` has no enumeration of its own. */
function listOf(schema, source, constant, type) {
  if (!Array.isArray(schema?.enum)) return [];
  // The type of an optional or nullable property holds `undefined` or `null`, which no list offers.
  const values = schema.enum.filter((value) => value !== null);
  return [{ constant: plural(constant), source, values, type: `NonNullable<${type}>` }];
}

/**
 * Every enumeration of the bundle's schemas and of their properties, in the bundle's order: the
 * constant's name, where it comes from (`AlertOutcome`, `PaymentMethod.brand`), its values, and the
 * generated type (over `Schemas`) it must list in full.
 */
export function enumLists(bundle) {
  const lists = Object.entries(bundle.components?.schemas ?? {}).flatMap(([name, schema]) => [
    ...listOf(schema, name, screamingSnake(name), `Schemas['${name}']`),
    ...Object.entries(schema?.properties ?? {}).flatMap(([property, member]) =>
      listOf(
        member,
        `${name}.${property}`,
        `${screamingSnake(name)}_${screamingSnake(property)}`,
        `Schemas['${name}']['${property}']`,
      ),
    ),
  ]);
  const seen = new Set();
  for (const { constant } of lists) {
    if (seen.has(constant)) throw new Error(`two enumerations would be named ${constant}`);
    seen.add(constant);
  }
  return lists;
}

/** A value as a literal in the house style: JSON's escapes, in single quotes. */
function literal(value) {
  const json = JSON.stringify(value);
  if (typeof value !== 'string') return json;
  return `'${json.slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}

/**
 * The constants, and a type-only check (no code in the build) that each lists every value of its
 * generated type: `tsc` stops on a list that leaves one out, naming the value.
 */
export function enumCode(lists) {
  if (lists.length === 0) return '';
  const constants = lists.map(
    ({ constant, values, type }) =>
      `export const ${constant} = [${values.map(literal).join(', ')}] as const satisfies readonly ${type}[];`,
  );
  const checks = lists.map(
    ({ constant, type }) => `  helpers.NoneLeftOut<Exclude<${type}, (typeof ${constant})[number]>>,`,
  );
  return `
// Every value of each enumeration of the spec, for pickers; the lists below are generated.
${constants.join('\n')}

// Type-only: an error here names a value of the spec that a list above leaves out.
type _EveryValueListed = [
${checks.join('\n')}
];
`;
}
