#!/usr/bin/env node
// Measures what each version's entry point costs a browser bundle: esbuild bundles and minifies it
// (openapi-fetch included, tree-shaken as an app bundler would), then node:zlib gzips the result.
// The versions are those of spec/versions.json.
//   node scripts/size.mjs    prints `<version>: <min> B min, <gz> B min+gz (limit <LIMIT> B)` per version
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { VERSIONS } from '@dispute-api/spec/versions';
import { build } from 'esbuild';

export const LIMIT_BYTES = 8_000;

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));

export async function measure(version) {
  const result = await build({
    entryPoints: [join(packageDir, 'src', 'versions', `${version}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    // Neutral: a node: import would fail here instead of reaching browsers and edge runtimes.
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { version, minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let over = false;
  for (const version of VERSIONS) {
    const { minified, gzipped } = await measure(version);
    over ||= gzipped > LIMIT_BYTES;
    process.stdout.write(`${version}: ${minified} B min, ${gzipped} B min+gz (limit ${LIMIT_BYTES} B)\n`);
  }
  process.exitCode = over ? 1 : 0;
}
