import { describe, expect, it } from 'vitest';
import { NO_OPERATION, changesPage, groupByOperation, reportSection } from '../src/changes-page.mjs';

const report = {
  base: { version: '2024-03-18' },
  head: { version: '2025-04-01' },
  summary: { breaking: 2, nonBreaking: 2 },
  changes: [
    {
      id: 'operation-added',
      breaking: false,
      operation: 'GET /alerts',
      location: 'GET /alerts',
      message: 'Operation GET /alerts was added.',
    },
    {
      id: 'parameter-removed',
      breaking: true,
      operation: 'GET /disputes',
      location: 'query parameter reason',
      message: 'Query parameter reason was removed.',
    },
    {
      id: 'enum-removed',
      breaking: true,
      operation: 'GET /webhooks',
      location: 'response 200: event',
      message: 'The restriction to <"*"> was removed.',
      before: ['*'],
    },
    { id: 'info-changed', breaking: false, location: 'info', message: 'Title changed.' },
  ],
  notes: '## Changes that the diff cannot measure\n\n- **Platform endpoints.** Gone.',
};

/** The text of one section of the page, from its heading to the next one. */
const section = (html: string, title: string) =>
  html.slice(html.indexOf(`aria-label="${title}"`)).split('</section>')[0] ?? '';

describe('groupByOperation', () => {
  it('groups in first-seen order and puts document-wide changes under their own heading', () => {
    const groups = groupByOperation(report.changes);
    expect([...groups.keys()]).toEqual(['GET /alerts', 'GET /disputes', 'GET /webhooks', NO_OPERATION]);
  });
});

describe('reportSection', () => {
  const html = reportSection(report, { markdownHref: 'downloads/changes/x.md' });

  it('separates breaking from other changes, grouped by operation', () => {
    const breaking = section(html, 'Breaking changes');
    const other = section(html, 'Other changes');
    expect(breaking).toContain('<code>GET /disputes</code>');
    expect(breaking).toContain('Query parameter reason was removed.');
    expect(breaking).not.toContain('GET /alerts');
    expect(other).toContain(
      '<h4>Operations</h4>\n<ul>\n<li data-change="operation-added">Operation GET /alerts was added.</li>',
    );
    expect(other).toContain(`<code>${NO_OPERATION}</code>`);
    expect(html).toMatch(/2 breaking<\/span> <span class="tag other">2 other/);
  });

  it('renders the notes one heading level down, and escapes messages and values', () => {
    expect(html).toContain('<h3>Changes that the diff cannot measure</h3>');
    expect(html).toContain('<strong>Platform endpoints.</strong>');
    expect(html).toContain('The restriction to &lt;&quot;*&quot;&gt; was removed.');
    expect(html).toContain('before: <code>[&quot;*&quot;]</code>');
  });

  it('does not repeat the operation as the location of an added or removed operation', () => {
    expect(html).toContain('<li data-change="operation-added">Operation GET /alerts was added.</li>');
  });

  it('links both references and the Markdown report', () => {
    expect(html).toContain('href="2025-04-01/index.html"');
    expect(html).toContain('href="2024-03-18/index.html"');
    expect(html).toContain('href="downloads/changes/x.md" download');
  });
});

describe('changesPage', () => {
  it('is a whole page with the version switcher, marking the change report as the current page', () => {
    const html = changesPage({
      reports: [{ report, markdownHref: 'x.md' }],
      versions: ['2024-03-18', '2025-04-01'],
    });
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('href="changes.html" aria-current="page"');
    expect(html).toContain('href="2024-03-18/index.html" data-version="2024-03-18"');
  });

  it('says so when a kind of change is absent', () => {
    const html = reportSection({ ...report, changes: [] }, { markdownHref: 'x.md' });
    expect(html.match(/<p class="muted">None.<\/p>/g)).toHaveLength(2);
  });
});
