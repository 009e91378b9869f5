// Where the docs build reads its inputs and writes the site. The inputs come from the
// @dispute-api/spec package (resolved like any dependency), never from a path into spec/.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSIONS } from '@dispute-api/spec/versions';

export const docsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const siteDir = join(docsDir, 'dist');

const require = createRequire(import.meta.url);
/** The spec package's build output: bundles, change reports, CHANGELOG.md. */
export const specDistDir = join(dirname(require.resolve('@dispute-api/spec/package.json')), 'dist');

const REPORT_FILE = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})\.json$/;

/**
 * The versions of the spec package's list, oldest first, each with its bundle; the last one is
 * the current version, since versions are named by release date.
 * @param {string} [dir]
 * @returns {string[]}
 */
export function specVersions(dir = specDistDir) {
  const versions = [...VERSIONS].reverse();
  const unbuilt = versions.find((version) => !existsSync(join(dir, `${version}.json`)));
  if (unbuilt !== undefined) throw new Error(`no bundle of version ${unbuilt} in ${dir}; run \`pnpm build\``);
  return versions;
}

/**
 * Change reports between consecutive versions, newest first.
 * @param {string} [dir]
 * @returns {{ base: string, head: string, json: string, markdown: string }[]}
 */
export function changeReportFiles(dir = specDistDir) {
  const changesDir = join(dir, 'changes');
  return readdirSync(changesDir)
    .map((name) => REPORT_FILE.exec(name))
    .filter((m) => m !== null)
    .map(([name, base, head]) => ({
      base: /** @type {string} */ (base),
      head: /** @type {string} */ (head),
      json: join(changesDir, name),
      markdown: join(changesDir, name.replace(/\.json$/, '.md')),
    }))
    .sort((a, b) => b.head.localeCompare(a.head));
}
