// The fenced blocks of a README or a guide, which their tests run, or compare with what a command prints.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The path of a guide of the docs site, `apps/docs/guides/<slug>.md`. The guides show the code of the
 * packages, so the tests of those packages run their blocks; read from the checkout, since the docs
 * package depends on the packages it documents and they cannot depend on it.
 */
export function guideFile(slug) {
  return fileURLToPath(new URL(`../../../apps/docs/guides/${slug}.md`, import.meta.url));
}

/** The Markdown of a guide of the docs site. */
export function readGuide(slug) {
  return readFileSync(guideFile(slug), 'utf8');
}

/** The fenced blocks of `markdown` in order; with `heading`, only those of that `## ` section. */
export function fencedBlocks(markdown, heading) {
  const at = heading === undefined ? 0 : markdown.indexOf(`\n## ${heading}\n`);
  if (at < 0) throw new Error(`no "## ${heading}" section`);
  // The section ends where the next one starts (its `### ` subsections are part of it).
  const next = heading === undefined ? -1 : markdown.indexOf('\n## ', at + 1);
  const section = markdown.slice(at, next < 0 ? undefined : next);
  return [...section.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map(([, language, text]) => ({
    language,
    text,
  }));
}

/** The text of the first block in `language` of `markdown`, or of its `## heading` section. */
export function fencedBlock(markdown, language, heading) {
  const block = fencedBlocks(markdown, heading).find((found) => found.language === language);
  if (block === undefined)
    throw new Error(`no \`\`\`${language} block${heading ? ` in "## ${heading}"` : ''}`);
  return block.text;
}
