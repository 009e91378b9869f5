// What the search index is fed, checked without a browser: the reference's records from the
// bundles (Redoc renders operations in the browser, so the built pages do not hold them), the
// routes they link to, and the index written into the site.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiModel } from '@dispute-api/openapi-model';
import { describe, expect, it } from 'vitest';
import { siteDir, specDistDir, specVersions } from '../src/paths.mjs';
import { operationRoute, referenceRecords } from '../src/search-index.mjs';

const bundle = (version: string) => JSON.parse(readFileSync(join(specDistDir, `${version}.json`), 'utf8'));

describe.each(specVersions())('the search records of the %s reference', (version) => {
  const doc = bundle(version);
  const records = referenceRecords(doc, version);
  const page = `/${version}/index.html`;

  it('has a record per operation, with its operationId, summary, method and path, at its route', () => {
    for (const op of apiModel(doc).operations) {
      const url = `${page}#${operationRoute(op)}`;
      const record = records.find((r) => r.url === url);
      expect(record, url).toBeDefined();
      expect(record?.html).toContain(`operationId <code>${op.operationId}</code>`);
      expect(record?.html).toContain(`<code>${op.method.toUpperCase()} ${op.path}</code>`);
      expect(record?.html).toContain(`<h1>${String(op.object.summary)}</h1>`);
    }
  });

  it('files every record under its version, as the reference', () => {
    for (const { html } of records) {
      expect(html).toContain(`data-pagefind-filter="version:${version}"`);
      expect(html).toContain(`data-pagefind-meta="kind:Reference ${version}"`);
    }
  });

  it('links the introduction and the tags to routes the built page has', () => {
    const built = readFileSync(join(siteDir, version, 'index.html'), 'utf8');
    const routes = new Set([...built.matchAll(/data-section-id="([^"]+)"/g)].map(([, id]) => id));
    const linked = records
      .map((r) => r.url.slice(page.length + 1))
      .filter((route) => /^\/[^/]+$/.test(route) || route.startsWith('/section/'));
    expect(linked.length).toBeGreaterThan(3);
    for (const route of linked) expect(routes, route).toContain(route);
  });
});

it('gives the fields of bodies, nested and in lists, with their descriptions', () => {
  const records = referenceRecords(bundle('2025-04-01'), '2025-04-01');
  const listAlerts = records.find((r) => r.url.endsWith('#/alerts/listalerts'))?.html ?? '';
  expect(listAlerts).toContain('<code>pagination.totalCount</code>');
  expect(listAlerts).toContain('<code>alerts[].outcome</code>');
  const report = records.find((r) => r.url.endsWith('#/alerts/reportalertoutcome'))?.html ?? '';
  expect(report).toMatch(/<h2>Request body<\/h2><ul><li><code>outcome<\/code>/);
  expect(report).toContain('<code>alertId</code>');
});

it('writes the index and the script that reads it into the site, and none of Pagefind’s own interfaces', () => {
  const folder = join(siteDir, 'pagefind');
  for (const file of ['pagefind.js', 'pagefind-entry.json'])
    expect(existsSync(join(folder, file)), file).toBe(true);
  const entry = JSON.parse(readFileSync(join(folder, 'pagefind-entry.json'), 'utf8'));
  // Every page and record is English: one index, which every search reads.
  expect(Object.keys(entry.languages)).toEqual(['en']);
  expect(readdirSync(folder).filter((name) => /ui|highlight/.test(name))).toEqual([]);
});
