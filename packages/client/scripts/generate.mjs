#!/usr/bin/env node
// Writes, for every version in spec/versions.json, from that version's bundle:
//   src/generated/<version>.ts  the types of its paths and schemas, by openapi-typescript
//   src/versions/<version>.ts   its entry module `@dispute-api/client/<version>`, by entry-template.mjs
// Usage:
//   node scripts/generate.mjs            regenerate the committed files (and drop those of unlisted versions)
//   node scripts/generate.mjs --check    regenerate in memory; exit 1 when a committed file differs or is extra
//   --out-dir <dir>                      read/write another folder instead of src/ (the tests use a copy)
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { refusesEveryValue } from '@dispute-api/openapi-model';
import { loadBundle } from '@dispute-api/spec/load';
import { VERSIONS } from '@dispute-api/spec/versions';
import openapiTS, { astToString, NEVER } from 'openapi-typescript';
import { renderEntry } from './entry-template.mjs';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const generatorVersion = require('openapi-typescript/package.json').version;

function header(version, what) {
  return `/**
 * GENERATED FILE, DO NOT EDIT.
 * ${what} of the ${version} bundle (@dispute-api/spec, spec/dist/${version}.json), written by
 * packages/client/scripts/generate.mjs${what === 'Types' ? ` with openapi-typescript ${generatorVersion}` : ''}.
 * After a spec change run \`pnpm --filter @dispute-api/client generate\`; \`lint\` fails while this is stale.
 */
`;
}

/** The files of one version, by path relative to the output folder. */
export async function render(version) {
  // Resolved through the package's exports, so this needs the spec built first (turbo's ^build).
  const bundlePath = require.resolve(`@dispute-api/spec/${version}.json`);
  // openapi-typescript types `false` as `never` but `{ not: {} }`, which says the same, as `unknown`.
  const transform = (schema) => (refusesEveryValue(schema) ? NEVER : undefined);
  const ast = await openapiTS(pathToFileURL(bundlePath), { silent: true, transform });
  const bundle = loadBundle(version);
  return {
    [join('generated', `${version}.ts`)]: `${header(version, 'Types')}\n${astToString(ast)}`,
    [join('versions', `${version}.ts`)]: `${header(version, 'Entry module')}${renderEntry(version, bundle)}`,
  };
}

function readOrNull(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Generated files of versions that are no longer listed. */
function extraFiles(outDir, expected) {
  return ['generated', 'versions'].flatMap((folder) => {
    let names = [];
    try {
      names = readdirSync(join(outDir, folder));
    } catch {
      // A missing folder holds nothing extra.
    }
    return names
      .map((name) => join(folder, name))
      .filter((file) => file.endsWith('.ts') && !expected.has(file));
  });
}

async function main() {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, 'out-dir': { type: 'string' } },
  });
  const outDir = resolve(values['out-dir'] ?? join(packageDir, 'src'));
  const files = Object.assign({}, ...(await Promise.all(VERSIONS.map(render))));
  const stale = [];
  for (const [name, text] of Object.entries(files)) {
    const file = join(outDir, name);
    if (readOrNull(file) === text) continue;
    if (values.check) {
      stale.push(relative(process.cwd(), file));
    } else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      process.stdout.write(`wrote ${relative(process.cwd(), file)}\n`);
    }
  }
  for (const name of extraFiles(outDir, new Set(Object.keys(files)))) {
    const file = join(outDir, name);
    if (values.check) {
      stale.push(`${relative(process.cwd(), file)} (no such version in spec/versions.json)`);
    } else {
      rmSync(file);
      process.stdout.write(`removed ${relative(process.cwd(), file)}\n`);
    }
  }
  if (stale.length > 0) {
    process.stderr.write(
      `generated code is stale: ${stale.join(', ')}\nrun \`pnpm --filter @dispute-api/client generate\` and commit the result\n`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
