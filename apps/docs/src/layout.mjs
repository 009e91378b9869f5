// The header every page shares: site name, the version switcher, the guides, the workflows, the
// change report and the search. Plain HTML and CSS, inlined in each page, so the site needs no asset
// from anywhere else.
import { SEARCH_CSS, searchDialog, searchScript } from './search-ui.mjs';

/** Height of the fixed header; Redoc's sticky sidebar and its scroll offset are moved by it. */
export const HEADER_HEIGHT = 48;

/** @param {unknown} s */
export const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The width below which the header's links no longer fit on one line beside the site's name and the
 * search button, so they move into a menu: 1,063 px with two versions, of which about 107 px per
 * version (measured with Debian's DejaVu Sans, wider than the system fonts of phones and desktops),
 * with a margin.
 * @param {number} versionCount
 */
export const narrowBelow = (versionCount) => `${870 + 110 * versionCount}px`;
/** Below this width the static pages take phone margins and the versions table stacks. */
const PHONE = '40rem';

/** The header's style; its links move into a menu below a width that grows with the versions. */
export const headerCss = (/** @type {string[]} */ versions) => `
.site-header { position: fixed; top: 0; left: 0; right: 0; z-index: 1000; height: ${HEADER_HEIGHT}px;
  box-sizing: border-box; display: flex; align-items: center; gap: 20px; padding: 0 20px;
  background: #1b2533; color: #fff; border-bottom: 1px solid #0b111a;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.site-header a { color: #cfd8e3; text-decoration: none; }
.site-header a:hover, .site-header a:focus-visible { color: #fff; text-decoration: underline; }
.site-header .site-name { color: #fff; font-weight: 600; white-space: nowrap; }
/* The links are a popover (see below); these undo the browser's popover box on wide screens. */
.site-header .site-links { display: flex; flex: 1; align-items: center; gap: 20px; position: static;
  margin: 0; padding: 0; border: 0; overflow: visible; background: none; color: inherit; }
.site-header nav { display: flex; align-items: center; gap: 6px; }
.site-header nav .label { color: #8d9aab; margin-right: 4px; }
.site-header nav a { padding: 4px 10px; border-radius: 4px; white-space: nowrap; }
.site-header nav a[aria-current="page"] { background: #3b82f6; color: #fff; }
.site-header .badge { font-size: 11px; margin-left: 4px; padding: 1px 5px; border-radius: 8px;
  background: #14532d; color: #bbf7d0; }
.site-header .guides { margin-left: auto; }
.site-header .menu-button { display: none; margin-left: auto; padding: 6px 12px; border: 1px solid #4b5a6e;
  border-radius: 4px; background: transparent; color: #fff; font: inherit; cursor: pointer; }
/* Narrow screens: the name shortens and the links open from a menu under the header, so the header
   always fits on one line (a popover: it closes on a tap outside it or on Escape). */
@media (max-width: ${narrowBelow(versions.length)}) { @supports selector(:popover-open) {
  .site-header { padding: 0 12px; }
  .site-header .site-name .long { display: none; }
  .site-header .menu-button { display: block; }
  .site-header .site-links:not(:popover-open) { display: none; }
  .site-header .site-links { position: fixed; inset: ${HEADER_HEIGHT}px 0 auto auto; margin: 0;
    max-height: calc(100vh - ${HEADER_HEIGHT}px); overflow-y: auto; box-sizing: border-box;
    flex-direction: column; align-items: stretch; gap: 4px; min-width: min(260px, 100vw); padding: 8px;
    background: #1b2533; color: #fff; border: 1px solid #0b111a; border-top: 0; font: inherit;
    box-shadow: 0 4px 12px rgba(0,0,0,.3); }
  .site-header .site-links nav { flex-direction: column; align-items: stretch; gap: 4px; }
  .site-header .site-links nav .label { padding: 4px 10px 0; }
  .site-header .site-links > a, .site-header .site-links nav a { margin: 0; padding: 8px 10px; }
  .site-header .site-links .guides { border-top: 1px solid #3e4c5e; border-radius: 0; padding-top: 12px; }
  /* The search stays in the bar, before the menu button. */
  .site-header .search-button { order: 1; margin-left: auto; }
  .site-header .menu-button { order: 2; margin-left: 0; }
} }
${SEARCH_CSS}`;

/**
 * The version a page belongs to: that of a reference or a workflows page, the current one elsewhere.
 * The workflows link and the search follow it.
 * @param {string[]} versions
 * @param {string} active
 */
export function versionOf(versions, active) {
  const named = active.startsWith('workflows-') ? active.slice('workflows-'.length) : active;
  return versions.includes(named) ? named : /** @type {string} */ (versions.at(-1));
}

/**
 * @param {{ versions: string[], active: string, root: string }} opts
 *   versions oldest first (the last is current); active: a version, `workflows-<version>`,
 *   `changes`, `guides` or `home`; root: the relative path from the page to the site root (`` or `../`).
 */
export function siteHeader({ versions, active, root }) {
  const current = versions.at(-1);
  const current_ = (/** @type {string} */ id) => (id === active ? ' aria-current="page"' : '');
  const workflowsOf = versionOf(versions, active);
  const links = [...versions]
    .reverse()
    .map(
      (v) =>
        `<a href="${root}${v}/index.html" data-version="${v}"${current_(v)}>${v}${v === current ? '<span class="badge">current</span>' : ''}</a>`,
    )
    .join('');
  return `<header class="site-header">
  <a class="site-name" href="${root}index.html"${current_('home')}>Dispute<span class="long"> and Alert Management</span> API</a>
  <button type="button" class="menu-button" popovertarget="site-links" aria-label="Versions and pages">Menu</button>
  <div class="site-links" id="site-links" popover>
    <nav aria-label="API version"><span class="label">Version</span>${links}</nav>
    <a class="guides" href="${root}index.html#guides"${current_('guides')}>Guides</a>
    <a class="workflows" href="${root}workflows-${workflowsOf}.html"${current_(`workflows-${workflowsOf}`)}>Workflows</a>
    <a href="${root}changes.html"${current_('changes')}>What changed</a>
  </div>
  ${searchDialog({ root, version: workflowsOf })}
</header>`;
}

const PAGE_CSS = `
body { margin: 0; padding: ${HEADER_HEIGHT + 24}px 24px 48px; color: #1f2933; background: #fff;
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
/* A long path or name breaks rather than pushing the page wider than a phone. */
main { max-width: 920px; margin: 0 auto; overflow-wrap: break-word; }
h1 { font-size: 30px; line-height: 1.25; margin: 0 0 12px; }
h2 { font-size: 22px; margin: 36px 0 12px; padding-bottom: 4px; border-bottom: 1px solid #e4e7eb; }
h3 { font-size: 17px; margin: 24px 0 8px; }
a { color: #1d4ed8; }
/* A link made of code spans (the home page's "2024-03-18 → 2025-04-01"): its underline would run
   under the gaps between the spans' boxes, so it shows on hover and focus only. */
a.code-link { text-decoration: none; }
a.code-link:hover, a.code-link:focus-visible { text-decoration: underline; }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f1f3f5;
  padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: 12px 0; }
/* Wide tables and commands scroll inside themselves on a phone; the page never scrolls sideways. */
table { display: block; overflow-x: auto; }
/* break-spaces: the runs of spaces that line up a command's comments wrap too; with pre-wrap they
   hang past the right edge of a phone. */
pre { white-space: break-spaces; overflow-wrap: anywhere; background: #f5f7fa; padding: 10px 12px; border-radius: 4px; }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e4e7eb; vertical-align: top; }
th { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: #52606d; }
.lead { font-size: 18px; color: #3e4c59; }
.muted { color: #616e7c; font-size: 14px; }
.tag { display: inline-block; font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px; }
.tag.current { background: #dcfce7; color: #14532d; }
.tag.breaking { background: #fee2e2; color: #7f1d1d; }
.tag.other { background: #e0f2fe; color: #0c4a6e; }
.callout { border-left: 4px solid #f59e0b; background: #fffbeb; padding: 8px 14px; margin: 12px 0; }
pre code { padding: 0; background: none; font-size: 14px; }
h4 { font-size: 15px; margin: 20px 0 6px; }
blockquote { margin: 12px 0; padding: 4px 14px; border-left: 4px solid #cbd2d9; color: #3e4c59; }
/* The guides: who each is for, the list of a guide's sections after its opening, the other guides. */
.guide-reader { margin: 0 0 6px; }
.on-this-page { margin: 20px 0 8px; padding: 12px 16px; border-radius: 6px; background: #f5f7fa; }
.on-this-page h2 { margin: 0 0 6px; padding: 0; border: 0; color: #52606d; font-size: 13px;
  text-transform: uppercase; letter-spacing: 0.04em; }
.on-this-page ol { margin: 0; padding-left: 22px; columns: 2 15rem; column-gap: 32px; }
.other-guides { margin-top: 48px; }
.guide-list { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 12px; }
.guide-list li { padding: 12px 14px; border: 1px solid #e4e7eb; border-radius: 6px; }
.guide-list .reader { display: block; color: #616e7c; font-size: 13px; }
.guide-list a { font-weight: 600; }
.guide-list p { margin: 6px 0 0; font-size: 15px; color: #3e4c59; }
/* Phones: narrower margins, and the versions table (four columns need about 430 px) becomes one
   wrapping line per version: the version and its status, then its reference and downloads. */
@media (max-width: ${PHONE}) {
  body { padding-left: 16px; padding-right: 16px; }
  table.versions thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.versions tr { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 16px; padding: 10px 0;
    border-bottom: 1px solid #e4e7eb; }
  table.versions td { padding: 0; border: 0; }
  /* A guide's table stacks: each row a block, each cell under its column's name, which replaces the
     header row (whose cells would still be laid out side by side if only clipped). */
  table.guide-table thead { display: none; }
  table.guide-table tr { display: block; padding: 8px 0; border-bottom: 1px solid #e4e7eb; }
  table.guide-table td { display: block; padding: 2px 0; border: 0; }
  table.guide-table td[data-label]:not([data-label=""])::before { content: attr(data-label); display: block;
    color: #52606d; font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; }
  table.guide-table td:empty { display: none; }
}
`;

/**
 * What the search index learns of a page besides its text (search-index.mjs): the versions it
 * belongs to, by which the search of a version's reader finds it, and the kind of page it is.
 * @param {{ kind: string, versions: string[] }} search
 */
const searchMarks = ({ kind, versions }) =>
  [
    ...versions.map((v) => `<span data-pagefind-filter="version:${v}"></span>`),
    `<span data-pagefind-meta="kind:${escapeHtml(kind)}"></span>`,
  ].join('');

/**
 * A whole page outside Redoc (landing page, change report, workflows, guides) with the shared header.
 * @param {{ title: string, versions: string[], active: string, body: string, root?: string,
 *   search: { kind: string, versions: string[] } }} opts root: the path from the page to the site's
 *   root; search: what the search index learns of the page
 */
export function staticPage({ title, versions, active, body, root = '', search }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="${root}assets/favicon.svg" type="image/svg+xml">
  <title>${escapeHtml(title)}</title>
  <style>${headerCss(versions)}${PAGE_CSS}</style>
</head>
<body>
${siteHeader({ versions, active, root })}
<main data-pagefind-body>
${searchMarks(search)}
${body}
</main>
<script>${searchScript}</script>
</body>
</html>
`;
}
