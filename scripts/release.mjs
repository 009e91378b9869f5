#!/usr/bin/env node
// `pnpm release [--dry-run]`: builds, checks, packs and publishes the public packages at the
// versions `changeset version` wrote. The checks: no changeset left unapplied, the spec's version
// rule, lint and tests (the registry test included), then the exact tarballs about to be
// published through the tarball checks. `--dry-run` stops there and prints what it would publish.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dryRun = process.argv.includes('--dry-run');
const unknown = process.argv.slice(2).filter((a) => a !== '--dry-run');
if (unknown.length > 0) fail(`unknown argument ${unknown[0]}; usage: pnpm release [--dry-run]`);

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

function step(title, command, args) {
  console.log(`\nrelease: ${title}`);
  const { status, error } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (error || status !== 0) fail(`${title} failed${error ? `: ${error.message}` : ` (exit ${status})`}`);
}

const pending = readdirSync(join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
if (pending.length > 0)
  fail(`${pending.length} changeset(s) not applied yet: run \`pnpm changeset version\` and commit first`);

const work = mkdtempSync(join(tmpdir(), 'dispute-api-release-'));
try {
  step('spec version rule', process.execPath, ['spec/scripts/version-rule.mjs']);
  step('build', 'pnpm', ['build']);
  step('lint', 'pnpm', ['lint']);
  step('test', 'pnpm', ['test']);
  const plan = join(work, 'publish-plan.json');
  step('publish plan (what the registry does not have yet)', 'pnpm', [
    'changeset',
    'publish-plan',
    '--output',
    plan,
  ]);
  const entries = JSON.parse(readFileSync(plan, 'utf8'))
    .plan.flat()
    .filter((e) => e.kind === 'publish');
  if (entries.length === 0) {
    console.log('\nrelease: every public package is already published at its version; nothing to do');
  } else {
    const packDir = join(work, 'pack');
    step('pack', 'pnpm', ['changeset', 'pack', '--from-publish-plan', plan, '--out-dir', packDir]);
    step('check the tarballs to publish', process.execPath, [
      'tests/registry/src/check-tarballs.mjs',
      join(packDir, 'packages'),
    ]);
    const list = entries.map((e) => `${e.name}@${e.version} (${e.tag})`).join(', ');
    if (dryRun) console.log(`\nrelease: dry run; would publish ${list}`);
    else step(`publish ${list}`, 'pnpm', ['changeset', 'publish', '--from-pack-dir', packDir]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
