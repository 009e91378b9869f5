// The change report of each pair of versions (spec/dist/changes/*.json), rendered for people:
// the hand-written notes on what no diff can measure, then breaking and other changes, each grouped
// by operation in the order the report lists them (added and removed operations in one list).
import { escapeHtml, staticPage } from './layout.mjs';
import { renderInline, renderMarkdown } from './markdown.mjs';

/**
 * @typedef {{ id: string, breaking: boolean, operation?: string, location: string, message: string,
 *   before?: unknown, after?: unknown }} Change
 * @typedef {{ base: { version: string }, head: { version: string },
 *   summary: { breaking: number, nonBreaking: number }, changes: Change[], notes?: string }} ChangeReport
 */

/** Changes that belong to no operation (document-wide ones) are grouped under this label. */
export const NO_OPERATION = 'Whole document';

/**
 * @param {Change[]} changes
 * @returns {Map<string, Change[]>} operation → its changes, in first-seen order
 */
export function groupByOperation(changes) {
  const groups = new Map();
  for (const change of changes) {
    const key = change.operation ?? NO_OPERATION;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  return groups;
}

/** The notes are written with `##` headings for a page of their own; here they sit one level lower. */
const demoteHeadings = (/** @type {string} */ md) => md.replace(/^(#{1,5}) /gm, '#$1 ');

/** @param {unknown} value */
const valueHtml = (value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;

/** @param {Change} change */
function changeItem(change) {
  // An added or removed operation is located at the operation itself; its heading says it all.
  const location =
    change.location === change.operation ? '' : `<code>${escapeHtml(change.location)}</code>: `;
  const values = [
    change.before !== undefined ? `<div class="muted">before: ${valueHtml(change.before)}</div>` : '',
    change.after !== undefined ? `<div class="muted">after: ${valueHtml(change.after)}</div>` : '',
  ].join('');
  return `<li data-change="${escapeHtml(change.id)}">${location}${escapeHtml(change.message)}${values}</li>`;
}

/** An added or removed operation: the change is located at the operation itself. */
const isWholeOperation = (/** @type {Change[]} */ items) =>
  items.length === 1 && items[0]?.location === items[0]?.operation;

/**
 * @param {string} title
 * @param {'breaking'|'other'} kind
 * @param {Change[]} changes
 */
function changeSection(title, kind, changes) {
  if (changes.length === 0) return `<h3>${title}</h3>\n<p class="muted">None.</p>`;
  const groups = [...groupByOperation(changes)];
  // Added and removed operations read best as one list; the other changes go under their operation.
  const whole = groups.filter(([, items]) => isWholeOperation(items)).flatMap(([, items]) => items);
  const parts =
    whole.length > 0 ? [`<h4>Operations</h4>\n<ul>\n${whole.map(changeItem).join('\n')}\n</ul>`] : [];
  for (const [operation, items] of groups.filter(([, items]) => !isWholeOperation(items))) {
    parts.push(
      `<h4><code>${escapeHtml(operation)}</code></h4>\n<ul>\n${items.map(changeItem).join('\n')}\n</ul>`,
    );
  }
  return `<section class="${kind}" aria-label="${title}">
<h3>${title} <span class="tag ${kind}">${changes.length}</span></h3>
${parts.join('\n')}
</section>`;
}

/**
 * @param {ChangeReport} report
 * @param {{ markdownHref: string }} links
 */
export function reportSection(report, { markdownHref }) {
  const [base, head] = [report.base.version, report.head.version];
  const { breaking, nonBreaking } = report.summary;
  return `<section id="${escapeHtml(`${base}..${head}`)}">
<h2>${escapeHtml(head)} <span class="muted">from ${escapeHtml(base)}</span></h2>
<p><span class="tag breaking">${breaking} breaking</span> <span class="tag other">${nonBreaking} other</span>
  · <a href="${escapeHtml(head)}/index.html">${escapeHtml(head)} reference</a>
  · <a href="${escapeHtml(base)}/index.html">${escapeHtml(base)} reference</a>
  · <a href="${escapeHtml(markdownHref)}" download>Markdown</a></p>
${report.notes ? `<div class="notes">\n${renderMarkdown(demoteHeadings(report.notes))}</div>` : ''}
${changeSection(
  'Breaking changes',
  'breaking',
  report.changes.filter((c) => c.breaking),
)}
${changeSection(
  'Other changes',
  'other',
  report.changes.filter((c) => !c.breaking),
)}
</section>`;
}

/**
 * @param {{ reports: { report: ChangeReport, markdownHref: string }[], versions: string[] }} opts
 *   reports newest first
 */
export function changesPage({ reports, versions }) {
  const body = `<h1>What changed between versions</h1>
<p class="lead">${renderInline(
    'Measured by diffing the bundled contracts; a change is **breaking** when a client written for the older version can fail against the newer one. Notes written by hand cover what no diff can see.',
  )}</p>
${reports.map(({ report, markdownHref }) => reportSection(report, { markdownHref })).join('\n')}`;
  return staticPage({
    title: 'What changed — Dispute and Alert Management API',
    versions,
    active: 'changes',
    body,
    search: { kind: 'What changed', versions },
  });
}
