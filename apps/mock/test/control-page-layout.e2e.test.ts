// The control page and the panel at phone widths, in Chromium: at 1280, 700, 390 and 320 px, with a
// scenario and journal rows showing (a refused call with its problems, a scenario's answer), nothing
// reaches past the side of the window (or of the panel's body): the scenario form's long operation
// names stay in their card, and the journal reflows into stacked rows instead of being cut off. The
// page names an inline icon, and "Remove all" shows only when there is a scenario to remove.
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { launchChromium } from '@dispute-api/test-support/browser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { PANEL_ELEMENT } from '../src/msw/panel.js';
import { servePage, type ServedPage } from './helpers/browser.js';
import { overflowing } from './browser/layout.js';
import { call, KEY, start } from './helpers/mock.js';

/** A desktop, a narrow window where the journal is still a table, and two phones. */
const WIDTHS = [1280, 700, 390, 320];
/** The longest operation's label in the form: `reportAlertOutcome (POST /public/…/outcome)`. */
const SCENARIO = { version: '2025-04-01', operationId: 'reportAlertOutcome', status: 500, delayMs: 5 };

let mock: RunningMock;
let browser: Browser;
let served: ServedPage;

beforeAll(async () => {
  mock = await start();
  browser = await launchChromium();
  served = await servePage(join(import.meta.dirname, 'browser/panel-page.ts'));
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
  await mock?.close();
});

/**
 * The journal's times and request ids under `scope` that break over lines: squeezed into a column
 * too narrow for them, as six columns are on a phone, where the rows should stack their cells.
 */
const broken = (scope: Locator) =>
  scope.locator('#journal td:nth-child(1), #journal td:nth-child(4) code').evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell.lastChild!);
        return new Set(Array.from(range.getClientRects(), (line) => Math.round(line.top))).size > 1;
      })
      .map((cell) => cell.lastChild!.textContent),
  );

/** Journal rows of each kind: refused with problems, answered, and answered by a scenario. */
async function fillJournal() {
  const alerts = '/public/2025-04-01/alerts';
  await call(mock, `${alerts}?limit=0&cursor=not-a-cursor-of-this-mock-at-all`);
  await call(mock, `${alerts}?limit=3`);
  await call(mock, '/__mock/scenarios', { method: 'POST', body: { ...SCENARIO, operationId: 'listAlerts' } });
  await call(mock, `${alerts}?limit=3`);
  await call(mock, '/__mock/scenarios', { method: 'DELETE' });
}

it('names an inline icon, and shows "Remove all" only with a scenario to remove', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${mock.url}/__mock/`);
  // A data URL: a browser asks the mock for no /favicon.ico. (Headless Chromium asks for none even
  // without it, so the link is what is checked; the journal leaves such a request out anyway.)
  const icon = await page.evaluate(() => document.querySelector('link[rel=icon]')?.getAttribute('href'));
  expect(icon).toMatch(/^data:/);
  await page.fill('#key', KEY);
  await page.click('#login button[type=submit]');
  await expect.poll(() => page.locator('#scenarios').innerText()).toMatch(/^None/);
  expect(await page.locator('#clear-scenarios').isVisible()).toBe(false);
  await call(mock, '/__mock/scenarios', { method: 'POST', body: SCENARIO });
  await expect.poll(() => page.locator('#clear-scenarios').isVisible()).toBe(true);
  await page.click('#clear-scenarios');
  await expect.poll(() => page.locator('#clear-scenarios').isVisible()).toBe(false);
  await context.close();
});

it.each(WIDTHS)(
  'at %i px the control page fits the window, form, scenarios and journal',
  async (width) => {
    await fillJournal();
    await call(mock, '/__mock/scenarios', { method: 'POST', body: SCENARIO });
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${mock.url}/__mock/`);
      expect(await overflowing(page)).toEqual([]);
      await page.fill('#key', KEY);
      await page.click('#login button[type=submit]');
      await page.selectOption('#operation', SCENARIO.operationId);
      await expect.poll(() => page.locator('#scenarios').innerText()).toContain(SCENARIO.operationId);
      await expect.poll(() => page.locator('#journal').innerText()).toMatch(/scenario scn_/);
      expect(await overflowing(page)).toEqual([]);
      expect(await broken(page.locator('#panel'))).toEqual([]);
    } finally {
      await context.close();
      await call(mock, '/__mock/scenarios', { method: 'DELETE' });
    }
  },
  60_000,
);

it.each(WIDTHS)(
  'at %i px the panel in an app fits its overlay',
  async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(served.origin);
      await page.evaluate(async () => {
        const test = globalThis as unknown as { ready: Promise<void>; mount(): void };
        await test.ready;
        const api = 'http://127.0.0.1:4010/public/2025-04-01/alerts';
        const headers = { 'x-api-key': 'local-dev-key' };
        await fetch(`${api}?limit=0&cursor=not-a-cursor-of-this-mock-at-all`, { headers });
        await fetch(`${api}?limit=3`, { headers });
        test.mount();
      });
      const panel = page.locator(PANEL_ELEMENT);
      await panel.locator('.toggle').click();
      await panel.locator('#operation').selectOption(SCENARIO.operationId);
      await panel.locator('#status').selectOption(String(SCENARIO.status));
      await panel.locator('#add button[type=submit]').click();
      await expect.poll(() => panel.locator('#scenarios').innerText()).toContain(SCENARIO.operationId);
      await expect.poll(() => panel.locator('#journal').innerText()).toContain('limit=3');
      expect(await overflowing(page, PANEL_ELEMENT)).toEqual([]);
      expect(await broken(panel)).toEqual([]);
    } finally {
      await context.close();
    }
  },
  60_000,
);
