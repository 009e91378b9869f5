// What an npm install cost a project, measured one way wherever a test or a script reports it (the
// mock's footprint, the Storybook project, the generators' tools).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The packages npm installed into `dir` and the MB (MiB) its `node_modules` takes on disk (`du`).
 * The packages are npm's own record of what it installed, `node_modules/.package-lock.json`: the
 * lockfile also lists other platforms' optional packages.
 */
export function installCost(dir) {
  const modules = join(dir, 'node_modules');
  const installed = JSON.parse(readFileSync(join(modules, '.package-lock.json'), 'utf8')).packages;
  const kibibytes = Number(execFileSync('du', ['-sk', modules], { encoding: 'utf8' }).split('\t')[0]);
  return { packages: Object.keys(installed).length, megabytes: kibibytes / 1024 };
}
