// Installs the generators of tools/package.json with npm into tools/node_modules, outside the pnpm
// workspace, and prints what the install cost. An install whose lockfile is unchanged is kept.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installCost } from '@dispute-api/test-support/install-cost';

const toolsDir = fileURLToPath(new URL('../tools/', import.meta.url));
const modules = join(toolsDir, 'node_modules');
const stamp = join(modules, '.lockfile-sha256');
const lockHash = createHash('sha256')
  .update(readFileSync(join(toolsDir, 'package-lock.json')))
  .digest('hex');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) {
  console.log('generator tools: installed, lockfile unchanged');
} else {
  const started = performance.now();
  // No install script is needed: esbuild's only checks the binary that npm already installs as
  // its platform package, @scarf/scarf's reports telemetry, es5-ext's prints a notice.
  const npm = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: toolsDir,
    stdio: 'inherit',
  });
  if (npm.status !== 0) {
    console.error(`tests/generators/tools: npm ci failed (exit ${npm.status ?? npm.error?.message})`);
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { packages, megabytes } = installCost(toolsDir);
  console.log(
    `generator tools: npm ci of ${packages} packages, ${megabytes.toFixed(0)} MB in node_modules, ${seconds} s`,
  );
  writeFileSync(stamp, lockHash);
}
