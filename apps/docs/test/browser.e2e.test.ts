// The site as a reader sees it: headless Debian Chromium against the built site served under a
// sub-path (as a partner team would host it), with every request outside the site and the local
// mock refused and recorded. Each test opens its own page, so they pass in any order; after each
// one, no outside load, failed load, page error or console error may have happened.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiModel } from '@dispute-api/openapi-model';
import { GUIDES, guidePath } from '../src/guides.mjs';
import { docsDir, specDistDir, specVersions } from '../src/paths.mjs';
import { narrowBelow } from '../src/layout.mjs';
import { operationRoute, redocRoute } from '../src/search-index.mjs';
import { startDocsServer } from '../src/server.mjs';
import { launchWatchedChromium, type Watched } from './helpers/chromium.js';
import { inspectWhileScrolling, overflowing } from './helpers/layout.js';

const SCREENSHOTS = join(docsDir, 'test-results');
const BASE = '/api-docs/';
const current = specVersions().at(-1) ?? '';
// The facts checked below belong to these versions: 2024-03-18's dispute list has filters, and
// 2025-04-01 removed them.
const [FILTERED, UNFILTERED] = ['2024-03-18', '2025-04-01'];

let site: { url: string; close: () => Promise<void> };
let browser: Watched;
let page: Page;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  site = await startDocsServer({ port: 0, base: BASE });
  browser = await launchWatchedChromium([new URL(site.url).origin]);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});
beforeEach(() => browser.clear());
afterEach(() => {
  expect(browser.outside()).toEqual([]);
  expect(browser.problems).toEqual([]);
});

/** Opens a page by its path relative to the site's root, as the site's own links are. */
const open = (path: string) => page.goto(new URL(path, site.url).href);
const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
const header = () => page.locator('header.site-header');
/** Opens a tag in Redoc's sidebar; its operations render when it is opened. */
const openTag = (name: string) =>
  page.locator('[data-component-name="Menu/MenuItem"]').getByText(name, { exact: true }).first().click();

describe('the docs site in Chromium, under a sub-path', () => {
  it('landing page: every version, the current one marked, the change report, working downloads', async () => {
    await open('');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dispute and Alert Management API');
    const currentRow = page.locator(`tr[data-version="${current}"]`);
    expect(await currentRow.textContent()).toContain('current');
    for (const version of specVersions())
      expect(await page.locator(`tr[data-version="${version}"]`).count(), version).toBe(1);
    await shot('index');
    for (const ext of ['yaml', 'json']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        currentRow.getByText(ext.toUpperCase()).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${current}.${ext}`);
      expect(readFileSync((await download.path()) ?? '', 'utf8')).toBe(
        readFileSync(join(specDistDir, `${current}.${ext}`), 'utf8'),
      );
    }
  });

  it(`${current}: the operation list renders, with marked gaps and both code samples`, async () => {
    await open(`${current}/index.html`);
    await expect.poll(() => header().locator('[aria-current="page"]').textContent()).toContain(current);
    await openTag('Alerts');
    await page.getByRole('heading', { name: 'List alerts' }).waitFor();
    const section = page.locator('[data-section-id="/alerts/listalerts"]');
    await expect
      .poll(() => section.getByText('Not specified by the reference:').first().isVisible())
      .toBe(true);
    expect(await section.getByText('x-api-key: $DISPUTE_API_KEY').count()).toBeGreaterThan(0);
    await section.getByText('curl', { exact: true }).first().click();
    await page.getByRole('menuitem', { name: 'TypeScript' }).click();
    await section.getByText(`from '@dispute-api/client/${current}'`).first().waitFor();
    await shot(`${current}-list-alerts`);
  });

  it(`${current}: a menu link opened on its own (a new tab, a copied address) shows its section`, async () => {
    await open(`${current}/index.html`);
    const link = page.locator('#redoc a', { hasText: 'Alerts' }).first();
    await expect.poll(() => link.getAttribute('href')).toMatch(/^#\//);
    const address = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    expect(address.startsWith(`${site.url}${current}/index.html#/`), address).toBe(true);
    await page.goto(address);
    await page.getByRole('heading', { name: 'List alerts' }).waitFor();
  });

  it(`the switcher leads from ${current} to ${FILTERED}, where the dispute list filters render, and back`, async () => {
    await open(`${current}/index.html`);
    await header().getByRole('link', { name: FILTERED }).click();
    await page.waitForURL(`**${BASE}${FILTERED}/index.html`);
    await openTag('Disputes');
    await page.getByRole('heading', { name: 'List disputes' }).waitFor();
    for (const filter of ['dateCreatedFrom', 'amountTo', 'statusNames']) {
      await page.getByText(filter, { exact: true }).first().waitFor();
    }
    await shot(`${FILTERED}-list-disputes`);
    await header().getByRole('link', { name: current }).click();
    await page.waitForURL(`**${BASE}${current}/index.html`);
    await page
      .locator('[data-component-name="Menu/MenuItem"]')
      .getByText('Alerts', { exact: true })
      .first()
      .waitFor();
  });

  it('the change report: breaking and other changes by operation, and the notes', async () => {
    await open('index.html');
    await header().getByRole('link', { name: 'What changed' }).click();
    await page.waitForURL(`**${BASE}changes.html`);
    const pair = page.locator(`[id="${FILTERED}..${UNFILTERED}"]`);
    const breaking = pair.getByRole('region', { name: 'Breaking changes' });
    await expect.poll(() => breaking.getByText('GET /disputes', { exact: true }).count()).toBe(1);
    expect(await breaking.textContent()).toContain('Query parameter dateCreatedFrom was removed.');
    expect(await pair.getByRole('region', { name: 'Other changes' }).textContent()).toContain(
      'Operation GET /alerts was added.',
    );
    expect(await pair.getByRole('heading', { name: 'Changes that the diff cannot measure' }).count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'changes.png'), fullPage: true });
  });

  it('every page, asset and download the site links to answers 200 under the sub-path', async () => {
    const seen = new Set<string>();
    const queue = [site.url];
    while (queue.length > 0) {
      const url = queue.shift() ?? '';
      if (seen.has(url)) continue;
      seen.add(url);
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      if (!url.endsWith('.html') && !url.endsWith('/')) continue;
      await open(url);
      await page.waitForLoadState('networkidle');
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('a[href], link[href], img[src], script[src]')].map(
          (e) => (e as HTMLAnchorElement).href || (e as HTMLImageElement).src,
        ),
      );
      for (const link of links) {
        const target = new URL(link);
        target.hash = '';
        if (target.href.startsWith(site.url)) queue.push(target.href);
        else if (target.origin === new URL(site.url).origin)
          throw new Error(`${url} links outside the sub-path: ${link}`);
      }
    }
    const files = [...seen].map((u) => u.slice(site.url.length));
    expect(files).toEqual(
      expect.arrayContaining([
        'changes.html',
        `${current}/index.html`,
        ...specVersions().map((version) => `downloads/${version}.yaml`),
        'assets/favicon.svg',
      ]),
    );
  });
});

describe('polish, at desktop and phone widths', () => {
  // Every page of the site, and each reference at a tag too, where Redoc renders operations and samples.
  const pages = [
    '',
    'changes.html',
    ...specVersions().flatMap((v) => [`workflows-${v}.html`, `${v}/index.html`, `${v}/index.html#/disputes`]),
    ...GUIDES.map((g) => guidePath(g.slug)),
  ];
  const widths = [
    ['desktop', 1280],
    ['phone', 390],
    ['small phone', 320],
  ] as const;
  /** Runs a check at a viewport width and puts the test's default viewport back after it. */
  const atWidth = async (width: number, check: () => Promise<void>) => {
    await page.setViewportSize({ width, height: 844 });
    try {
      await check();
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  };

  for (const [label, width] of widths) {
    for (const path of pages) {
      it(`${label} (${width} px), ${path || 'index.html'}: nothing wider than the screen, no control over text`, () =>
        atWidth(width, async () => {
          // A fresh load at this width, as a phone loads the page: Redoc picks its phone layout when it
          // starts, and going to another tag's address of the same page does not load it again.
          await page.goto('about:blank');
          await open(path);
          await page.waitForLoadState('networkidle');
          const tag = path.split('#/')[1];
          if (tag) await page.locator(`[data-section-id^="/${tag}/"]`).first().waitFor();
          expect(await inspectWhileScrolling(page)).toEqual({ overflow: [], covered: [] });
        }));
    }

    it(`${label} (${width} px): no clipped code line, a title that fits`, () =>
      atWidth(width, async () => {
        await open(`${current}/index.html`);
        // Redoc's title, above its Copy button: at most three lines of it.
        const title = page.locator('#redoc h1').first();
        const { height, lineHeight } = await title.evaluate((h) => ({
          height: h.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(h).lineHeight),
        }));
        expect(height / lineHeight, 'title lines').toBeLessThanOrEqual(3.2);
        // Server descriptions show text, not Markdown marks.
        expect(await page.locator('#redoc').textContent()).not.toMatch(/`base_url`/);
        await shot(`${current}-intro-${width}`);
        // Redoc's in-page route of the tag: phones hide the sidebar that openTag clicks.
        await open(`${current}/index.html#/alerts`);
        await page.getByRole('heading', { name: 'List alerts' }).waitFor();
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll('#redoc pre')]
            .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
            .map((pre) => pre.textContent?.slice(0, 60)),
        );
        expect(clipped).toEqual([]);
        await page.locator('[data-section-id="/alerts/listalerts"]').scrollIntoViewIfNeeded();
        await shot(`${current}-list-alerts-${width}`);
      }));
  }

  it('the header fits on one line just above the width where its links move into a menu', () =>
    atWidth(parseInt(narrowBelow(specVersions().length)) + 1, async () => {
      await open('changes.html');
      expect(await header().getByRole('button', { name: 'Versions and pages' }).isVisible()).toBe(false);
      expect(await overflowing(page)).toEqual([]);
    }));

  it('small phone (320 px): the header menu leads to every version, the guides, the workflows and the change report', () =>
    atWidth(320, async () => {
      await open('');
      const menu = header().getByRole('button', { name: 'Versions and pages' });
      const links = header().locator('#site-links');
      expect(await links.isVisible()).toBe(false);
      await menu.click();
      for (const name of [...specVersions(), 'Guides', 'Workflows', 'What changed'])
        expect(await links.getByRole('link', { name }).isVisible(), name).toBe(true);
      expect(await overflowing(page)).toEqual([]);
      await shot('menu-320');
      await links.getByRole('link', { name: FILTERED }).click();
      await page.waitForURL(`**${BASE}${FILTERED}/index.html`);
      await menu.click();
      await links.getByRole('link', { name: 'What changed' }).click();
      await page.waitForURL(`**${BASE}changes.html`);
    }));

  it("small phone (320 px): Try it and Redoc's contents open from the toolbar, above it", () =>
    atWidth(320, async () => {
      await page.goto('about:blank');
      await open(`${current}/index.html`);
      const toolbar = page.locator('.toolbar');
      await toolbar.getByRole('button', { name: 'Try it' }).click();
      await page.locator('#try-it').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const contents = page.locator('#redoc .menu-content');
      await contents.getByText('Disputes', { exact: true }).first().waitFor();
      const [menuBottom, toolbarTop] = await Promise.all([
        contents.evaluate((e) => e.getBoundingClientRect().bottom),
        toolbar.evaluate((e) => e.getBoundingClientRect().top),
      ]);
      expect(menuBottom).toBeLessThanOrEqual(toolbarTop);
      await shot('contents-320');
      await contents.getByText('Disputes', { exact: true }).first().click();
      await page.getByRole('heading', { name: 'List disputes' }).waitFor();
    }));
});

describe('the search in the header, from the site under a sub-path, with nothing from another host', () => {
  const dialog = () => page.locator('dialog#site-search');
  const results = () => dialog().locator('.search-results > li');
  /** Opens the search on a page and types `term`; resolves once the results for it are shown. */
  const search = async (path: string, term: string) => {
    await open(path);
    await header().getByRole('button', { name: 'Search' }).click();
    await page.locator('#site-search-input').fill(term);
    await expect.poll(() => dialog().locator('.search-status').textContent()).toContain(`“${term}”`);
  };
  const hrefs = () =>
    results()
      .locator(':scope > a')
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));

  it('finds "persist" in the sandbox guide, and leads to it', async () => {
    await search(guidePath('getting-started'), 'persist');
    expect((await hrefs())[0]).toBe(`${site.url}${guidePath('sandbox')}`);
    await shot('search-persist');
    await results().first().locator(':scope > a').click();
    await page.waitForURL(`**${BASE}${guidePath('sandbox')}`);
    await expect.poll(() => page.locator('main').textContent()).toContain('persist');
  });

  it(`finds reportAlertOutcome in the ${current} reference, and opens its operation`, async () => {
    await search(`${current}/index.html`, 'reportAlertOutcome');
    const route = redocRoute.operation('Alerts', 'reportAlertOutcome');
    expect((await hrefs())[0]).toBe(`${site.url}${current}/index.html#${route}`);
    expect(await results().first().locator('.result-kind').textContent()).toBe(`Reference ${current}`);
    await results().first().locator(':scope > a').click();
    expect(await dialog().isVisible()).toBe(false);
    const section = page.locator(`[data-section-id="${route}"]`);
    await section.waitFor();
    await expect
      .poll(() => section.evaluate((e) => Math.round(e.getBoundingClientRect().top)))
      .toBeLessThan(200);
  });

  it('searches the reference of the version being read: 2024-03-18 has no reportAlertOutcome', async () => {
    await search(`${FILTERED}/index.html`, 'reportAlertOutcome');
    const kinds = await results().locator('.result-kind').allTextContents();
    expect(kinds).not.toContain(`Reference ${current}`);
    await page.locator('#site-search-input').fill('dateCreatedFrom');
    await expect
      .poll(() => results().locator('.result-kind').allTextContents())
      .toContain(`Reference ${FILTERED}`);
  });

  it('opens with the / key and closes with Escape, giving the page back', async () => {
    await open(guidePath('sandbox'));
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
    await page.keyboard.press('Escape');
    expect(await dialog().isVisible()).toBe(false);
  });

  for (const width of [1280, 390, 320]) {
    it(`at ${width} px the dialog and its results fit the screen`, async () => {
      await page.setViewportSize({ width, height: 844 });
      try {
        await search(guidePath('sandbox'), 'sandbox');
        expect(await results().count()).toBeGreaterThan(1);
        expect(await overflowing(page)).toEqual([]);
        await shot(`search-${width}`);
      } finally {
        await page.setViewportSize({ width: 1400, height: 900 });
      }
    });
  }

  it.each(specVersions())(
    "%s: every operation's route, where the search leads, is a section Redoc renders",
    async (version) => {
      const doc = JSON.parse(readFileSync(join(specDistDir, `${version}.json`), 'utf8'));
      await open(`${version}/index.html`);
      for (const op of apiModel(doc).operations) {
        const route = operationRoute(op);
        await page.evaluate((hash) => (location.hash = hash), route);
        await page.locator(`[data-section-id="${route}"]`).waitFor();
      }
    },
  );
});
