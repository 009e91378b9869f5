export type ReleaseKind = 'patch' | 'minor' | 'major';
export function requiredBump(before: readonly string[], after: readonly string[]): ReleaseKind;
export function versionRuleProblem(change: {
  previous: string;
  next: string;
  before: readonly string[];
  after: readonly string[];
}): string | undefined;
