#!/usr/bin/env node
// Measures what the MSW entry (`@dispute-api/mock/msw`) costs a browser bundle: esbuild bundles and
// minifies it for the browser, every version's bundle and its validators included (msw itself is
// the app's own dependency, so it stays outside), then node:zlib gzips the result. Without code
// splitting, whatever the entry imports lazily (`import()`) lands in the same file and is counted.
// The control panel (`@dispute-api/mock/msw/panel`) is an entry of its own, measured alone and as
// what it adds to an app that has the MSW entry already (the modules they share counted once); it
// takes the versions' operations from the sandbox's handle, so alone it stays within a few kB.
//   node scripts/size.mjs    prints `msw entry: <min> B min, <gz> B min+gz (limit <LIMIT> B)`
//                            and `panel entry: <gz> B min+gz alone (limit <PANEL_LIMIT> B), <gz> B
//                            more beside the msw entry`; exits 1 when either is over its limit
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { VERSIONS } from '@dispute-api/spec/versions';

/**
 * 60 kB: the budget set for the browser part of the sandbox with the two versions published when it
 * was set, what an app's bundle pays for it. Each version added later brings its own bundle and
 * validators (about 21 kB for a copy of 2025-04-01, `pnpm version:add`), and gets 24 kB more.
 */
export const LIMIT_BYTES = 61_440 + Math.max(0, VERSIONS.length - 2) * 24_576;
/** 6 kB: the panel alone is its markup, styles and the control UI; no bundle, model or validator. */
export const PANEL_LIMIT_BYTES = 6_144;
const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const [mswEntry, panelEntry] = ['index.ts', 'panel.ts'].map((file) => join(packageDir, 'src', 'msw', file));

/** The browser build of the MSW entry; `external` is what the app brings itself. */
export async function bundleMswEntry(options = {}) {
  const result = await build({
    entryPoints: [mswEntry],
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

/** The browser build of the panel entry alone. */
export const bundlePanelEntry = () => bundleMswEntry({ entryPoints: [panelEntry] });

/** Bytes once gzipped, as a server would send them. */
export const gzipped = (code) => gzipSync(code, { level: 9 }).length;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const both = `export * from ${JSON.stringify(mswEntry)}; export * from ${JSON.stringify(panelEntry)};`;
  const [msw, panel, together] = await Promise.all([
    bundleMswEntry(),
    bundlePanelEntry(),
    bundleMswEntry({ entryPoints: undefined, stdin: { contents: both, resolveDir: packageDir } }),
  ]);
  const [mswGz, panelGz] = [gzipped(msw), gzipped(panel)];
  process.stdout.write(`msw entry: ${msw.length} B min, ${mswGz} B min+gz (limit ${LIMIT_BYTES} B)\n`);
  process.stdout.write(
    `panel entry: ${panelGz} B min+gz alone (limit ${PANEL_LIMIT_BYTES} B), ${gzipped(together) - mswGz} B more beside the msw entry\n`,
  );
  process.exitCode = mswGz > LIMIT_BYTES || panelGz > PANEL_LIMIT_BYTES ? 1 : 0;
}
