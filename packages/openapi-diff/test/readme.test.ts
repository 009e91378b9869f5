import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fencedBlock } from '@dispute-api/test-support/markdown';
import { describe, expect, it } from 'vitest';
import { RULES } from '../src/index.js';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');

const block = (language: string) => fencedBlock(readme, language);

describe('README', () => {
  it('starts with an example whose printed output is the one shown', () => {
    expect(readme.indexOf('```js')).toBeLessThan(readme.indexOf('```sh'));
    if (!existsSync(join(packageDir, 'dist', 'index.js')))
      throw new Error('run the build first (turbo does)');
    // Run from the package directory, where the package can import itself by name.
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', block('js')], {
      cwd: packageDir,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(block('text').trim());
  });

  it('documents every rule id with its classification', () => {
    for (const [id, classification] of Object.entries(RULES)) {
      expect(readme).toContain(`| \`${id}\` | ${classification} |`);
    }
  });
});
