// The validators generated with the bundles (scripts/validators.mjs → @dispute-api/spec/validators):
// found for the bundles this package ships, from disk or as JSON modules, and for nothing else; and
// giving, value for value, the verdict and the errors that Ajv compiling the same plan at run time
// gives (`compileValidators`), which is what the mock's messages are made of.
import { BUNDLES } from '@dispute-api/spec/bundles';
import { compileValidators, validatorPlan } from '@dispute-api/spec/schema';
import { generatedValidators } from '@dispute-api/spec/validators';
import { VERSIONS } from '@dispute-api/spec/versions';
import { describe, expect, it } from 'vitest';
import { loadBundle } from './helpers/bundle.js';

type Validate = ((value: unknown) => boolean) & { errors?: unknown[] | null };

/** The verdict and the errors as the mock reads them. */
function outcome(validate: Validate | undefined, value: unknown) {
  if (!validate) throw new Error('no validator');
  const copy = structuredClone(value);
  const valid = validate(copy);
  const errors = (validate.errors ?? []).map((e) => {
    const { instancePath, keyword, message, params } = e as Record<string, unknown>;
    return { instancePath, keyword, message, params };
  });
  // Coercion writes into the value checked: the same writes either way.
  return { valid, errors: valid ? [] : errors, copy };
}

/** Values to try against every schema: each example of the bundle, and values of every type. */
function samples(bundle: Record<string, any>): unknown[] {
  const examples = Object.values((bundle.components?.examples ?? {}) as Record<string, { value?: unknown }>);
  const values = examples.map((e) => e.value).filter((v) => v !== undefined);
  const broken = values.map((v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? 42 : 'x']))
      : v,
  );
  return [...values, ...broken, {}, [], null, 'text', 42, true, { id: 'abc', currency: 'usd' }];
}

describe('generated validators', () => {
  it.each(VERSIONS)(
    '%s: found for the bundle from disk and as a JSON module, not for an edited one',
    (version) => {
      expect(generatedValidators(loadBundle(version))).toBeDefined();
      expect(generatedValidators(BUNDLES[version])).toBeDefined();
      const edited = structuredClone(loadBundle(version)) as { info: { title: string } };
      edited.info.title += ' (edited)';
      expect(generatedValidators(edited)).toBeUndefined();
    },
  );

  it.each(VERSIONS)('%s: every schema of the plan judges as Ajv compiling it at run time', (version) => {
    const bundle = BUNDLES[version];
    const generated = generatedValidators(bundle)!;
    const compiled = compileValidators(structuredClone(bundle));
    const { schemas } = validatorPlan(bundle);
    expect(schemas).toContain('#/components/schemas/Webhook');
    for (const pointer of schemas)
      for (const value of samples(bundle))
        expect(outcome(generated.schema(pointer), value), pointer).toEqual(
          outcome(compiled.schema(pointer), value),
        );
    expect(generated.schema('#/components/schemas/NoSuchSchema')).toBeUndefined();
  });

  it.each(VERSIONS)("%s: every operation's parameters judge and coerce as at run time", (version) => {
    const bundle = BUNDLES[version];
    const generated = generatedValidators(bundle)!;
    const compiled = compileValidators(structuredClone(bundle));
    const { params } = validatorPlan(bundle);
    expect(params.size).toBeGreaterThan(0);
    const inputs = [
      { query: {}, header: {} },
      { query: { limit: '0', offset: '-1' }, header: {} },
      { query: { limit: '25', offset: '3', status: 'open' }, header: { 'x-api-key': 'k' } },
      { query: { limit: ['5', '7'] }, header: {} },
      { query: 'text', header: 42 },
    ];
    for (const key of params.keys()) {
      const [method, path] = key.split(' ') as [string, string];
      for (const input of inputs)
        expect(outcome(generated.params(method, path), input), key).toEqual(
          outcome(compiled.params(method, path), input),
        );
    }
  });
});
