#!/usr/bin/env node
// Runs arethetypeswrong on the packed package, once per entry point. The exports map names them
// with a pattern (`./*`), which attw cannot expand, so the entry points come from spec/versions.json.
//   node scripts/check-types-exports.mjs    (run by `pnpm lint`, where node_modules/.bin is on PATH)
import { spawnSync } from 'node:child_process';
import { VERSIONS } from '@dispute-api/spec/versions';

const entryPoints = VERSIONS.map((version) => `./${version}`);
const run = spawnSync(
  'attw',
  ['--pack', '.', '--profile', 'esm-only', '--no-definitely-typed', '--entrypoints', ...entryPoints],
  {
    stdio: 'inherit',
  },
);
if (run.error) process.stderr.write(`check-types-exports: cannot run attw: ${run.error.message}\n`);
process.exitCode = run.status ?? 1;
