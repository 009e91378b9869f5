// The root's scripts/check-commits.mjs (`pnpm lint:commits`) on throwaway repositories: it passes
// the commits that follow the rule and names each one that does not, from its starting commit on.
// Here because this package holds the workspace's own tooling and no product code; the script runs
// in the repository of its working folder, so each case builds one of its own.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../src/cleanup.mjs';

const script = join(import.meta.dirname, '..', '..', '..', 'scripts', 'check-commits.mjs');

// The machine's git settings stay out (a global commit.gpgsign, a hook path), and the dates are
// fixed, so the hashes are the same on every run.
const gitEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
};

function git(cwd: string, ...args: string[]): string {
  const run = spawnSync('git', args, { cwd, env: gitEnv, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout.trim();
}

let files = 0;
/** A commit with this message (a file of its own, so branches merge cleanly); returns its short hash. */
function commit(repo: string, message: string): string {
  const file = `file-${(files += 1)}.txt`;
  writeFileSync(join(repo, file), message);
  git(repo, 'add', file);
  git(repo, 'commit', '-q', '--cleanup=verbatim', '-m', message);
  return git(repo, 'rev-parse', '--short', 'HEAD');
}

/** A repository whose first commit breaks the rule, as the history before the rule does. */
function repository(): { repo: string; start: string } {
  const repo = scratchDir('check-commits');
  git(repo, 'init', '-q', '-b', 'main');
  commit(repo, `${'An old subject written before the rule, far longer than the limit '.repeat(2)}`);
  const start = commit(repo, 'Add the rule\n\nThe first commit that follows it.');
  return { repo, start };
}

function check(repo: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd: repo, env: gitEnv, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const subjectOf = (length: number) => `Fix ${'x'.repeat(length - 4)}`;

describe('scripts/check-commits.mjs', () => {
  let good: { repo: string; start: string };

  beforeAll(() => {
    good = repository();
    // 72 characters exactly, counted as characters: `é` is two bytes and one character.
    commit(good.repo, `Fix ${'é'.repeat(68)}\n\nA body after the blank line.`);
    commit(good.repo, 'Fix a one-line message');
  });

  it('passes commits that follow the rule, from the starting commit on', () => {
    expect(check(good.repo, '--since', good.start)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('names a commit whose subject is longer than 72 characters, with its length', () => {
    const { repo, start } = repository();
    const long = commit(repo, `${subjectOf(73)}\n\nThe body.`);
    commit(repo, 'Fix what follows');
    expect(check(repo, '--since', start)).toEqual({
      code: 1,
      stdout: '',
      stderr: `check-commits: ${long} (subject of 73 characters): the subject is longer than 72 characters\n`,
    });
  });

  it('names a commit whose second line is not blank', () => {
    const { repo, start } = repository();
    const run = commit(repo, 'Fix the subject\nrunning on to a second line');
    expect(check(repo, '--since', start)).toMatchObject({
      code: 1,
      stderr: `check-commits: ${run} (subject of 15 characters): the second line is not blank\n`,
    });
  });

  it('checks a branch merged after the starting commit, though it began before', () => {
    const { repo, start } = repository();
    git(repo, 'switch', '-q', '-c', 'side', `${start}~1`);
    const side = commit(repo, subjectOf(80));
    git(repo, 'switch', '-q', 'main');
    git(repo, 'merge', '-q', '--no-ff', '-m', 'Merge the side branch', 'side');
    expect(check(repo, '--since', start)).toMatchObject({
      code: 1,
      stderr: `check-commits: ${side} (subject of 80 characters): the subject is longer than 72 characters\n`,
    });
  });

  it('says in one line when the starting commit is not in the repository', () => {
    // Without --since: the script's own starting commit, which this repository does not have.
    const { code, stderr } = check(good.repo);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^check-commits: the starting commit [0-9a-f]{40} is not a commit of this repository; set START in scripts\/check-commits\.mjs .*\n$/,
    );
  });

  it('skips a shallow clone with one line, and checks nothing there', () => {
    const { repo, start } = repository();
    commit(repo, subjectOf(100));
    const clone = join(scratchDir('check-commits-shallow'), 'clone');
    git(repo, 'clone', '-q', '--depth', '1', `file://${repo}`, clone);
    expect(check(clone, '--since', start)).toEqual({
      code: 0,
      stdout:
        'check-commits: a shallow clone; commit messages not checked (git fetch --unshallow checks them)\n',
      stderr: '',
    });
    // The same history, whole, fails.
    expect(check(repo, '--since', start).code).toBe(1);
  });
});
