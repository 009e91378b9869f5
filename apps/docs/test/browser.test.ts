// The site as a reader sees it: headless Debian Chromium against the built site on a local port,
// with every request outside the site refused and recorded, so an outside load fails the test.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsDir, siteDir, specDistDir, specVersions } from '../src/paths.mjs';
import { startDocsServer } from '../src/server.mjs';

const CHROMIUM = '/usr/bin/chromium';
// Without the background-networking flags Chromium phones home, which this closed network refuses.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SCREENSHOTS = join(docsDir, 'test-results');
const [older, current] = [specVersions().at(-2) ?? '', specVersions().at(-1) ?? ''];

let site: { url: string; close: () => Promise<void> };
let context: BrowserContext;
let page: Page;
let userDataDir: string;
const requests: string[] = [];
const problems: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not at ${CHROMIUM}; install it with \`apt-get install -y chromium\` (.ci/run does)`);
  }
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`no site in ${siteDir}; run \`pnpm build\` first`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  site = await startDocsServer({ root: siteDir, port: 0 });
  userDataDir = mkdtempSync(join(tmpdir(), 'docs-chromium-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1400, height: 900 },
    acceptDownloads: true,
  });
  const origin = new URL(site.url).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(url);
    return url.startsWith(`${origin}/`) ? route.continue() : route.abort('blockedbyclient');
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  context.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  context.on('response', (r) => void (r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`)));
  page = context.pages()[0] ?? (await context.newPage());
});

afterAll(async () => {
  await context?.close();
  await site?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

const open = async (path: string) => {
  await page.goto(new URL(path, site.url).href);
};
const shot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
const header = () => page.locator('header.site-header');
/** Opens a tag in Redoc's sidebar; its operations render when it is opened. */
const openTag = (name: string) => page.locator('[data-component-name="Menu/MenuItem"]').getByText(name, { exact: true }).first().click();

describe('the docs site in Chromium', () => {
  it('landing page: both versions, the current one marked, the change report, working downloads', async () => {
    await open('/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dispute and Alert Management API');
    const currentRow = page.locator(`tr[data-version="${current}"]`);
    expect(await currentRow.textContent()).toContain('current');
    expect(await page.locator(`tr[data-version="${older}"]`).count()).toBe(1);
    await shot('index');
    for (const ext of ['yaml', 'json']) {
      const [download] = await Promise.all([page.waitForEvent('download'), currentRow.getByText(ext.toUpperCase()).click()]);
      expect(download.suggestedFilename()).toBe(`${current}.${ext}`);
      expect(readFileSync((await download.path()) ?? '', 'utf8')).toBe(readFileSync(join(specDistDir, `${current}.${ext}`), 'utf8'));
    }
  });

  it(`${current}: the operation list renders, with marked gaps and both code samples`, async () => {
    await open(`/${current}/index.html`);
    await expect.poll(() => header().locator('[aria-current="page"]').textContent()).toContain(current);
    await openTag('Alerts');
    const heading = page.getByRole('heading', { name: 'List alerts' });
    await heading.waitFor();
    const section = page.locator('[data-section-id="/alerts/listalerts"]');
    await expect.poll(() => section.getByText('Not specified by the reference:').first().isVisible()).toBe(true);
    expect(await section.getByText('x-api-key: $DISPUTE_API_KEY').count()).toBeGreaterThan(0);
    await section.getByText('curl', { exact: true }).first().click();
    await page.getByRole('menuitem', { name: 'TypeScript' }).click();
    await section.getByText(`from '@dispute-api/client/${current}'`).first().waitFor();
    await shot(`${current}-list-alerts`);
  });

  it(`the switcher leads to ${older}, where the dispute list filters render, and back`, async () => {
    await header().getByRole('link', { name: older }).click();
    await page.waitForURL(`**/${older}/index.html`);
    await openTag('Disputes');
    await page.getByRole('heading', { name: 'List disputes' }).waitFor();
    for (const filter of ['dateCreatedFrom', 'amountTo', 'statusNames']) {
      await page.getByText(filter, { exact: true }).first().waitFor();
    }
    await shot(`${older}-list-disputes`);
    await header().getByRole('link', { name: current }).click();
    await page.waitForURL(`**/${current}/index.html`);
    await page.locator('[data-component-name="Menu/MenuItem"]').getByText('Alerts', { exact: true }).first().waitFor();
  });

  it('the change report: breaking and other changes by operation, and the notes', async () => {
    await header().getByRole('link', { name: 'What changed' }).click();
    await page.waitForURL('**/changes.html');
    const breaking = page.getByRole('region', { name: 'Breaking changes' });
    await expect.poll(() => breaking.getByText('GET /disputes', { exact: true }).count()).toBe(1);
    expect(await breaking.textContent()).toContain('Query parameter dateCreatedFrom was removed.');
    expect(await page.getByRole('region', { name: 'Other changes' }).textContent()).toContain('Operation GET /alerts was added.');
    expect(await page.getByRole('heading', { name: 'Changes that the diff cannot measure' }).count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'changes.png'), fullPage: true });
  });

  it('made no request outside 127.0.0.1 and had no failed load or page error', () => {
    const outside = requests.filter((url) => !/^(data|blob|about):/.test(url) && new URL(url).hostname !== '127.0.0.1');
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    expect(requests.length).toBeGreaterThan(4);
  });
});
