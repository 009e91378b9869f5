// `@dispute-api/mock/msw` in a real browser (Debian's Chromium through playwright-core): a page
// starts `setupWorker(...createHandlers())`, and the client pages through every alert of the
// sandbox and reports an outcome, every answer coming from the service worker, no server involved.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SEED_COUNTS } from '../src/index.js';

const CHROMIUM = '/usr/bin/chromium';
const require = createRequire(import.meta.url);

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}; run \`pnpm setup:browser\``);
  const page = await build({
    entryPoints: [join(import.meta.dirname, 'browser/page.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const files: Record<string, [string, string | Uint8Array]> = {
    '/': [
      'text/html',
      '<!doctype html><meta charset="utf-8"><title>sandbox</title><script type="module" src="/page.js"></script>',
    ],
    '/page.js': ['text/javascript', page.outputFiles[0]!.contents],
    '/mockServiceWorker.js': ['text/javascript', readFileSync(require.resolve('msw/mockServiceWorker.js'))],
  };
  server = createServer((req, res) => {
    const file = files[req.url ?? '/'];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
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
  await page.goto(origin);
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
