import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSIONS } from '../versions.mjs';

export const specDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = join(specDir, 'dist');
export const sourceDir = specDir;

// Set here rather than in turbo.json so it holds however the script is started.
const quietEnv = {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  DO_NOT_TRACK: '1',
};

/**
 * The versions of versions.json, oldest first, each checked to have its source folder. A dated
 * folder that the list leaves out is an error too: it would silently go unbuilt and unpublished.
 */
export function sourceVersions() {
  const folders = readdirSync(sourceDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d{4}-\d{2}-\d{2}$/.test(d.name))
    .map((d) => d.name);
  const unlisted = folders.filter((folder) => !VERSIONS.includes(folder)).sort();
  if (unlisted.length > 0) {
    fail(
      `spec/${unlisted[0]}/ is not listed in spec/versions.json: add it there (pnpm version:add makes both) or remove the folder`,
    );
  }
  const missing = VERSIONS.filter((version) => !existsSync(sourceRoot(version)));
  if (missing.length > 0)
    fail(`spec/versions.json lists ${missing[0]}, but spec/${missing[0]}/openapi.yaml does not exist`);
  return [...VERSIONS].reverse();
}

export const sourceRoot = (version) => join(sourceDir, version, 'openapi.yaml');

/** Runs a dependency's CLI with node directly, so PATH does not matter. */
export function runBin(pkg, bin, args) {
  const require = createRequire(join(specDir, 'package.json'));
  const pkgJsonPath = require.resolve(`${pkg}/package.json`);
  const binField = JSON.parse(readFileSync(pkgJsonPath, 'utf8')).bin;
  const binPath = join(dirname(pkgJsonPath), typeof binField === 'string' ? binField : binField[bin]);
  const { status, error } = spawnSync(process.execPath, [binPath, ...args], {
    cwd: specDir,
    stdio: 'inherit',
    env: { ...process.env, ...quietEnv },
  });
  if (error) throw error;
  return status ?? 1;
}

export function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}
