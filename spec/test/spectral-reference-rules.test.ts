// The rules that keep choices out of error statuses and keep each x-reading beside the keyword it
// explains, run on test/fixtures/rules/reference-violations.yaml.
import { describe, expect, it } from 'vitest';
import { hits, lint } from './helpers/spectral.js';

describe('Spectral rules on what the reference states', () => {
  const results = lint('test/fixtures/rules/reference-violations.yaml');
  const get = 'paths./gadgets.get';
  const schema = `${get}.responses.200.content.application/json.schema.properties`;

  it('error-status-not-assumed: an error response, inline or a component, but not a success', () => {
    expect(hits(results, 'error-status-not-assumed').sort()).toEqual(
      [`${get}.responses.403.x-assumption`, 'components.responses.ServerError.x-assumption'].sort(),
    );
  });
  it('reading-beside-constraint: a reading without a keyword to explain or a named passage, not one beside its pattern', () => {
    expect(hits(results, 'reading-beside-constraint').sort()).toEqual(
      [`${schema}.count.x-reading`, 'paths./widgets.get.responses.400.x-reading'].sort(),
    );
  });
  it('marker-strings: an empty x-reading', () => {
    expect(hits(results, 'marker-strings')).toEqual([`${schema}.size.x-reading`]);
  });
});
