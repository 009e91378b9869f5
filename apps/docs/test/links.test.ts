// Every internal link of the built site, and every link of the packages' READMEs into the hosted
// site, reaches a file the build wrote and, with a fragment, a place on that page: an element's id,
// or on a reference page a route of Redoc's router. The pages are read with htmlparser2. Redoc's own
// markup on a reference page is left out: its router rewrites those links in the browser, where
// browser.test.ts follows them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { apiModel } from '@dispute-api/openapi-model';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { docsDir, siteDir, specDistDir, specVersions } from '../src/paths.mjs';
import { operationRoute } from '../src/search-index.mjs';
import { SITE_URL } from '../src/site-url.mjs';

/** A stand-in origin, so that the site's relative links resolve as a browser resolves them. */
const ORIGIN = 'https://site.test/';
const pages = (dir = siteDir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? pages(join(dir, e.name))
      : e.name.endsWith('.html')
        ? [relative(siteDir, join(dir, e.name))]
        : [],
  );

/** The routes Redoc's router answers on a version's page: those built into it, and each operation's. */
function redocRoutes(version: string, html: string): Set<string> {
  const doc = JSON.parse(readFileSync(join(specDistDir, `${version}.json`), 'utf8'));
  return new Set([
    ...[...html.matchAll(/data-section-id="([^"]+)"/g)].map(([, id]) => id!),
    ...apiModel(doc).operations.map(operationRoute),
  ]);
}

/** The places a link may name on each page: ids, and on a reference page its routes. */
const places = new Map<string, Set<string>>();
function placesOf(page: string): Set<string> {
  let found = places.get(page);
  if (found) return found;
  const html = readFileSync(join(siteDir, page), 'utf8');
  const ids = DomUtils.findAll((e) => e.attribs.id !== undefined, parseDocument(html).children).map(
    (e) => e.attribs.id!,
  );
  const version = specVersions().find((v) => page === join(v, 'index.html'));
  found = new Set([...ids, ...(version ? redocRoutes(version, html) : [])]);
  places.set(page, found);
  return found;
}

/** What is wrong with a link to `target`, a URL under ORIGIN; undefined when nothing is. */
function problemOf(target: URL): string | undefined {
  if (!target.href.startsWith(ORIGIN)) return 'leaves the site';
  const path = decodeURIComponent(target.pathname.slice(1));
  const file = path === '' || path.endsWith('/') ? `${path}index.html` : path;
  if (!existsSync(join(siteDir, file))) return 'no such file';
  const fragment = decodeURIComponent(target.hash.slice(1));
  if (fragment === '' || !file.endsWith('.html')) return undefined;
  return placesOf(file).has(fragment) ? undefined : `no place "${fragment}" on ${file}`;
}

/** The links of a built page to the site, outside Redoc's own markup. */
function linksOf(page: string): string[] {
  const dom = parseDocument(readFileSync(join(siteDir, page), 'utf8'));
  const redoc = DomUtils.getElementById('redoc', dom.children);
  if (redoc) DomUtils.removeElement(redoc);
  return DomUtils.findAll((e) => ['a', 'link', 'img', 'script'].includes(e.name), dom.children)
    .map((e) => e.attribs.href ?? e.attribs.src)
    .filter((link): link is string => link !== undefined && !/^(https?|mailto|data):/i.test(link));
}

describe('the built site', () => {
  it.each(pages())('%s: every link to the site reaches its page and its place', (page) => {
    const links = linksOf(page);
    expect(links.length).toBeGreaterThan(0);
    const broken = links
      .map((link) => ({ link, problem: problemOf(new URL(link, new URL(page, ORIGIN))) }))
      .filter(({ problem }) => problem !== undefined);
    expect(broken).toEqual([]);
  });

  it('fails a link to a missing page or place (the check itself)', () => {
    expect(problemOf(new URL('guides/none.html', ORIGIN))).toBe('no such file');
    expect(problemOf(new URL('guides/sandbox.html#nowhere', ORIGIN))).toBe(
      'no place "nowhere" on guides/sandbox.html',
    );
    expect(problemOf(new URL(`${specVersions()[0]}/index.html#/nowhere`, ORIGIN))).toMatch(/^no place/);
    expect(problemOf(new URL('../outside.html', new URL('guides/x.html', ORIGIN)))).toBe('no such file');
  });
});

/** The READMEs, and whether they must lead to the guides (the packages' npm pages must). */
const READMES = [
  ['apps/mock/README.md', true],
  ['spec/README.md', true],
  ['packages/client/README.md', true],
  ['README.md', false],
] as const;

describe.each(READMES)('%s', (readme, leadsToGuides) => {
  const text = readFileSync(join(docsDir, '../..', readme), 'utf8');
  // Inline links, autolinks and reference definitions (`[name]: https://…`).
  const links = [
    ...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)|<(https?:\/\/[^>\s]+)>|^\[[^\]]+\]:\s*(https?:\/\/\S+)/gm),
  ].map(([, inline, auto, definition]) => (inline ?? auto ?? definition)!);

  it('links into the hosted site only from SITE_URL, to pages and places the build writes', () => {
    if (leadsToGuides) expect(links.filter((link) => link.startsWith(`${SITE_URL}guides/`))).not.toEqual([]);
    // A link to a guide page under any other address is a copy of the site's address gone stale.
    const elsewhere = links.filter(
      (link) => /\/guides\/[\w-]+\.html/.test(link) && !link.startsWith(SITE_URL),
    );
    expect(elsewhere).toEqual([]);
    const broken = links
      .filter((link) => link.startsWith(SITE_URL))
      .map((link) => ({ link, problem: problemOf(new URL(link.slice(SITE_URL.length), ORIGIN)) }))
      .filter(({ problem }) => problem !== undefined);
    expect(broken).toEqual([]);
  });
});
