// Answers without a body (the 202 of an outcome report, with `Content-Length: 0`): openapi-fetch
// hands them back unread, and Chromium logged such a request as failed (`net::ERR_ABORTED`) though
// it was answered, where a plain `fetch` whose body the page reads was logged as finished. The
// client reads an empty body to its end, through a clone, so the response it hands on still has
// its body. In Node with a body that records its reads, and in Debian's Chromium against a real
// server answering as the mock does.
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@dispute-api/test-support/browser';
import { localServer, type LocalServer } from '@dispute-api/test-support/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, reportAlertOutcome } from '../src/versions/2025-04-01.js';
import { API_KEY, BASE_URL } from './helpers.js';

const ALERT = '6601a7c3e4b0c1d2e3f40a11';

/** An empty body that says whether it was read to its end (pulled only when read: no buffer ahead). */
function trackedBody() {
  const read = { done: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read.done = true;
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { body, read };
}

describe('in Node', () => {
  it.each([
    ['a 202 with Content-Length: 0', 202, { 'content-length': '0' }],
    ['a 200 with Content-Length: 0', 200, { 'content-length': '0', 'content-type': 'application/json' }],
  ] as const)(
    '%s is read to its end, and the response handed on can still be read',
    async (_, status, headers) => {
      const { body, read } = trackedBody();
      const client = createClient({
        apiKey: API_KEY,
        baseUrl: BASE_URL,
        retry: false,
        fetch: () => Promise.resolve(new Response(body, { status, headers })),
      });
      const { response } = await client.POST('/alerts/{alertId}/outcome', {
        params: { path: { alertId: ALERT } },
        body: { outcome: 'refunded' },
      });
      await expect.poll(() => read.done).toBe(true);
      expect(response.bodyUsed).toBe(false);
      expect(await response.text()).toBe('');
    },
  );

  it('a body with content is left to openapi-fetch, which reads it once', async () => {
    const client = createClient({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      fetch: () =>
        Promise.resolve(Response.json({ alerts: [], pagination: { totalCount: 0, totalPages: 0 } })),
    });
    const { data, response } = await client.GET('/alerts');
    expect(data).toMatchObject({ alerts: [] });
    expect(response.bodyUsed).toBe(true);
  });
});

describe('in Chromium', () => {
  let server: LocalServer;
  let browser: Browser;

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [join(import.meta.dirname, 'browser', 'page.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const script = bundle.outputFiles[0]!.contents;
    // The page and the API on one origin, so no preflight: the outcome report answered as the mock
    // answers it, 202 with an empty body.
    server = await localServer((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><title>client</title><script type="module" src="/page.js"></script>');
      } else if (req.url === '/page.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      } else if (req.method === 'POST' && req.url?.endsWith('/outcome')) {
        res.writeHead(202, { 'content-length': '0' }).end();
      } else res.writeHead(404).end();
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a 202 outcome report shows as finished in the network log, not as failed', async () => {
    const page = await browser.newPage();
    const finished: string[] = [];
    const failed: string[] = [];
    page.on('requestfinished', (r) => void (r.url().includes('/public/') && finished.push(r.method())));
    page.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`));
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => 'api' in globalThis);
    const statuses = await page.evaluate(
      async ([alertId, origin]) => {
        const { api } = globalThis as unknown as {
          api: { createClient: typeof createClient; reportAlertOutcome: typeof reportAlertOutcome };
        };
        const client = api.createClient({
          apiKey: 'local-dev-key',
          baseUrl: origin,
          dangerouslyAllowBrowser: true,
        });
        await api.reportAlertOutcome(client, alertId, 'refunded');
        const { response } = await client.POST('/alerts/{alertId}/outcome', {
          params: { path: { alertId } },
          body: { outcome: 'refunded' },
        });
        return [response.status];
      },
      [ALERT, server.url] as const,
    );
    expect(statuses).toEqual([202]);
    // Each request ends in one of the two events; then none may be a failure.
    await expect.poll(() => finished.length + failed.length).toBe(2);
    expect(failed).toEqual([]);
    expect(finished).toEqual(['POST', 'POST']);
    await page.close();
  });
});
