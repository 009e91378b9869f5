// The sandbox guide's recipes (apps/docs/guides/sandbox.md, "## Recipes") as a reader copies them,
// for the fresh projects of these tests (which install the public packages that tests/registry's
// packPublicPackages packs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '@dispute-api/registry-tests/src/packages.mjs';
import { fencedBlocks } from '@dispute-api/test-support/markdown';

const GUIDE = join(workspaceRoot, 'apps', 'docs', 'guides', 'sandbox.md');

/** The text of one `### heading` of the guide's "## Recipes", up to the next heading. */
function recipeSection(heading) {
  const recipes = fencedSection(readFileSync(GUIDE, 'utf8'));
  const start = recipes.indexOf(`\n### ${heading}\n`);
  if (start < 0) throw new Error(`${GUIDE} has no "### ${heading}" under "## Recipes"`);
  return recipes.slice(start).split(/\n#{2,3} /)[1];
}

/** The "## Recipes" section of the guide, up to the next `## ` heading. */
function fencedSection(guide) {
  const start = guide.indexOf('## Recipes\n');
  if (start < 0) throw new Error(`${GUIDE} has no "## Recipes" section`);
  const next = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, next < 0 ? undefined : next);
}

/**
 * The code blocks under a `###` heading of the guide's recipes, by the file each names on its first
 * line (`// src/main.tsx: …`): the recipe exactly as a reader copies it. `sh` blocks are the
 * commands, in `commands`.
 * @param {string} heading
 * @returns {{ files: Record<string, string>, commands: string[] }}
 */
export function guideRecipe(heading) {
  const blocks = fencedBlocks(recipeSection(heading));
  const files = {};
  for (const { language, text } of blocks.filter((block) => block.language !== 'sh')) {
    const path = /^\/\/ (\S+): /.exec(text)?.[1];
    if (!path) throw new Error(`a ${language} block under "${heading}" names no file on its first line`);
    files[path] = text;
  }
  if (Object.keys(files).length === 0) throw new Error(`the guide has no code block under "${heading}"`);
  const commands = blocks
    .filter((block) => block.language === 'sh')
    .flatMap((block) => block.text.split('\n'))
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  return { files, commands };
}

/** The packages the recipe's `npm i` lines install. */
export const packagesOf = (commands) =>
  commands
    .filter((line) => /^npm i(nstall)? /.test(line))
    .flatMap((line) => line.split(/\s+/).slice(2))
    .filter((word) => !word.startsWith('-'));
