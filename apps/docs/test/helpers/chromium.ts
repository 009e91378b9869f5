// The workspace's Chromium (@dispute-api/test-support/browser), with every request
// recorded: requests to origins other than the allowed ones are refused, and failed loads, error
// answers, page errors and console errors are collected for the tests to assert on.
import { rmSync } from 'node:fs';
import { launchChromiumContext } from '@dispute-api/test-support/browser';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import type { Page } from 'playwright-core';

export interface Watched {
  page: Page;
  /** Failed loads, error answers, page errors and console errors since the last clear(). */
  problems: string[];
  /** Requests to hosts other than the allowed origins since the last clear(). */
  outside(): string[];
  clear(): void;
  close(): Promise<void>;
}

/** `allowed`: origins (`http://127.0.0.1:PORT`) the pages may load from; the origins may grow later. */
export async function launchWatchedChromium(allowed: string[]): Promise<Watched> {
  const userDataDir = scratchDir('docs-chromium');
  const context = await launchChromiumContext(userDataDir, {
    viewport: { width: 1400, height: 900 },
    acceptDownloads: true,
  });
  const requests: string[] = [];
  const problems: string[] = [];
  const isAllowed = (url: string) => allowed.some((origin) => url.startsWith(`${origin}/`));
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(url);
    return isAllowed(url) ? route.continue() : route.abort('blockedbyclient');
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  context.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText ?? '';
    // A load cancelled because the test moved on to another page did not fail.
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${r.url()} ${reason}`);
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on(
    'console',
    (message) => void (message.type() === 'error' && problems.push(`console: ${message.text()}`)),
  );
  return {
    page,
    problems,
    outside: () => requests.filter((url) => !/^(data|blob|about):/.test(url) && !isAllowed(url)),
    clear() {
      requests.length = 0;
      problems.length = 0;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
