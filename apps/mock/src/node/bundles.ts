// Where the node server finds the bundles: the spec package's own, or with `--spec-dir` the
// `<version>.json` files of a folder, both read by the spec package's one loader.
import { loadBundle } from '@dispute-api/spec/load';
import { StartupError } from '../core/errors.js';
import type { Bundle } from '../core/versions.js';

export function loadBundles(versions: readonly string[], specDir?: string): Promise<Record<string, Bundle>> {
  const bundles: Record<string, Bundle> = {};
  try {
    for (const version of versions) bundles[version] = loadBundle(version, specDir);
  } catch (error) {
    // The loader's one line names the version and the file.
    return Promise.reject(new StartupError((error as Error).message));
  }
  return Promise.resolve(bundles);
}
