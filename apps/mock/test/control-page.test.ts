// The control page at GET /__mock/ in Chromium: it asks for the key once (kept in the tab's memory
// only), shows the sandbox's state, adds a scenario through its form, and shows in its live journal
// the API call that the scenario made fail.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { KEY, start } from './helpers/mock.js';

const CHROMIUM = '/usr/bin/chromium';
let mock: RunningMock;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}; run \`pnpm setup:browser\``);
  mock = await start();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
});

afterAll(async () => {
  await browser?.close();
  await mock?.close();
});

it('adds a scenario through the page, and shows the failed call in the journal', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const outside: string[] = [];
  // Offline: the page loads nothing but itself and its own routes.
  page.on('request', (r) => void (r.url().startsWith(mock.url) || outside.push(r.url())));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${mock.url}/__mock/`);
  await page.fill('#key', KEY);
  await page.click('#login button[type=submit]');
  await page.waitForSelector('#panel:not([hidden])');
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
