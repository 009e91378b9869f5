// The control page at GET /__mock/ in Chromium: it shows only the key form until the mock accepts a
// key (kept in the tab's memory only), then the sandbox's state; it adds a scenario through its form,
// and shows in its live journal the API call that the scenario made fail. In proxy mode the tally of
// violations takes the state's place.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@dispute-api/test-support/browser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { KEY, start } from './helpers/mock.js';

let mock: RunningMock;
let browser: Browser;

beforeAll(async () => {
  mock = await start();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await mock?.close();
});

/** Opens the control page of the mock at `url` with the key; the page errors collect in `errors`. */
async function openPanel(page: Page, url: string, errors: string[]): Promise<void> {
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}/__mock/`);
  await page.fill('#key', KEY);
  await page.click('#login button[type=submit]');
  await page.waitForSelector('#panel:not([hidden])');
}

it('shows nothing but the key form until a key is accepted, also after a refused key', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${mock.url}/__mock/`);
  const shown = () => page.locator('button:visible, section:visible, main:visible').allInnerTexts();
  expect(await shown()).toEqual(['Open']);
  await page.fill('#key', 'not-an-accepted-key');
  await page.click('#login button[type=submit]');
  await expect.poll(() => page.locator('#error').innerText()).not.toBe('');
  expect(await shown()).toEqual(['Open']);
  await context.close();
});

it('adds a scenario through the page, and shows the failed call in the journal', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const outside: string[] = [];
  // Offline: the page loads nothing but itself and its own routes.
  page.on('request', (r) => void (r.url().startsWith(mock.url) || outside.push(r.url())));
  const errors: string[] = [];
  await openPanel(page, mock.url, errors);
  // The state at a glance: records per collection of both versions.
  await expect.poll(() => page.locator('#state').innerText()).toMatch(/2025-04-01\s+alerts\s+137/);

  await page.selectOption('#version', '2025-04-01');
  await page.selectOption('#operation', 'listAlerts');
  await page.selectOption('#status', '500');
  await page.fill('#times', '1');
  await page.click('#add button[type=submit]');
  await expect.poll(() => page.locator('#scenarios').innerText()).toMatch(/listAlerts\s+500/);

  // The app's next call fails as set, then the scenario is used up.
  const failed = await fetch(`${mock.baseUrls['2025-04-01']}/alerts?limit=3`, {
    headers: { 'x-api-key': KEY },
  });
  expect(failed.status).toBe(500);
  const requestId = failed.headers.get('x-request-id')!;
  expect(
    (await fetch(`${mock.baseUrls['2025-04-01']}/alerts?limit=3`, { headers: { 'x-api-key': KEY } })).status,
  ).toBe(200);

  await expect.poll(() => page.locator('#journal').innerText()).toContain(requestId);
  const row = page.locator('#journal tr', { hasText: requestId });
  expect(await row.innerText()).toMatch(/GET \/public\/2025-04-01\/alerts\?limit=3\s+500/);
  await expect.poll(() => page.locator('#scenarios').innerText()).toMatch(/None/);

  // The key lives in the page's memory only.
  const stored = await page.evaluate<string>(
    'JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie })',
  );
  expect(stored).not.toContain(KEY);
  expect((await context.cookies()).length).toBe(0);
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
  await context.close();
});

it('in proxy mode shows the violations tally per operation, side and kind, and counts again', async () => {
  const proxy = await start({ proxy: mock.url });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    await openPanel(page, proxy.url, errors);
    expect(await page.locator('#state').count()).toBe(0);
    await expect.poll(() => page.locator('#violations').innerText()).toMatch(/^0 exchanges checked/);

    // Two calls that keep the contract, and two that break it on the request side (limit out of range).
    const base = proxy.baseUrls['2025-04-01'];
    for (const query of ['limit=2', 'limit=3', 'limit=0', 'limit=500'])
      await fetch(`${base}/alerts?${query}`, { headers: { 'x-api-key': KEY } });
    const tally = page.locator('#violations');
    await expect
      .poll(() => tally.innerText())
      .toMatch(/^4 exchanges checked, 2 broke the contract, 2 violations/);
    expect(await tally.locator('tr').allInnerTexts()).toEqual([
      'version\toperation\tin\tkind\tcount',
      '2025-04-01\tlistAlerts\trequest\tparameter\t2',
    ]);
    // The same numbers as the route the panel reads.
    const summary = await (
      await fetch(`${proxy.url}/__mock/violations`, { headers: { 'x-api-key': KEY } })
    ).json();
    expect(summary).toMatchObject({ exchanges: 4, failed: 2, violations: 2 });

    await page.click('#clear-violations');
    await expect.poll(() => tally.innerText()).toMatch(/^0 exchanges checked, 0 broke the contract/);
    expect(await tally.locator('table').count()).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await proxy.close();
  }
});
