#!/usr/bin/env node
// Writes src/generated/version-types.ts: for every version in spec/versions.json, the client's
// operation types (`@dispute-api/client/<version>`, generated from the same bundle) and the sandbox
// shape the version is detected as, whose collections say which read shows a record of each. From
// these two, src/msw/typed.ts derives the types of `createSandbox`'s own data and scenarios, so that
// no record type is written by hand. The shape is detected by the mock's own code (shapes.ts), run
// from source through esbuild, so this needs no build of the mock.
// Usage:
//   node scripts/generate-types.mjs          regenerate the committed file
//   node scripts/generate-types.mjs --check  exit 1 when the committed file differs (the mock's lint)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BUNDLES } from '@dispute-api/spec/bundles';
import { VERSIONS } from '@dispute-api/spec/versions';
import { build } from 'esbuild';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const target = join(packageDir, 'src', 'generated', 'version-types.ts');

/** The mock's shape registry, bundled from source into memory and imported from there. */
async function loadShapes() {
  const result = await build({
    entryPoints: [join(packageDir, 'src', 'core', 'sandbox', 'shapes.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.from(result.outputFiles[0].contents).toString('base64');
  return import(`data:text/javascript;base64,${code}`);
}

/** A shape's name (`paged-disputes`) is its folder under core/sandbox/ and, in camel case, its export. */
const exportOf = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const alias = (version) => `Operations_${version.replaceAll('-', '_')}`;

export async function render() {
  const { shapeOf } = await loadShapes();
  const shapes = VERSIONS.map((version) => shapeOf({ version, document: BUNDLES[version] }).name);
  const used = [...new Set(shapes)].sort();
  const lines = [
    '/**',
    ' * GENERATED FILE, DO NOT EDIT.',
    ' * Each version: its operations as the client types them, and the sandbox shape it is detected as,',
    ' * written by apps/mock/scripts/generate-types.mjs. After a spec or shape change run',
    ' * `pnpm --filter @dispute-api/mock generate`; `lint` fails while this is stale.',
    ' */',
    ...VERSIONS.map((v) => `import type { operations as ${alias(v)} } from '@dispute-api/client/${v}';`),
    ...used.map((name) => `import type { ${exportOf(name)} } from '../core/sandbox/${name}/index.js';`),
    '',
    "/** By version: `operations`, the client's operation types; `collections`, its sandbox shape's. */",
    'export interface VersionTypes {',
    ...VERSIONS.flatMap((v, i) => [
      `  '${v}': {`,
      `    operations: ${alias(v)};`,
      `    collections: (typeof ${exportOf(shapes[i])})['collections'];`,
      '  };',
    ]),
    '}',
    '',
  ];
  return lines.join('\n');
}

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const text = await render();
let current = null;
try {
  current = readFileSync(target, 'utf8');
} catch {
  // Not written yet.
}
if (current === text) process.exit(0);
if (values.check) {
  process.stderr.write(
    `generated code is stale: ${relative(process.cwd(), target)}\nrun \`pnpm --filter @dispute-api/mock generate\` and commit the result\n`,
  );
  process.exitCode = 1;
} else {
  writeFileSync(target, text);
  process.stdout.write(`wrote ${relative(process.cwd(), target)}\n`);
}
