import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as exported from '../src/index.js';

const packageDir = new URL('..', import.meta.url);
const readme = readFileSync(new URL('README.md', packageDir), 'utf8');
// The README opens with its example, then "prints" and what it prints.
const [, example, printed] = /```js\n([\s\S]*?)```\s+prints\s+```text\n([\s\S]*?)```/.exec(readme) ?? [];

describe('README', () => {
  it('opens with an example whose printed output is the one shown', () => {
    expect(example, 'a ```js block, "prints", a ```text block').toBeDefined();
    if (!existsSync(new URL('dist/index.js', packageDir)))
      throw new Error('run the build first (turbo does)');
    // Run in the package folder, where the example's import of the package by its name resolves.
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', example!], {
      cwd: packageDir,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(printed);
  });

  it('names every runtime export', () => {
    for (const name of Object.keys(exported)) expect(readme).toContain(`\`${name}`);
  });
});
