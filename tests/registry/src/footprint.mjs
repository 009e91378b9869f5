#!/usr/bin/env node
// What `npm i -D @dispute-api/mock` costs a frontend project: packs and publishes the public
// packages to a local registry, then installs the mock alone in a fresh folder, first with an empty
// npm cache (a first install: every other package comes through the registry's uplink), then again
// in another fresh folder with that cache warm; then adds, in the warm folder, the Prism packages
// that only `--static` needs (optional peers of the mock, at its peer versions). Prints seconds,
// packages and MB on disk of each.
// Network-bound, so a script to run by hand (`pnpm --filter @dispute-api/registry-tests footprint`),
// not a test.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { installCost } from '@dispute-api/test-support/install-cost';
import { installProject } from './consumer.mjs';
import { packPublicPackages } from './packages.mjs';
import { exec, npmEnv, publish, startRegistry, upstreamRegistry } from './registry.mjs';

/** Seconds, packages installed and MB on disk of a project's install. */
function measure(dir, seconds) {
  const { packages, megabytes } = installCost(dir);
  return `${seconds.toFixed(1)} s, ${packages} packages, ${megabytes.toFixed(1)} MB on disk`;
}

const root = scratchDir('dispute-api-footprint');
const registry = await startRegistry(join(root, 'registry'), await upstreamRegistry());
try {
  const tarballs = await packPublicPackages(join(root, 'tarballs'));
  await publish(registry, tarballs, join(root, 'tarballs'));

  const env = { ...npmEnv(registry, root), npm_config_cache: join(root, 'npm-cache') };
  for (const cache of ['cold', 'warm']) {
    const dir = join(root, `frontend-${cache}`);
    mkdirSync(dir);
    const { seconds } = await installProject(
      dir,
      `frontend-${cache}`,
      ['--save-dev', '@dispute-api/mock'],
      env,
    );
    console.log(`mock install (${cache} npm cache): ${measure(dir, seconds)}`);
  }
  const dir = join(root, 'frontend-warm');
  const mock = JSON.parse(readFileSync(join(dir, 'node_modules/@dispute-api/mock/package.json'), 'utf8'));
  const prism = Object.entries(mock.peerDependencies)
    .filter(([name]) => name.startsWith('@stoplight/'))
    .map(([name, version]) => `${name}@${version}`);
  const started = performance.now();
  await exec('npm', ['install', '--save-dev', ...prism], { cwd: dir, env });
  const seconds = (performance.now() - started) / 1000;
  console.log(`then the Prism peers for --static (${prism.join(' ')}): ${measure(dir, seconds)}`);
} finally {
  await registry.close();
  rmSync(root, { recursive: true, force: true });
}
