// The header every page shares: site name, the version switcher and the change report link.
// Plain HTML and CSS, inlined in each page, so the site needs no asset from anywhere else.

/** Height of the fixed header; Redoc's sticky sidebar and its scroll offset are moved by it. */
export const HEADER_HEIGHT = 48;

/** @param {unknown} s */
export const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const HEADER_CSS = `
.site-header { position: fixed; top: 0; left: 0; right: 0; z-index: 1000; height: ${HEADER_HEIGHT}px;
  box-sizing: border-box; display: flex; align-items: center; gap: 20px; padding: 0 20px;
  background: #1b2533; color: #fff; border-bottom: 1px solid #0b111a;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.site-header a { color: #cfd8e3; text-decoration: none; }
.site-header a:hover, .site-header a:focus-visible { color: #fff; text-decoration: underline; }
.site-header .site-name { color: #fff; font-weight: 600; }
.site-header nav { display: flex; align-items: center; gap: 6px; }
.site-header nav .label { color: #8d9aab; margin-right: 4px; }
.site-header nav a { padding: 4px 10px; border-radius: 4px; }
.site-header nav a[aria-current="page"] { background: #3b82f6; color: #fff; }
.site-header .badge { font-size: 11px; margin-left: 4px; padding: 1px 5px; border-radius: 8px;
  background: #14532d; color: #bbf7d0; }
.site-header .changes { margin-left: auto; }
/* Phones: the header stays one line and scrolls sideways rather than covering the page. */
@media (max-width: 720px) {
  .site-header { gap: 10px; padding: 0 10px; overflow-x: auto; white-space: nowrap; }
  .site-header .site-name, .site-header nav .label { display: none; }
}
`;

/**
 * @param {{ versions: string[], active: string, root: string }} opts
 *   versions oldest first (the last is current); active: a version, `changes` or `home`;
 *   root: the relative path from the page to the site root (`` or `../`).
 */
export function siteHeader({ versions, active, root }) {
  const current = versions.at(-1);
  const current_ = (/** @type {string} */ id) => (id === active ? ' aria-current="page"' : '');
  // The workflows link leads to the workflows of the version being read (the current one elsewhere).
  const workflowsOf = active.startsWith('workflows-')
    ? active.slice('workflows-'.length)
    : versions.includes(active)
      ? active
      : current;
  const links = [...versions]
    .reverse()
    .map(
      (v) =>
        `<a href="${root}${v}/index.html" data-version="${v}"${current_(v)}>${v}${v === current ? '<span class="badge">current</span>' : ''}</a>`,
    )
    .join('');
  return `<header class="site-header">
  <a class="site-name" href="${root}index.html"${current_('home')}>Dispute and Alert Management API</a>
  <nav aria-label="API version"><span class="label">Version</span>${links}</nav>
  <a class="changes" href="${root}workflows-${workflowsOf}.html"${current_(`workflows-${workflowsOf}`)}>Workflows</a>
  <a href="${root}changes.html"${current_('changes')}>What changed</a>
</header>`;
}

const PAGE_CSS = `
body { margin: 0; padding: ${HEADER_HEIGHT + 24}px 24px 48px; color: #1f2933; background: #fff;
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 920px; margin: 0 auto; }
h1 { font-size: 30px; line-height: 1.25; margin: 0 0 12px; }
h2 { font-size: 22px; margin: 36px 0 12px; padding-bottom: 4px; border-bottom: 1px solid #e4e7eb; }
h3 { font-size: 17px; margin: 24px 0 8px; }
a { color: #1d4ed8; }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f1f3f5;
  padding: 1px 4px; border-radius: 3px; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: 12px 0; }
/* Wide tables and commands scroll inside themselves on a phone; the page never scrolls sideways. */
table { display: block; overflow-x: auto; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f5f7fa; padding: 10px 12px; border-radius: 4px; }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e4e7eb; vertical-align: top; }
th { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: #52606d; }
.lead { font-size: 18px; color: #3e4c59; }
.muted { color: #616e7c; font-size: 14px; }
.tag { display: inline-block; font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 10px; }
.tag.current { background: #dcfce7; color: #14532d; }
.tag.breaking { background: #fee2e2; color: #7f1d1d; }
.tag.other { background: #e0f2fe; color: #0c4a6e; }
.callout { border-left: 4px solid #f59e0b; background: #fffbeb; padding: 8px 14px; margin: 12px 0; }
`;

/**
 * A whole page outside Redoc (landing page, change report) with the shared header.
 * @param {{ title: string, versions: string[], active: string, body: string }} opts
 */
export function staticPage({ title, versions, active, body }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="assets/favicon.svg" type="image/svg+xml">
  <title>${escapeHtml(title)}</title>
  <style>${HEADER_CSS}${PAGE_CSS}</style>
</head>
<body>
${siteHeader({ versions, active, root: '' })}
<main>
${body}
</main>
</body>
</html>
`;
}
