#!/usr/bin/env node
// Measures what one version's entry point costs a browser bundle: esbuild bundles and minifies it
// (openapi-fetch included, tree-shaken as an app bundler would), then node:zlib gzips the result.
//   node scripts/size.mjs    prints `<entry>: <min> B min, <gz> B min+gz (limit <LIMIT> B)` per entry
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const LIMIT_BYTES = 8_000;
export const ENTRIES = ['2025-04-01', '2024-03-18'];

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));

export async function measure(version) {
  const result = await build({
    entryPoints: [join(packageDir, 'src', `${version}.ts`)],
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
  for (const version of ENTRIES) {
    const { minified, gzipped } = await measure(version);
    over ||= gzipped > LIMIT_BYTES;
    process.stdout.write(`${version}: ${minified} B min, ${gzipped} B min+gz (limit ${LIMIT_BYTES} B)\n`);
  }
  process.exitCode = over ? 1 : 0;
}
