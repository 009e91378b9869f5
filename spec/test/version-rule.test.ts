import { describe, expect, it } from 'vitest';
import { requiredBump, versionRuleProblem } from '../scripts/version-rule.mjs';

const two = ['2025-04-01', '2024-03-18'];
const three = ['2026-01-15', ...two];

describe('the package version follows the API versions', () => {
  it('needs a minor release for an added version and a major one for a removed version', () => {
    expect(requiredBump(two, two)).toBe('patch');
    expect(requiredBump(two, three)).toBe('minor');
    expect(requiredBump(three, two)).toBe('major');
    expect(requiredBump(two, ['2026-01-15', '2025-04-01'])).toBe('major');
  });

  it('refuses a patch release that adds a version, and accepts a minor or major one', () => {
    expect(versionRuleProblem({ previous: '1.0.0', next: '1.0.1', before: two, after: three })).toBe(
      '1.0.0 -> 1.0.1 is a patch release, but the package adds 2026-01-15: that needs a minor release',
    );
    expect(
      versionRuleProblem({ previous: '1.0.0', next: '1.1.0', before: two, after: three }),
    ).toBeUndefined();
    expect(
      versionRuleProblem({ previous: '1.0.0', next: '2.0.0', before: two, after: three }),
    ).toBeUndefined();
  });

  it('refuses a minor release that removes a version, and a version that does not go up', () => {
    expect(versionRuleProblem({ previous: '1.3.0', next: '1.4.0', before: three, after: two })).toMatch(
      /removes 2026-01-15: that needs a major release$/,
    );
    expect(versionRuleProblem({ previous: '1.3.0', next: '1.3.0', before: two, after: two })).toMatch(
      /not above/,
    );
    expect(versionRuleProblem({ previous: '1.3.0', next: '1.3.1', before: two, after: two })).toBeUndefined();
  });
});
