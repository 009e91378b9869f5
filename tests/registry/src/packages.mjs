// The workspace's public packages as their users get them: found by `private` in each package.json
// (so a package made public is checked without an edit here), packed with `pnpm pack`, which
// rewrites `workspace:` ranges to the versions being published.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The workspace root: this file is tests/registry/src/packages.mjs. */
export const workspaceRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * `{ name, version, dir, manifest }` of every workspace package that is not private.
 * @returns {Promise<{ name: string, version: string, dir: string, manifest: Record<string, unknown> }[]>}
 */
export async function publicPackages() {
  const { stdout } = await run('pnpm', ['-r', 'ls', '--depth', '-1', '--json'], { cwd: workspaceRoot });
  return JSON.parse(stdout)
    .filter((p) => p.private === false)
    .map((p) => ({
      name: p.name,
      version: p.version,
      dir: p.path,
      manifest: JSON.parse(readFileSync(join(p.path, 'package.json'), 'utf8')),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Packs one package into `destination`; resolves to the tarball's path.
 * @param {{ dir: string }} pkg
 * @param {string} destination
 * @returns {Promise<string>}
 */
export async function pack(pkg, destination) {
  const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', destination], {
    cwd: pkg.dir,
  });
  return JSON.parse(stdout).filename;
}

/**
 * Packs every public package into `dir`, one at a time (each pack takes a core); resolves to the
 * tarballs' paths.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function packPublicPackages(dir) {
  mkdirSync(dir, { recursive: true });
  const tarballs = [];
  for (const pkg of await publicPackages()) tarballs.push(await pack(pkg, dir));
  return tarballs;
}

/** The paths inside a tarball, without npm's leading `package/`. */
export async function tarballFiles(tarball) {
  const { stdout } = await run('tar', ['-tzf', tarball]);
  return stdout
    .split('\n')
    .filter((line) => line && !line.endsWith('/'))
    .map((line) => line.replace(/^package\//, ''))
    .sort();
}

/** The manifest inside a tarball, as the registry will serve it. */
export async function tarballManifest(tarball) {
  const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json']);
  return JSON.parse(stdout);
}
