// The control panel in the page (`@dispute-api/mock/msw/panel`) in Chromium, beside the MSW handlers
// in a service worker: opened from its corner button with the keyboard, it shows the state, adds and
// removes a scenario that the app's next call feels, shows that call in its journal and resets the
// sandbox, all through the handle, no request made; Escape closes it, gives focus back and stops its
// refreshing. Its styles stay in its open shadow root, and the page's stay out of it.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@dispute-api/test-support/browser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_COUNTS } from '../src/index.js';
import { mountControlPanel, PANEL_ELEMENT } from '../src/msw/panel.js';
import { servePage, type ServedPage } from './helpers/browser.js';

// The app's own styles, which must not reach the panel: on buttons, and inherited from the body.
const APP_BODY =
  '<style>button{background:rgb(255,0,0);color:rgb(0,0,255);font-family:serif;border:4px dotted}' +
  'body{color:rgb(0,128,0);font:italic 20px serif}</style>' +
  '<button id="app-button" type="button">The app</button>';
const API = 'http://127.0.0.1:4010/public/2025-04-01';
/** An alert of the seed without an outcome. */
const ALERT = '6601a7c3e4b0c1d2e3f40a11';
/** The panel's own text colour (#1d2330). */
const PANEL_INK = 'rgb(29, 35, 48)';

let served: ServedPage;
let browser: Browser;

beforeAll(async () => {
  served = await servePage(join(import.meta.dirname, 'browser/panel-page.ts'), APP_BODY);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

interface TestPage {
  ready: Promise<void>;
  mount(): void;
  unmount(): void;
  calls: string[];
}

/** A page with the worker started and nothing mounted; what it requests of the mock's own routes. */
async function openPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const controlRequests: string[] = [];
  page.on('request', (r) => void (r.url().includes('/__mock/') && controlRequests.push(r.url())));
  await page.goto(served.origin);
  await page.evaluate(() => (globalThis as unknown as TestPage).ready);
  return { context, page, errors, controlRequests };
}

/** The app's own call, through the service worker. */
const appCall = (page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ([url, body]) => {
      const headers: Record<string, string> = { 'x-api-key': 'local-dev-key' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const init = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) };
      const r = await fetch(url, init);
      const text = await r.text();
      return { status: r.status, requestId: r.headers.get('x-request-id'), json: text && JSON.parse(text) };
    },
    [`${API}${path}`, body] as const,
  );

/** What has the focus: an id or class inside the panel, or the id of an element of the page. */
const focused = (page: Page) =>
  page.evaluate((name) => {
    const active = document.activeElement;
    const inner = active?.localName === name ? active.shadowRoot?.activeElement : active;
    return inner ? inner.id || inner.className : null;
  }, PANEL_ELEMENT);

it('opens from the corner button with the keyboard; state, scenarios, journal and reset work through the handle', async () => {
  const { context, page, errors, controlRequests } = await openPage();
  await page.evaluate(() => (globalThis as unknown as TestPage).mount());
  const panel = page.locator(PANEL_ELEMENT);

  // The app's button first, then the panel's, at the end of the page.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('toggle');
  await page.keyboard.press('Enter');
  expect(await focused(page)).toBe('overlay');
  await expect
    .poll(() => panel.locator('#state').innerText())
    .toMatch(new RegExp(`2025-04-01\\s+alerts\\s+${SEED_COUNTS.alerts}`));

  await panel.locator('#version').selectOption('2025-04-01');
  await panel.locator('#operation').selectOption('listAlerts');
  await panel.locator('#status').selectOption('500');
  await panel.locator('#add button[type=submit]').click();
  await expect.poll(() => panel.locator('#scenarios').innerText()).toMatch(/listAlerts\s+500/);
  const failed = await appCall(page, '/alerts?limit=3');
  expect(failed.status).toBe(500);
  await expect.poll(() => panel.locator('#journal').innerText()).toContain(failed.requestId);
  const row = panel.locator('#journal tr', { hasText: failed.requestId! });
  expect(await row.innerText()).toMatch(/GET \/public\/2025-04-01\/alerts\?limit=3\s+500.*scenario scn_/s);

  await panel.locator('button[data-scenario]').click();
  await expect.poll(() => panel.locator('#scenarios').innerText()).toMatch(/^None/);
  expect((await appCall(page, '/alerts?limit=3')).status).toBe(200);

  expect((await appCall(page, `/alerts/${ALERT}/outcome`, { outcome: 'refunded' })).status).toBeLessThan(300);
  expect((await appCall(page, `/alerts/${ALERT}`)).json.outcome).toBe('refunded');
  await panel.locator('#reset').click();
  await expect.poll(async () => (await appCall(page, `/alerts/${ALERT}`)).json.outcome).toBeNull();

  await page.keyboard.press('Escape');
  expect(await panel.locator('.overlay').isHidden()).toBe(true);
  expect(await focused(page)).toBe('toggle');
  // Closed, it stops refreshing: no call of the handle in more than two of its intervals.
  const calls = await page.evaluate(() => (globalThis as unknown as TestPage).calls.length);
  await page.waitForTimeout(2_500);
  expect(await page.evaluate(() => (globalThis as unknown as TestPage).calls.length)).toBe(calls);

  // Everything went through the handle: no request to the mock's own routes left the page.
  expect(calls).toBeGreaterThan(0);
  expect(controlRequests).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it("keeps its styles in an open shadow root: the app's do not reach it, its own do not reach the app", async () => {
  const { context, page, errors } = await openPage();
  const appButtonStyle = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.getElementById('app-button')!);
      const names = Array.from({ length: style.length }, (_, i) => style.item(i));
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    });
  const before = await appButtonStyle();
  // Imported, not yet mounted: nothing of it in the page, not even a style sheet.
  expect(await page.locator(PANEL_ELEMENT).count()).toBe(0);
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  await page.evaluate(() => (globalThis as unknown as TestPage).mount());
  const panel = page.locator(PANEL_ELEMENT);
  await panel.locator('.toggle').click();
  await expect.poll(() => panel.locator('#state').innerText()).toMatch(/alerts/);

  const toggle = await panel.locator('.toggle').evaluate((b) => {
    const s = getComputedStyle(b);
    return { background: s.backgroundColor, font: s.fontFamily, border: s.borderTopStyle };
  });
  expect(toggle).toEqual({ background: PANEL_INK, font: 'system-ui, sans-serif', border: 'none' });
  const addButton = await panel
    .locator('#add button[type=submit]')
    .evaluate((b) => getComputedStyle(b).color);
  expect(addButton).not.toBe('rgb(0, 0, 255)');
  const text = await panel.locator('#state').evaluate((e) => {
    const s = getComputedStyle(e);
    return { color: s.color, style: s.fontStyle, size: s.fontSize };
  });
  expect(text).toEqual({ color: PANEL_INK, style: 'normal', size: '14px' });
  expect(await appButtonStyle()).toEqual(before);
  expect(await page.evaluate((name) => document.querySelector(name)?.shadowRoot?.mode, PANEL_ELEMENT)).toBe(
    'open',
  );

  await page.evaluate(() => (globalThis as unknown as TestPage).unmount());
  expect(await page.locator(PANEL_ELEMENT).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

it('refuses a handle that is not a sandbox, before it touches the page', () => {
  // Its calls alone, as an app might pass: no data for the scenario form.
  const calls = { reset: () => ({}), state: () => ({}), journal: () => [], clearJournal: () => {} };
  expect(() => mountControlPanel(calls as never)).toThrow(
    new TypeError('mountControlPanel(sandbox) takes what createSandbox() of @dispute-api/mock/msw returns'),
  );
});
