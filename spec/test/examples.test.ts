import { describe, expect, it } from 'vitest';
import { bundledVersions, loadBundle } from './helpers/bundle.js';
import { namedExamples } from './helpers/examples.js';
import { schemaValidator } from './helpers/validator.js';

const versions = bundledVersions();

it('finds bundles in dist/ (run the build first)', () => {
  expect(versions).not.toEqual([]);
});

describe.each(versions)('%s named examples match their schemas', (version) => {
  const bundle = loadBundle(version);
  const validate = schemaValidator(bundle);
  const examples = namedExamples(bundle);

  it('has named examples', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  for (const { label, schemaPointer, example } of examples) {
    it(label, () => {
      expect(example, 'example must be an inline Example Object with a value').toHaveProperty('value');
      expect(validate(schemaPointer, example?.value)).toEqual([]);
    });
  }
});
