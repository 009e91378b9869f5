// The one reader of a version's bundle from disk (Node): the contract checks, the spec's tests and
// scripts, the mock's server, the docs build and the client generator load bundles through it.
// Browsers get the bundles as JSON modules instead (`@dispute-api/spec/bundles`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ownDist = fileURLToPath(new URL('./dist/', import.meta.url));
const bundles = new Map();

/**
 * The parsed JSON bundle of a version, read once per file: this package's `dist/<version>.json`, or
 * `<dir>/<version>.json`. Throws one line naming the file when it is missing or not JSON.
 */
export function loadBundle(version, dir = ownDist) {
  const file = join(dir, `${version}.json`);
  if (!bundles.has(file)) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`the bundle of version ${version} is missing: ${file} (run \`pnpm build\` first)`, {
        cause: error,
      });
    }
    try {
      bundles.set(file, JSON.parse(text));
    } catch (error) {
      throw new Error(`the bundle of version ${version} is not valid JSON: ${file}: ${error.message}`, {
        cause: error,
      });
    }
  }
  return bundles.get(file);
}
