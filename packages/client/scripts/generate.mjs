#!/usr/bin/env node
// Writes src/generated/<version>.ts from the spec's bundles with openapi-typescript.
//   node scripts/generate.mjs            regenerate the committed files
//   node scripts/generate.mjs --check    regenerate in memory; exit 1 when a committed file differs
//   --out-dir <dir>                      read/write another folder (the tests use it on a copy)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';

export const VERSIONS = ['2025-04-01', '2024-03-18'];

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const generatorVersion = require('openapi-typescript/package.json').version;

function header(version) {
  return `/**
 * GENERATED FILE, DO NOT EDIT.
 * Types of the ${version} bundle (@dispute-api/spec, spec/dist/${version}.json), written by
 * openapi-typescript ${generatorVersion} through packages/client/scripts/generate.mjs.
 * After a spec change run \`pnpm --filter @dispute-api/client generate\`; \`lint\` fails while this is stale.
 */

`;
}

export async function render(version) {
  // Resolved through the package's exports, so this needs the spec built first (turbo's ^build).
  const bundle = require.resolve(`@dispute-api/spec/${version}.json`);
  const ast = await openapiTS(pathToFileURL(bundle), { silent: true });
  return header(version) + astToString(ast);
}

async function main() {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, 'out-dir': { type: 'string' } },
  });
  const outDir = resolve(values['out-dir'] ?? join(packageDir, 'src', 'generated'));
  const stale = [];
  for (const version of VERSIONS) {
    const file = join(outDir, `${version}.ts`);
    const text = await render(version);
    let current = null;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // A missing file is simply stale.
    }
    if (current === text) continue;
    if (values.check) {
      stale.push(relative(process.cwd(), file));
    } else {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(file, text);
      process.stdout.write(`wrote ${relative(process.cwd(), file)}\n`);
    }
  }
  if (stale.length > 0) {
    process.stderr.write(
      `generated types are stale: ${stale.join(', ')}\nrun \`pnpm --filter @dispute-api/client generate\` and commit the result\n`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
