// What an install cost is counted from: npm's record of what it installed (not the lockfile, which
// also lists packages for other platforms) and the size of node_modules on disk.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../src/cleanup.mjs';
import { installCost } from '../src/install-cost.mjs';

const project = scratchDir('install-cost');
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('installCost', () => {
  it('counts the packages npm installed and the megabytes of node_modules', () => {
    const packages = (...names: string[]) =>
      JSON.stringify({ packages: Object.fromEntries(names.map((name) => [`node_modules/${name}`, {}])) });
    writeFileSync(join(project, 'package-lock.json'), packages('a', 'b', '@esbuild/darwin-arm64'));
    mkdirSync(join(project, 'node_modules/a'), { recursive: true });
    writeFileSync(join(project, 'node_modules/.package-lock.json'), packages('a', 'b'));
    writeFileSync(join(project, 'node_modules/a/index.js'), randomBytes(10 * 1024 * 1024));

    const cost = installCost(project);
    expect(cost.packages).toBe(2);
    // MiB: the 10 MiB file and a few KiB of folders and records, where MB of 10^6 bytes would be 10.5.
    expect(cost.megabytes).toBeGreaterThanOrEqual(10);
    expect(cost.megabytes).toBeLessThan(10.2);
  });
});
