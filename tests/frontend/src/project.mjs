// The sandbox guide's recipes (apps/docs/guides/sandbox.md) as a reader copies them, for the fresh
// projects of these tests (which install the public packages that tests/registry's packPublicPackages packs).
import { readGuide } from '@dispute-api/test-support/markdown';

/**
 * The `js` blocks under a `###` heading of the sandbox guide, by the file each names on its first
 * line (`// src/main.js: …`): the recipe exactly as a reader copies it.
 * @param {string} heading
 * @returns {Record<string, string>}
 */
export function guideRecipe(heading) {
  const readme = readGuide('sandbox');
  const start = readme.indexOf(`### ${heading}\n`);
  if (start < 0) throw new Error(`apps/docs/guides/sandbox.md has no heading "${heading}"`);
  const section = readme.slice(start).split(/\n#{2,3} /)[0];
  const blocks = [...section.matchAll(/```js\n(\/\/ (\S+): [^\n]*\n[\s\S]*?)```/g)];
  if (blocks.length === 0) throw new Error(`apps/docs/guides/sandbox.md has no js block under "${heading}"`);
  return Object.fromEntries(blocks.map((block) => [block[2], block[1]]));
}
