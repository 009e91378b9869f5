// `@dispute-api/mock/msw` in a real browser (Debian's Chromium through playwright-core): a page
// starts `setupWorker(...createHandlers())`, and the client pages through every alert of the
// sandbox and reports an outcome, every answer coming from the service worker, no server involved.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@dispute-api/test-support/browser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_COUNTS } from '../src/index.js';
import { servePage, type ServedPage } from './helpers/browser.js';

let served: ServedPage;
let browser: Browser;

beforeAll(async () => {
  served = await servePage(join(import.meta.dirname, 'browser/page.ts'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

it('serves the sandbox from a service worker: the client pages through every alert and reports an outcome', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const apiAnswers: { url: string; fromServiceWorker: boolean; status: number }[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith('http://127.0.0.1:4010/'))
      apiAnswers.push({ url: r.url(), fromServiceWorker: r.fromServiceWorker(), status: r.status() });
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(served.origin);
  const result = await page.evaluate(() => (globalThis as unknown as { result: Promise<unknown> }).result);
  await context.close();
  expect(errors).toEqual([]);
  expect(result).toMatchObject({
    count: SEED_COUNTS.alerts,
    distinct: SEED_COUNTS.alerts,
    outcome: 'refunded',
  });
  // 6 pages of 25, the outcome report and the read after it, all answered inside the browser.
  expect(apiAnswers.length).toBeGreaterThanOrEqual(Math.ceil(SEED_COUNTS.alerts / 25) + 2);
  expect(apiAnswers.filter((a) => !a.fromServiceWorker)).toEqual([]);
});
