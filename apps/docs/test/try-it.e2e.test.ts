// "Try it" as a reader uses it: the built site and the local mock (the sandbox, on its own port, so a
// cross-origin call as in real use), Chromium in between. Every operation of every version is sent
// from its page with the prefilled examples; a call without a key shows the API's 403.
import { startMock, type RunningMock } from '@dispute-api/mock';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { specVersions } from '../src/paths.mjs';
import { startDocsServer } from '../src/server.mjs';
import { launchWatchedChromium, type Watched } from './helpers/chromium.js';

const KEY = 'try-it-test-key';
const current = specVersions().at(-1) ?? '';

let site: { url: string; close: () => Promise<void> };
let mock: RunningMock;
let browser: Watched;
let page: Page;
/** Origins the pages may reach: the site and the mocks the tests start. */
const allowed: string[] = [];

beforeAll(async () => {
  mock = await startMock({ port: 0, host: '127.0.0.1', apiKeys: [KEY], logLevel: 'error' });
  site = await startDocsServer({ port: 0 });
  allowed.push(new URL(site.url).origin, mock.url);
  browser = await launchWatchedChromium(allowed);
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await mock?.close();
});
beforeEach(() => browser.clear());
afterEach(() => {
  expect(browser.outside()).toEqual([]);
});

/** Opens a version's page and its Try it panel, aimed at the test's mock, with the key typed in. */
async function openPanel(version: string, key: string) {
  await page.goto(new URL(`${version}/index.html`, site.url).href);
  await page.locator('#try-it-open').click();
  await page.locator('#try-it-base').fill(mock.url);
  await page.locator('#try-it-key').fill(key);
}

/** Sends the selected operation and returns the status line and the body shown. */
async function send(): Promise<{ status: number; head: string; body: string }> {
  await page.locator('#try-it-send').click();
  const head = (await page.locator('#try-it-status').textContent({ timeout: 30_000 })) ?? '';
  const body = (await page.locator('#try-it-response').textContent()) ?? '';
  return { status: Number(head.split(' ')[0]), head, body };
}

describe('Try it against the local mock', () => {
  for (const version of specVersions()) {
    it(`${version}: every operation can be sent with its examples and gets the mock's answer`, async () => {
      // Each sweep starts from the seed (it deletes the example webhook), whatever ran before it
      // against the same mock.
      mock.reset?.();
      await openPanel(version, KEY);
      const operations = await page
        .locator('#try-it-operation option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(operations.length).toBeGreaterThan(5);
      const answers: string[] = [];
      for (const operationId of operations) {
        await page.locator('#try-it-operation').selectOption(operationId);
        const { status, head } = await send();
        answers.push(`${operationId}: ${status}`);
        // Each answer carries the request id header the mock exposes to pages.
        expect(head, operationId).toMatch(/x-request-id: \S+/);
      }
      // The sandbox knows the examples' ids, so every call succeeds as the reader sent it.
      expect(answers.filter((a) => !/: 2\d\d$/.test(a))).toEqual([]);
    });
  }

  it('shows the list of alerts, and keeps the key out of the address and of storage', async () => {
    await openPanel(current, KEY);
    await page.locator('#try-it-operation').selectOption('listAlerts');
    const { status, body } = await send();
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({
      alerts: expect.any(Array),
      pagination: { offset: 0, limit: 25 },
    });
    expect(page.url()).not.toContain(KEY);
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    expect(stored).not.toContain(KEY);
  });

  it('a call without a key shows the 403 in the API format', async () => {
    await openPanel(current, '');
    await page.locator('#try-it-operation').selectOption('listAlerts');
    const { status, body } = await send();
    expect(status).toBe(403);
    expect(JSON.parse(body)).toMatchObject({ message: expect.any(String), requestId: expect.any(String) });
  });

  it('signs the request when asked, and the mock that requires signatures accepts it', async () => {
    const signing = await startMock({
      port: 0,
      host: '127.0.0.1',
      apiKeys: [KEY],
      secretKey: 'try-it-secret',
      requireSignature: true,
      logLevel: 'error',
    });
    allowed.push(signing.url);
    try {
      await page.goto(new URL(`${current}/index.html`, site.url).href);
      await page.locator('#try-it-open').click();
      await page.locator('#try-it-base').fill(signing.url);
      await page.locator('#try-it-key').fill(KEY);
      await page.locator('#try-it-operation').selectOption('reportAlertOutcome');
      expect((await send()).status).toBe(403);
      await page.locator('#try-it-sign').check();
      await page.locator('#try-it-secret').fill('try-it-secret');
      expect((await send()).status).toBe(202);
    } finally {
      await signing.close();
    }
  });

  it('says plainly when the target cannot be reached, with the command for the local mock', async () => {
    // Port 9 (discard) has no listener here: the connection is refused.
    allowed.push('http://127.0.0.1:9');
    await openPanel(current, KEY);
    await page.locator('#try-it-base').fill('http://127.0.0.1:9');
    await page.locator('#try-it-send').click();
    const problem = page.locator('#try-it-result [role="alert"]');
    await expect.poll(() => problem.textContent()).toContain('npx dispute-api-mock --cors-origin');
    // The hint under the base URL names the same command: the site's readers have the published
    // package, not this repository's `pnpm mock`.
    expect(await page.locator('#try-it').textContent()).toContain(
      'the default is the local mock (npx dispute-api-mock).',
    );
  });
});
