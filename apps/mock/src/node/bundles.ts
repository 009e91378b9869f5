// Where the node server finds the bundles: the spec package's (`@dispute-api/spec/bundles`, JSON
// modules, parsed once on import), or with `--spec-dir` the `<version>.json` files of a folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../core/errors.js';
import type { Bundle } from '../core/versions.js';

export async function loadBundles(
  versions: readonly string[],
  specDir?: string,
): Promise<Record<string, Bundle>> {
  if (specDir === undefined) {
    const { BUNDLES } = await import('@dispute-api/spec/bundles');
    for (const version of versions) {
      if (!BUNDLES[version])
        throw new StartupError(
          `the spec package has no bundle of version ${version} (run \`pnpm build\` first)`,
        );
    }
    return BUNDLES;
  }
  const bundles: Record<string, Bundle> = {};
  for (const version of versions) {
    const file = join(specDir, `${version}.json`);
    if (!existsSync(file))
      throw new StartupError(
        `the bundle of version ${version} is missing: ${file} (run \`pnpm build\` first)`,
      );
    try {
      bundles[version] = JSON.parse(readFileSync(file, 'utf8')) as Bundle;
    } catch (error) {
      throw new StartupError(
        `the bundle of version ${version} is not valid JSON: ${file}: ${(error as Error).message}`,
      );
    }
  }
  return bundles;
}
