#!/usr/bin/env node
// `pnpm run docs [--port N] [--base /path/]`: serves the built site (apps/docs/dist) on 127.0.0.1,
// port 4020 by default, at the root or under a sub-path (the site's links are all relative).
// (`pnpm docs` without `run` is npm's own `docs` command, which pnpm passes through.)
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { siteDir } from './paths.mjs';
import { DEFAULT_HOST, DEFAULT_PORT, normalizeBase, startDocsServer } from './server.mjs';

/**
 * @param {string[]} argv
 * @returns {{ port: number, base: string }}
 */
export function parseServeArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, base: { type: 'string' } },
    strict: true,
  });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0 to 65535, got ${values.port}`);
  return { port, base: normalizeBase(values.base ?? '/') };
}

async function main() {
  let port, base;
  try {
    ({ port, base } = parseServeArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(
      `docs: ${/** @type {Error} */ (error).message}\nusage: pnpm run docs [--port N] [--base /path/]`,
    );
    process.exit(2);
  }
  if (!existsSync(join(siteDir, 'index.html'))) {
    console.error(`docs: no site in ${siteDir}; run \`pnpm build\` first`);
    process.exit(1);
  }
  const { url, close } = await startDocsServer({ root: siteDir, port, host: DEFAULT_HOST, base });
  // Before the line that says where it serves: whoever reads it may stop it at once, and a signal
  // that came before its handler would end the process by the signal instead of with 0. `on`, with
  // one stop, so that a second Ctrl-C (the terminal's and pnpm's) finds the stop under way.
  let stopping = false;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void close().then(() => process.exit(0));
    });
  }
  console.log(`docs: serving ${siteDir} at ${url}`);
}

// Imported (by tests or by a script that starts several servers), it only exports.
const runDirectly =
  process.argv[1] !== undefined && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url;
if (runDirectly) await main();
