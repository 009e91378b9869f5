// Checks the built site in dist/ (turbo runs `build` before `test`) without a browser.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeReportFiles, siteDir, specDistDir, specVersions } from '../src/paths.mjs';
import { GUIDES, guidePath } from '../src/guides.mjs';
import { workflowsPageName } from '../src/workflows-page.mjs';

const versions = specVersions();
const read = (...parts: string[]) => readFileSync(join(siteDir, ...parts), 'utf8');
const htmlFiles = (dir = siteDir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
/** The definition Redoc renders, as build-docs embeds it in the page. */
const renderedDefinition = (version: string) => {
  const match = /const __redoc_definition = (.*);\n/.exec(read(version, 'index.html'));
  return JSON.parse(match?.[1] ?? 'null');
};

describe('the built site', () => {
  it('has the landing page, a reference and a workflows page per version, the change report and the guides', () => {
    const pages = htmlFiles()
      .map((f) => relative(siteDir, f))
      .sort();
    expect(pages).toEqual(
      [
        'changes.html',
        'index.html',
        ...versions.flatMap((v) => [join(v, 'index.html'), workflowsPageName(v)]),
        ...GUIDES.map((g) => guidePath(g.slug)),
      ].sort(),
    );
  });

  it('offers the bundles and change reports exactly as the spec package built them', () => {
    for (const v of versions) {
      for (const ext of ['yaml', 'json']) {
        expect(read('downloads', `${v}.${ext}`), `${v}.${ext}`).toBe(
          readFileSync(join(specDistDir, `${v}.${ext}`), 'utf8'),
        );
      }
    }
    for (const r of changeReportFiles()) {
      expect(read('downloads', 'changes', `${r.base}..${r.head}.md`)).toBe(readFileSync(r.markdown, 'utf8'));
    }
    expect(read('downloads', 'CHANGELOG.md')).toBe(readFileSync(join(specDistDir, 'CHANGELOG.md'), 'utf8'));
  });

  it.each(htmlFiles().map((f) => relative(siteDir, f)))('%s loads nothing from another host', (page) => {
    const html = read(page);
    expect(html).not.toMatch(
      /<(script|link|img|iframe|source)\b[^>]*\b(src|href|srcset)\s*=\s*["']?(https?:)?\/\//i,
    );
    expect(html).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/(import|from)\s*\(?\s*["'](https?:)?\/\//);
    expect(html).not.toMatch(/cdn\.redoc(ly)?\.(ly|com)\/redoc/);
    expect(html).not.toContain('https://redocly.com/redoc/');
  });

  it('marks the current version on the landing page and links every version and its downloads', () => {
    const html = read('index.html');
    const current = versions.at(-1);
    expect(html).toMatch(
      new RegExp(
        `<tr data-version="${current}"><td><code>${current}</code></td><td><span class="tag current">current</span>`,
      ),
    );
    for (const v of versions) {
      expect(html).toContain(`href="${v}/index.html"`);
      expect(html).toContain(`href="downloads/${v}.yaml" download`);
      expect(html).toContain(`href="downloads/${v}.json" download`);
    }
    expect(html).toContain('href="changes.html"');
  });

  it.each(versions)(
    'renders %s with the switcher, visible markers and code samples, telemetry off',
    (version) => {
      const html = read(version, 'index.html');
      for (const v of versions) expect(html).toContain(`href="../${v}/index.html" data-version="${v}"`);
      expect(html).toContain(`data-version="${version}" aria-current="page"`);
      expect(html).toContain('"disableTelemetry":true');
      const doc = renderedDefinition(version);
      expect(JSON.stringify(doc)).toContain('**Not specified by the reference:**');
      for (const item of Object.values<Record<string, { 'x-codeSamples'?: unknown[] }>>(doc.paths)) {
        for (const op of Object.values(item))
          if (typeof op === 'object' && 'responses' in op) expect(op['x-codeSamples']).toHaveLength(2);
      }
    },
  );
});
