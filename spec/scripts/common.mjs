import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Version folders are named by release date; each has an openapi.yaml root. */
export function sourceVersions() {
  const versions = readdirSync(sourceDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\d{4}-\d{2}-\d{2}$/.test(d.name))
    .map((d) => d.name)
    .filter((v) => existsSync(join(sourceDir, v, 'openapi.yaml')))
    .sort();
  if (versions.length === 0) fail(`no <YYYY-MM-DD>/openapi.yaml under ${sourceDir}`);
  return versions;
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
