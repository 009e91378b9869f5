// The site's front page: what the API is, a guide for each kind of reader, the versions (the newest
// marked current) with their references and bundled spec downloads, the change report, how gaps are
// marked, and a colophon.
import { guidePath } from './guides.mjs';
import { escapeHtml, staticPage } from './layout.mjs';
import { renderInline, renderMarkdown } from './markdown.mjs';
import { LOCAL_MOCK_COMMAND } from './sandbox.mjs';

/**
 * The introduction of a description: everything before its first heading.
 * @param {string} description
 */
export function introduction(description) {
  return description.split(/^#{1,6} /m)[0]?.trim() ?? '';
}

/**
 * Where the references' samples and Try it send, in words.
 * @param {import('./sandbox.mjs').Sandbox} sandbox
 */
function sandboxWords(sandbox) {
  const url = `<code>${escapeHtml(sandbox.url)}</code>`;
  return sandbox.local
    ? `The <code>curl</code> command and Try it point at the local mock server (${url}, started with
<code>${LOCAL_MOCK_COMMAND}</code>), the client reads the base address from <code>DISPUTE_API_BASE_URL</code>,
and both read the Access Key from <code>DISPUTE_API_KEY</code> (the mock accepts <code>local-dev-key</code>).`
    : `The <code>curl</code> command and Try it point at the sandbox at ${url}, the client reads the base
address from <code>DISPUTE_API_BASE_URL</code>, and both read the Access Key from <code>DISPUTE_API_KEY</code>.`;
}

/**
 * @param {{ title: string, reader: string, lead: string, slug: string }[]} guides
 */
const guideList = (guides) =>
  // Left out of the search index: the guides' own pages hold these words.
  `<ul class="guide-list" data-pagefind-ignore>
${guides
  .map(
    (
      g,
    ) => `<li><span class="reader">${escapeHtml(g.reader)}</span><a href="${guidePath(g.slug)}">${escapeHtml(g.title)}</a>
  <p>${renderInline(g.lead)}</p></li>`,
  )
  .join('\n')}
</ul>`;

/**
 * @param {{
 *   versions: string[],
 *   current: { info: { title: string, summary?: string, description?: string } },
 *   changes: { base: string, head: string, breaking: number, nonBreaking: number }[],
 *   tools: { redoclyCli: string, redoc?: string },
 *   guides: { title: string, reader: string, lead: string, slug: string }[],
 *   sandbox: import('./sandbox.mjs').Sandbox,
 * }} opts versions oldest first; changes newest first
 */
export function landingPage({ versions, current, changes, tools, guides, sandbox }) {
  const currentVersion = versions.at(-1);
  const rows = [...versions].reverse().map((v) => {
    const status = v === currentVersion ? '<span class="tag current">current</span>' : 'earlier';
    const dl = (/** @type {string} */ ext) =>
      `<a href="downloads/${v}.${ext}" download>${ext.toUpperCase()}</a>`;
    return `<tr data-version="${v}"><td><code>${v}</code></td><td>${status}</td>
  <td><a href="${v}/index.html">Reference</a></td><td>${dl('yaml')} · ${dl('json')}</td></tr>`;
  });
  const changeItems = changes.map(
    (
      c,
    ) => `<li><a class="code-link" href="changes.html#${c.base}..${c.head}"><code>${c.base}</code> → <code>${c.head}</code></a>:
  ${c.breaking} breaking, ${c.nonBreaking} other changes</li>`,
  );
  const body = `<h1>${escapeHtml(current.info.title)}</h1>
${current.info.summary ? `<p class="lead">${renderInline(current.info.summary)}</p>` : ''}
${renderMarkdown(introduction(current.info.description ?? ''))}

<h2 id="guides">Guides</h2>
<p>Start with the guide for what you are doing; each says at its start what you will have at its end.</p>
${guideList(guides)}

<h2>Versions</h2>
<p>The version is the date in the path, <code>/public/&lt;version&gt;/</code>. Each reference shows every
operation with a <code>curl</code> command and a call through the typed client
<code>@dispute-api/client</code>, and a <strong>Try it</strong> panel that sends it from this page.
${sandboxWords(sandbox)}</p>
<table class="versions">
<thead><tr><th>Version</th><th>Status</th><th>Reference</th><th>Bundled spec (OpenAPI 3.1)</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>

<h2>What changed</h2>
<ul>
${changeItems.join('\n')}
</ul>
<p><a href="changes.html">Read the change report</a> · <a href="downloads/CHANGELOG.md" download>CHANGELOG.md</a></p>

<h2>Reading the reference</h2>
<p>This contract is written from the API's published reference. Where the reference leaves a point open, or the
contract had to choose, the docs say so next to the point instead of presenting a guess as a fact:</p>
<div class="callout">${renderInline('**Not specified by the reference:** what is open (`x-unspecified` in the spec)')}</div>
<div class="callout">${renderInline('**Assumption:** the choice made and why (`x-assumption` in the spec)')}</div>

<h2 id="colophon">About this site</h2>
<p class="muted">Static files only: every page, script and style is served by this site and nothing is
loaded from another host. References rendered with Redoc CE${tools.redoc ? ` ${escapeHtml(tools.redoc)}` : ''}
(MIT licence) through Redocly CLI ${escapeHtml(tools.redoclyCli)}.</p>`;
  return staticPage({
    title: current.info.title,
    versions,
    active: 'home',
    body,
    search: { kind: 'Home', versions },
  });
}
