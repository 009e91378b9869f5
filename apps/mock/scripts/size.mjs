#!/usr/bin/env node
// Measures what the MSW entry (`@dispute-api/mock/msw`) costs a browser bundle: esbuild bundles and
// minifies it for the browser, both versions' bundles and their validators included (msw itself is
// the app's own dependency, so it stays outside), then node:zlib gzips the result. Without code
// splitting, whatever the entry imports lazily (`import()`) lands in the same file and is counted.
//   node scripts/size.mjs    prints `msw entry: <min> B min, <gz> B min+gz (limit <LIMIT> B)`
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** 60 kB: issue #24's budget for the browser part of the sandbox. */
export const LIMIT_BYTES = 61_440;
const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));

/** The browser build of the MSW entry; `external` is what the app brings itself. */
export async function bundleMswEntry(options = {}) {
  const result = await build({
    entryPoints: [join(packageDir, 'src', 'msw', 'index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['msw'],
    write: false,
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles[0].contents;
}

export async function measure() {
  const code = await bundleMswEntry();
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { minified, gzipped } = await measure();
  process.stdout.write(`msw entry: ${minified} B min, ${gzipped} B min+gz (limit ${LIMIT_BYTES} B)\n`);
  process.exitCode = gzipped > LIMIT_BYTES ? 1 : 0;
}
