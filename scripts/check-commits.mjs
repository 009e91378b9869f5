#!/usr/bin/env node
// `pnpm lint:commits` (part of `pnpm lint`): every commit from START on has a subject of at most 72
// characters and, when the message goes on, a blank second line (CONTRIBUTING.md, "Commit
// messages"). One line per commit that breaks the rule, naming its short hash and its subject's
// length; exit 1 if there is any. It reads the local history only (no network). A shallow clone
// holds only part of that history, so there it says so in one line and checks nothing; a folder
// that is not a git checkout (an unpacked archive) is skipped the same way.
//   node scripts/check-commits.mjs [--since <commit>]    (--since replaces START, for the tests)
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

// The first commit that follows the rule: the history before it was written before the rule and is
// left as it is. Set it to the first conforming commit on main once this script is there (a rebase
// that rewrites the commit means setting it again: the check fails while it names no commit).
const START = '96dc2a4ec08ccb1273d6274051456b7eee5bb3c6';
const MAX_SUBJECT = 72;

let since;
try {
  ({
    values: { since = START },
  } = parseArgs({ options: { since: { type: 'string' } }, strict: true }));
} catch (error) {
  console.error(`check-commits: ${error.message}; usage: node scripts/check-commits.mjs [--since <commit>]`);
  process.exit(2);
}

/** git's output, or undefined when git fails (not a checkout, no such commit); never prints. */
function git(...args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

if (git('rev-parse', '--is-inside-work-tree')?.trim() !== 'true') {
  console.log('check-commits: not a git checkout; commit messages not checked');
  process.exit(0);
}
if (git('rev-parse', '--is-shallow-repository')?.trim() === 'true') {
  console.log(
    'check-commits: a shallow clone; commit messages not checked (git fetch --unshallow checks them)',
  );
  process.exit(0);
}
const start = git('rev-parse', '--verify', '--quiet', `${since}^{commit}`)?.trim();
if (start === undefined) {
  console.error(
    `check-commits: the starting commit ${since} is not a commit of this repository; set START in scripts/check-commits.mjs to the first commit that follows the rule`,
  );
  process.exit(1);
}
if (git('merge-base', '--is-ancestor', start, 'HEAD') === undefined) {
  console.error(`check-commits: the starting commit ${since} is not in the history of HEAD`);
  process.exit(1);
}

// The starting commit and every commit after it: what HEAD reaches and none of the starting
// commit's parents does (so a branch merged later is checked too), oldest first. Each record is
// the short hash, a unit separator, then the raw message; records end with NUL (-z).
const log = git('log', '-z', '--reverse', '--format=%h%x1f%B', 'HEAD', '--not', `${start}^@`) ?? '';
const problems = log
  .split('\0')
  .filter(Boolean)
  .flatMap((record) => {
    const [hash, message] = record.split('\x1f');
    const [subject, second = ''] = message.split('\n');
    // Characters, not bytes: `é` counts once.
    const length = [...subject].length;
    const broken = [
      ...(length > MAX_SUBJECT ? [`the subject is longer than ${MAX_SUBJECT} characters`] : []),
      ...(second.trim() !== '' ? ['the second line is not blank'] : []),
    ];
    return broken.length > 0
      ? [`check-commits: ${hash} (subject of ${length} characters): ${broken.join('; ')}`]
      : [];
  });
for (const line of problems) console.error(line);
if (problems.length > 0) process.exit(1);
