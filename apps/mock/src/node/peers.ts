// Optional peer dependencies. Prism is one: the sandbox never loads it, and a project that installs the
// mock for the sandbox should not get Prism's hundred-odd packages with it. The static mode loads it
// here; when it is not installed, the start fails with the command that installs the versions this
// package is tested with (its own peer ranges).
import { createRequire } from 'node:module';
import { StartupError } from '../core/errors.js';

const PRISM_PACKAGES = ['@stoplight/prism-http', '@stoplight/prism-core'];

/** `npm i -D …` for the Prism packages, at this package's peer versions. */
export function prismInstallCommand(): string {
  // Two folders up from src/node/ and from dist/node/ alike.
  const manifest = createRequire(import.meta.url)('../../package.json') as {
    peerDependencies: Record<string, string>;
  };
  const specs = PRISM_PACKAGES.map((name) => `${name}@${manifest.peerDependencies[name]}`);
  return `npm i -D ${specs.join(' ')}`;
}

/** Runs `load` (the static mode's import); a missing Prism becomes a StartupError saying what to install. */
export async function loadWithPrism<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    const missing =
      code === 'ERR_MODULE_NOT_FOUND' &&
      typeof message === 'string' &&
      PRISM_PACKAGES.some((name) => message.includes(`'${name}'`));
    if (!missing) throw error;
    throw new StartupError(
      `the static mode (--static) needs Prism, an optional peer dependency that is not installed; run: ${prismInstallCommand()}`,
    );
  }
}

/**
 * Runs `load`, the import of a module that needs the optional peer `name` (prom-client for
 * metrics); a missing one becomes a StartupError naming what needs it and the command that installs it.
 */
export async function loadPeer<T>(name: string, neededBy: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (code !== 'ERR_MODULE_NOT_FOUND' || typeof message !== 'string' || !message.includes(`'${name}'`))
      throw error;
    throw new StartupError(
      `${neededBy} needs ${name}, an optional peer dependency that is not installed; run: npm i ${name}`,
    );
  }
}
