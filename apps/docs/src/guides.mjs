// The guides: written once as Markdown in apps/docs/guides/<slug>.md and rendered at build time into
// pages of the site (guides/<slug>.html) with the header, the width rules and the search of every
// other page. Headings get GitHub's anchors (marked-gfm-heading-id), so a link to a section is the
// same on the site and on GitHub. In a guide's Markdown, `other-guide.md#section` links to another
// guide and `/changes.html` to a page of the site from its root; both come out relative, so the
// site works under any sub-path.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked } from 'marked';
import { getHeadingList, gfmHeadingId } from 'marked-gfm-heading-id';
import { escapeHtml, staticPage } from './layout.mjs';
import { inlineText } from './markdown.mjs';
import { docsDir } from './paths.mjs';

export const guidesDir = join(docsDir, 'guides');

/** The guides in the order the site lists them, each with the reader it is for. */
export const GUIDES = [
  { slug: 'getting-started', reader: 'Partner teams calling the API' },
  { slug: 'sandbox', reader: 'Frontend teams building against the sandbox' },
  { slug: 'check-a-real-environment', reader: 'Teams testing against the service' },
  { slug: 'versions-and-changes', reader: 'Everyone moving between versions' },
  { slug: 'host-a-shared-sandbox', reader: 'Whoever runs a sandbox for other teams' },
];

/** A guide's page, from the site's root. */
export const guidePath = (/** @type {string} */ slug) => `guides/${slug}.html`;

/**
 * @typedef {{ slug: string, reader: string, markdown: string }} GuideSource
 * @typedef {{ id: string, text: string, level: number }} Heading
 * @typedef {{ slug: string, reader: string, title: string, lead: string, html: string, headings: Heading[] }} Guide
 */

/**
 * The guides' Markdown, in the listed order. A file that is not listed, or a listed guide without
 * its file, stops the build with a line that says which.
 * @param {string} [dir]
 * @returns {GuideSource[]}
 */
export function readGuides(dir = guidesDir) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.md'));
  const unlisted = files.find((name) => !GUIDES.some((g) => `${g.slug}.md` === name));
  if (unlisted !== undefined) throw new Error(`guides: ${unlisted} is not listed in GUIDES (src/guides.mjs)`);
  return GUIDES.map(({ slug, reader }) => {
    if (!files.includes(`${slug}.md`)) throw new Error(`guides: no ${slug}.md in ${dir}`);
    return { slug, reader, markdown: readFileSync(join(dir, `${slug}.md`), 'utf8') };
  });
}

/**
 * A link of a guide as the page needs it: another guide's `.md` becomes its page, a path from the
 * site's root becomes relative to the guide's folder.
 * @param {string} href
 */
export function guideHref(href) {
  const guide = /^([a-z0-9-]+)\.md(#.*)?$/.exec(href);
  if (guide) return `${guide[1]}.html${guide[2] ?? ''}`;
  if (href.startsWith('/') && !href.startsWith('//')) return `..${href}`;
  return href;
}

/**
 * @param {GuideSource} source
 * @returns {Guide}
 */
export function renderGuide({ slug, reader, markdown }) {
  const marked = new Marked({ gfm: true, async: false }, gfmHeadingId(), {
    walkTokens(token) {
      if (token.type === 'link') token.href = guideHref(token.href);
    },
    renderer: {
      // Each cell names its column, which a phone shows above it when the rows stack (layout.mjs).
      table({ header, rows }) {
        const cell = (
          /** @type {import('marked').Tokens.TableCell} */ c,
          /** @type {string} */ tag,
          label = '',
        ) =>
          `<${tag}${c.align ? ` style="text-align:${c.align}"` : ''}${tag === 'td' ? ` data-label="${escapeHtml(label)}"` : ''}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        const labels = header.map((h) => inlineText(h.text));
        return `<table class="guide-table">
<thead><tr>${header.map((h) => cell(h, 'th')).join('')}</tr></thead>
<tbody>
${rows.map((row) => `<tr>${row.map((c, i) => cell(c, 'td', labels[i])).join('')}</tr>`).join('\n')}
</tbody>
</table>
`;
      },
    },
  });
  const tokens = marked.lexer(markdown);
  const [first, ...rest] = tokens;
  if (first?.type !== 'heading' || first.depth !== 1)
    throw new Error(`guides: ${slug}.md does not open with a # title`);
  const leadAt = rest.findIndex((token) => token.type !== 'space');
  if (rest[leadAt]?.type !== 'paragraph')
    throw new Error(
      `guides: ${slug}.md: the title is not followed by a paragraph saying what the reader will have`,
    );
  const html = /** @type {string} */ (marked.parse(markdown));
  const headings = getHeadingList().map(({ id, raw, level }) => ({ id, text: raw, level }));
  return { slug, reader, title: first.text, lead: rest[leadAt]?.raw.trim() ?? '', html, headings };
}

/**
 * The page of a guide: the guide, a list of its sections after its opening, and the other guides.
 * @param {{ guide: Guide, guides: Guide[], versions: string[] }} opts
 */
export function guidePage({ guide, guides, versions }) {
  const sections = guide.headings.filter((h) => h.level === 2);
  const contents =
    sections.length < 2
      ? ''
      : `<nav class="on-this-page" aria-label="On this page" data-pagefind-ignore><h2>On this page</h2><ol>${sections
          .map((h) => `<li><a href="#${h.id}">${escapeHtml(h.text)}</a></li>`)
          .join('')}</ol></nav>`;
  // The sections list goes after the guide's opening: its title and what the reader will have.
  const opening = /^[\s\S]*?<\/p>\n/.exec(guide.html)?.[0] ?? '';
  const others = guides
    .filter((g) => g.slug !== guide.slug)
    .map(
      (g) =>
        `<li><a href="${g.slug}.html">${escapeHtml(g.title)}</a> <span class="muted">${escapeHtml(g.reader)}</span></li>`,
    );
  const body = `<p class="muted guide-reader">Guide · ${escapeHtml(guide.reader)}</p>
${opening}${contents}
${guide.html.slice(opening.length)}
<nav class="other-guides" aria-label="Other guides" data-pagefind-ignore><h2>Other guides</h2><ul>${others.join('')}</ul></nav>`;
  return staticPage({
    title: `${guide.title}: Dispute and Alert Management API`,
    versions,
    active: 'guides',
    root: '../',
    body,
    search: { kind: 'Guide', versions },
  });
}
