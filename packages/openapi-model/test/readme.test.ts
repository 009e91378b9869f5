import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as exported from '../src/index.js';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');

function block(language: string): string {
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(readme);
  if (!match) throw new Error(`README has no ${language} block`);
  return match[1]!;
}

describe('README', () => {
  it('starts with an example whose printed output is the one shown', () => {
    expect(readme.indexOf('```js')).toBeLessThan(readme.indexOf('```text'));
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

  it('names every runtime export', () => {
    for (const name of Object.keys(exported)) expect(readme).toContain(`\`${name}`);
  });
});
