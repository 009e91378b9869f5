// Where the node server finds the bundles: the spec package's own, or with `--spec-dir` the
// `<version>.json` files of a folder, both read by the spec package's one loader; and how it
// validates against a bundle the spec package did not build.
import { loadBundle } from '@dispute-api/spec/load';
import { generatedValidators } from '@dispute-api/spec/validators';
import type { EngineOptions } from '../core/engine.js';
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

/**
 * Ajv's compiler, when a bundle is not one the spec package built (an edited one in `--spec-dir`):
 * the spec package's own come with generated validators, so Ajv is loaded only when one needs it.
 */
export async function validatorCompiler(
  bundles: Record<string, Bundle>,
): Promise<Pick<EngineOptions, 'compileValidators'>> {
  if (Object.values(bundles).every((bundle) => generatedValidators(bundle) !== undefined)) return {};
  return { compileValidators: (await import('@dispute-api/spec/schema')).compileValidators };
}
