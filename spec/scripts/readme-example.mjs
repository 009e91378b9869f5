// The README opens with an example and what it prints. The printed block names the versions, so it
// is written from a real run of the example against this package's bundles (the example imports
// the package by its own name, which Node resolves to this folder): `pnpm version:add` rewrites it,
// and `pnpm lint` runs this with --check, failing when the README shows output the example no longer
// gives. Run after the build: node scripts/readme-example.mjs [--check]
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fail, specDir } from './common.mjs';

const readmeFile = join(specDir, 'README.md');
const readme = readFileSync(readmeFile, 'utf8');
const example = /```js\n([\s\S]*?)```/.exec(readme);
const printed = /(`node operations\.mjs` prints:\n\n```text\n)([\s\S]*?)```/.exec(readme);
if (!example || !printed)
  fail(
    'spec/README.md: expected a ```js example followed by "`node operations.mjs` prints:" and a ```text block',
  );

const run = spawnSync(process.execPath, ['--input-type=module', '-e', example[1]], {
  cwd: specDir,
  encoding: 'utf8',
});
if (run.status !== 0) fail(`spec/README.md: the example exited ${run.status}:\n${run.stderr}`);

if (process.argv.includes('--check')) {
  if (run.stdout !== printed[2])
    fail(
      'spec/README.md: the printed block differs from what the example prints; run node scripts/readme-example.mjs',
    );
} else {
  const at = printed.index + printed[1].length;
  writeFileSync(readmeFile, `${readme.slice(0, at)}${run.stdout}${readme.slice(at + printed[2].length)}`);
  console.log('spec/README.md: printed block written from a run of the example');
}
