// The package's version follows the API versions it contains (apps/docs/guides/versions-and-changes.md,
// "Package versions"): adding an API version is a minor release, removing one a major release, anything
// else at least a patch. `node scripts/version-rule.mjs` checks the version in package.json
// against the last release tag (`@dispute-api/spec@X.Y.Z`, written by `changeset publish`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { fail, specDir } from './common.mjs';

const RANK = { patch: 1, minor: 2, major: 3 };

/** The smallest release kind a change of the API versions list from `before` to `after` needs. */
export function requiredBump(before, after) {
  if (before.some((v) => !after.includes(v))) return 'major';
  if (after.some((v) => !before.includes(v))) return 'minor';
  return 'patch';
}

/** Why going from `previous` to `next` (package versions) breaks the rule, or undefined. */
export function versionRuleProblem({ previous, next, before, after }) {
  const needed = requiredBump(before, after);
  if (!semver.gt(next, previous)) return `version ${next} is not above the last release ${previous}`;
  const kind = semver.diff(previous, next).replace(/^pre/, '');
  if (RANK[kind] < RANK[needed]) {
    const added = after.filter((v) => !before.includes(v));
    const removed = before.filter((v) => !after.includes(v));
    const what = [
      added.length && `adds ${added.join(', ')}`,
      removed.length && `removes ${removed.join(', ')}`,
    ]
      .filter(Boolean)
      .join(' and ');
    return `${previous} -> ${next} is a ${kind} release, but the package ${what || 'changes'}: that needs a ${needed} release`;
  }
  return undefined;
}

const git = (args) => execFileSync('git', args, { cwd: specDir, encoding: 'utf8' });

if (process.argv[1] === import.meta.filename) {
  const { name, version: next } = JSON.parse(readFileSync(join(specDir, 'package.json'), 'utf8'));
  const tags = git(['tag', '--list', `${name}@*`])
    .split('\n')
    .map((t) => t.slice(name.length + 1))
    .filter((v) => semver.valid(v));
  const previous = semver.rsort(tags)[0];
  if (previous === undefined) {
    console.log(`${name}@${next}: first release, no earlier versions list to compare`);
  } else if (previous !== next) {
    const before = JSON.parse(git(['show', `${name}@${previous}:./versions.json`])).versions;
    const after = JSON.parse(readFileSync(join(specDir, 'versions.json'), 'utf8')).versions;
    const problem = versionRuleProblem({ previous, next, before, after });
    if (problem) fail(`${name}: ${problem}`);
    console.log(
      `${name}: ${previous} -> ${next} follows the API versions (${requiredBump(before, after)} or more needed)`,
    );
  } else {
    console.log(`${name}@${next} is already released`);
  }
}
