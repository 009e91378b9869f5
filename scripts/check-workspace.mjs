#!/usr/bin/env node
// `pnpm lint:workspace` (part of `pnpm lint`): the habits every package shares. Each one declares
// the root's `engines` range, each published one its `sideEffects`, and each TypeScript config
// reaches tsconfig.base.json through its `extends`. The consumer projects' configs in
// tests/registry/consumer and the sample apps' in tests/frontend are left out: they are copied into
// fresh projects outside the workspace, where the base does not exist (the sample apps' are the
// templates' own, as `npm create vite` and create-next-app write them).
// One line per problem (file, field, rule); exit 1 if there is any.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const base = join(root, 'tsconfig.base.json');
const outsideTheWorkspace = ['tests/registry/consumer/', 'tests/frontend/app/', 'tests/frontend/next-app/'];

const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const tracked = (...patterns) =>
  execFileSync('git', ['ls-files', '--', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

const problems = [];
const range = readJson('package.json').engines?.node;
for (const file of tracked('package.json', '*/package.json')) {
  const manifest = readJson(file);
  if (manifest.engines?.node !== range)
    problems.push(
      `${file}: engines.node is ${JSON.stringify(manifest.engines?.node)}; every package declares the root's ${JSON.stringify(range)}`,
    );
  // Whether importing it does anything besides exporting, so that a bundler may drop what an app
  // does not use (false for every one of ours: none runs anything on import).
  if (manifest.private !== true && manifest.sideEffects === undefined)
    problems.push(`${file}: sideEffects is not declared; every published package declares it`);
}

/** The chain of files a tsconfig extends, itself first. */
function extendsChain(file) {
  const chain = [];
  for (let current = file; current && !chain.includes(current);) {
    chain.push(current);
    const { config, error } = ts.readConfigFile(current, ts.sys.readFile);
    if (error)
      throw new Error(
        `${relative(root, current)}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`,
      );
    current = typeof config.extends === 'string' ? resolve(dirname(current), config.extends) : undefined;
  }
  return chain;
}

const copiedOut = (file) => outsideTheWorkspace.some((folder) => file.startsWith(folder));
for (const file of tracked('*tsconfig*.json').filter((f) => !copiedOut(f))) {
  const path = join(root, file);
  if (path !== base && !extendsChain(path).includes(base))
    problems.push(
      `${file}: extends: does not reach tsconfig.base.json; every package's settings start from it`,
    );
}

for (const line of problems) console.error(line);
if (problems.length > 0) process.exitCode = 1;
else
  console.log(
    'workspace: one engines range, sideEffects declared, every tsconfig extends tsconfig.base.json',
  );
