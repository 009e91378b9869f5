// The mock README's recipes as a reader copies them, for the fresh projects of these tests (which
// install the public packages that tests/registry's packPublicPackages packs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '@dispute-api/registry-tests/src/packages.mjs';

/**
 * The `js` blocks under a `###` heading of the mock README, by the file each names on its first
 * line (`// src/main.js: …`): the recipe exactly as a reader copies it.
 * @param {string} heading
 * @returns {Record<string, string>}
 */
export function readmeRecipe(heading) {
  const readme = readFileSync(join(workspaceRoot, 'apps', 'mock', 'README.md'), 'utf8');
  const start = readme.indexOf(`### ${heading}\n`);
  if (start < 0) throw new Error(`apps/mock/README.md has no heading "${heading}"`);
  const section = readme.slice(start).split(/\n#{2,3} /)[0];
  const blocks = [...section.matchAll(/```js\n(\/\/ (\S+): [^\n]*\n[\s\S]*?)```/g)];
  if (blocks.length === 0) throw new Error(`apps/mock/README.md has no js block under "${heading}"`);
  return Object.fromEntries(blocks.map((block) => [block[2], block[1]]));
}
