// The guides as the build reads and renders them, and their pages in the built site.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { describe, expect, it } from 'vitest';
import { GUIDES, guideHref, guidePath, readGuides, renderGuide } from '../src/guides.mjs';
import { siteDir, specVersions } from '../src/paths.mjs';

const guide = (markdown: string) => renderGuide({ slug: 'g', reader: 'Readers', markdown });

describe('readGuides', () => {
  const folder = (files: Record<string, string>) => {
    const dir = scratchDir('guides');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  const every = Object.fromEntries(GUIDES.map((g) => [`${g.slug}.md`, `# ${g.slug}\n\nText.\n`]));

  it('reads every listed guide, in the listed order', () => {
    expect(readGuides(folder(every)).map((g) => g.slug)).toEqual(GUIDES.map((g) => g.slug));
  });

  it('refuses a guide that is not listed, and a listed guide without its file', () => {
    expect(() => readGuides(folder({ ...every, 'extra.md': '# Extra\n' }))).toThrow(
      'guides: extra.md is not listed in GUIDES (src/guides.mjs)',
    );
    const { 'sandbox.md': _dropped, ...withoutSandbox } = every;
    expect(() => readGuides(folder(withoutSandbox))).toThrow(/^guides: no sandbox\.md in /);
  });
});

describe('renderGuide', () => {
  it('takes the title and the opening paragraph, what the reader will have at the end', () => {
    const { title, lead } = guide('# A guide\n\nAt the end you will have `a thing`.\n\n## Step\n');
    expect(title).toBe('A guide');
    expect(lead).toBe('At the end you will have `a thing`.');
  });

  it('refuses a guide without a title, or without its opening paragraph', () => {
    expect(() => guide('Text first.\n')).toThrow('guides: g.md does not open with a # title');
    expect(() => guide('# Title\n\n## Section\n')).toThrow(/g\.md: the title is not followed by a paragraph/);
  });

  it("gives headings GitHub's anchors, repeated ones numbered", () => {
    const { html, headings } = guide(
      '# T\n\nLead.\n\n## In the browser (Vite), in development only\n\n### The `handle`\n\n### The `handle`\n',
    );
    expect(headings.map((h) => h.id)).toEqual([
      't',
      'in-the-browser-vite-in-development-only',
      'the-handle',
      'the-handle-1',
    ]);
    expect(html).toContain('<h2 id="in-the-browser-vite-in-development-only">');
  });

  it('links another guide by its page and a page of the site relative to the guides folder', () => {
    expect(guideHref('sandbox.md#memory-across-reloads')).toBe('sandbox.html#memory-across-reloads');
    expect(guideHref('/changes.html#x')).toBe('../changes.html#x');
    expect(guideHref('https://mswjs.io')).toBe('https://mswjs.io');
    expect(guideHref('#local')).toBe('#local');
    expect(guide('# T\n\nSee [the sandbox](sandbox.md#own-data).\n').html).toContain(
      'href="sandbox.html#own-data"',
    );
  });
});

describe.each(GUIDES.map((g) => g.slug))('the built page of %s', (slug) => {
  const html = readFileSync(join(siteDir, guidePath(slug)), 'utf8');

  it('has the header of every page: the switcher, the guides marked current, the search', () => {
    for (const v of specVersions()) expect(html).toContain(`href="../${v}/index.html" data-version="${v}"`);
    expect(html).toContain('href="../index.html#guides" aria-current="page">Guides</a>');
    expect(html).toContain('id="site-search-open"');
    expect(html).toContain('data-root="../"');
  });

  it('is indexed for the search of every version, as a guide', () => {
    expect(html).toContain('<main data-pagefind-body>');
    for (const v of specVersions()) expect(html).toContain(`data-pagefind-filter="version:${v}"`);
    expect(html).toContain('data-pagefind-meta="kind:Guide"');
  });

  it('lists its sections after its opening', () => {
    const sections = [...html.matchAll(/<h2 id="([^"]+)">/g)].map(([, id]) => id);
    const listed = /<nav class="on-this-page"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    for (const id of sections) expect(listed).toContain(`href="#${id}"`);
  });
});
