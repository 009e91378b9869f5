// The sandbox guide's recipes (apps/docs/guides/sandbox.md), followed as written in a fresh Vite app that installed the packed
// packages with npm. The browser recipe: production builds hold nothing of the mock, and the
// development build serves the sandbox in Chromium, keeps what the app wrote across a reload
// (`persist: sessionStorage`) and goes back to the seed on `sandbox.reset()`. The panel recipe: its
// production build holds nothing of the mock either; in development the corner button opens the
// panel, which shows the state, the scenarios and the journal with the app's own request. The
// unit-test recipe: its two files, written into the same project, pass under vitest.
//
// The development build runs on each msw major the package accepts: the app on msw 3 and a second
// project, installed alongside it from the same tarballs with msw 2 and its own `msw init`, take the
// same browser cases. The production checks and the unit-test recipe stay on msw 3: whether the mock
// is left out of a production bundle depends on the dev flag and on `sideEffects`, not on msw's major,
// and the Node side (`setupServer`) is tried on msw 2, then 3, by tests/registry. What msw 2 costs
// (six runs, alternating with the file without it, on the shared 2-core machine at load 1 to 12):
// the file took 18 to 28 s, and 25 to 40 s with it, 3 to 17 s more (7 s the median). Its install runs
// beside the msw 3 app's.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_COUNTS } from '@dispute-api/mock';
import { PANEL_ELEMENT } from '@dispute-api/mock/msw/panel';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserDependencies,
  buildApp,
  installApp,
  installedMsw,
  runVitest,
  startDevServer,
} from '../src/app.mjs';
import { packPublicPackages } from '@dispute-api/registry-tests/src/packages.mjs';
import { guideRecipe as recipe } from '../src/project.mjs';
import { launchChromium } from '@dispute-api/test-support/browser';
import { scratchDir } from '@dispute-api/test-support/cleanup';

const root = scratchDir('frontend');
/** The app on msw 3 (every case), and the project on msw 2 (the development build's cases). */
const apps = { 3: join(root, 'app'), 2: join(root, 'app-msw2') };
const app = apps[3];
const ALERT = '6601a7c3e4b0c1d2e3f40a11';

const GUIDE_RECIPE = recipe('In the browser (Vite), in development only')['src/main.js'];
const PANEL_RECIPE = recipe('Control panel in the page')['src/main.js'];
const VITEST_RECIPE = recipe('In unit tests (vitest)');
// The same app without any sandbox: what production should be left with.
const WITHOUT_SANDBOX = `import { renderApp } from './app.js';\nrenderApp();\n`;
// Static imports, used only under the development flag.
const STATIC_IMPORTS = `import { setupWorker } from 'msw/browser';
import { createSandbox } from '@dispute-api/mock/msw';
import { mountControlPanel } from '@dispute-api/mock/msw/panel';
import { renderApp } from './app.js';

if (import.meta.env.DEV) {
  const sandbox = createSandbox();
  await setupWorker(...sandbox.handlers).start();
  mountControlPanel(sandbox);
}
renderApp();
`;
// The mistake the recipes avoid: the sandbox and its panel started unconditionally. It proves the
// markers below.
const UNGUARDED = STATIC_IMPORTS.replace('if (import.meta.env.DEV) ', '');

/** Text that each part of the sandbox brings into a bundle, and nothing else in this app does. */
const MARKERS = {
  msw: 'mockServiceWorker',
  engine: '/__mock/',
  spec: 'reportAlertOutcome',
  ajv: 'must have required property',
  panel: PANEL_ELEMENT,
};
const markersIn = (code: string) => Object.entries(MARKERS).filter(([, text]) => code.includes(text));

type Build = Awaited<ReturnType<typeof buildApp>>;
const builds: Record<string, Build> = {};
let browser: Browser | undefined;

beforeAll(async () => {
  const tarballs = await packPublicPackages(join(root, 'tarballs'));
  await Promise.all([installApp(app, tarballs), installApp(apps[2], tarballs, browserDependencies(2))]);
  for (const [name, entry] of Object.entries({
    recipe: GUIDE_RECIPE,
    panel: PANEL_RECIPE,
    without: WITHOUT_SANDBOX,
    static: STATIC_IMPORTS,
    unguarded: UNGUARDED,
  }))
    builds[name] = await buildApp(app, entry, `dist-${name}`);
});

afterAll(async () => {
  await browser?.close();
  rmSync(root, { recursive: true, force: true });
});

const size = (build: Build) => build.reduce((n, { code }) => n + code.length, 0);

describe('a Vite app following the guide recipe', () => {
  it('finds every marker in a build that starts the sandbox unconditionally (so the markers work)', () => {
    const found = builds.unguarded.flatMap(({ code }) => markersIn(code).map(([name]) => name));
    expect(new Set(found)).toEqual(new Set(Object.keys(MARKERS)));
  });

  it.each(['recipe', 'panel', 'static'])(
    'production build (%s imports): one chunk, no byte of msw, the engine, the spec or Ajv',
    (name) => {
      const build = builds[name];
      expect(build.map(({ file }) => file)).toHaveLength(1);
      expect(build.flatMap(({ code }) => markersIn(code))).toEqual([]);
      // What is left is the app's own code: within a few bytes of the app without a sandbox.
      expect(Math.abs(size(build) - size(builds.without))).toBeLessThan(200);
    },
  );
});

type DevServer = Awaited<ReturnType<typeof startDevServer>>;

/** The page, once the app has rendered: the worker answers by then. */
const loaded = async (page: Page) => {
  await expect.poll(() => page.locator('#alerts').textContent()).toBe(String(SEED_COUNTS.alerts));
  return page;
};
/** A new tab (its own sessionStorage) on the app served by `server`. */
const open = async (server: DevServer) => {
  browser ??= await launchChromium();
  const page = await browser.newPage();
  await page.goto(server.url);
  return loaded(page);
};

describe.each([3, 2] as const)('on msw %i', (major) => {
  describe('the development build of the guide recipe, in Chromium', () => {
    let server: DevServer;
    beforeAll(async () => {
      server = await startDevServer(apps[major], GUIDE_RECIPE);
    });
    afterAll(() => server?.stop());

    /** A request from the page, as the app would send it. */
    const send = (page: Page, path: string, body?: object) =>
      page.evaluate(
        async ([url, json]) => {
          const init = json === undefined ? {} : { method: 'POST', body: JSON.stringify(json) };
          const headers = { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' };
          const response = await fetch(url, { ...init, headers });
          return { status: response.status, text: await response.text() };
        },
        [`http://127.0.0.1:4010/public/2025-04-01${path}`, body] as const,
      );
    const outcome = async (page: Page) => JSON.parse((await send(page, `/alerts/${ALERT}`)).text).outcome;

    it(`serves the sandbox's ${SEED_COUNTS.alerts} alerts`, async () => {
      await open(server);
    });

    it(`runs on msw ${major}: the project's msw is ${major}.x, and its own worker script controls the page`, async () => {
      const release = installedMsw(apps[major]);
      expect(release.split('.')[0]).toBe(String(major));
      const page = await open(server);
      const worker = await page.evaluate(async () => {
        const url = navigator.serviceWorker.controller?.scriptURL;
        return url && (await fetch(url)).text();
      });
      expect(worker).toContain(`const PACKAGE_VERSION = '${release}'`);
    });

    it('with persist: sessionStorage, an outcome reported before a reload reads back after it; reset() brings the seed back', async () => {
      const page = await open(server);
      const seeded = await outcome(page);
      expect(seeded).not.toBe('refunded');
      expect((await send(page, `/alerts/${ALERT}/outcome`, { outcome: 'refunded' })).status).toBe(202);
      await page.reload();
      await loaded(page);
      expect(await outcome(page)).toBe('refunded');
      // The recipe leaves the handle on globalThis, for the browser's console.
      await page.evaluate(() => (globalThis as unknown as { sandbox: { reset(): unknown } }).sandbox.reset());
      expect(await outcome(page)).toBe(seeded);
      await page.reload();
      await loaded(page);
      expect(await outcome(page)).toBe(seeded);
    });
  });

  describe('the development build of the panel recipe, in Chromium', () => {
    let server: DevServer;
    beforeAll(async () => {
      server = await startDevServer(apps[major], PANEL_RECIPE);
    });
    afterAll(() => server?.stop());

    it("the corner button opens the panel: the state, the scenarios and the journal with the app's request", async () => {
      const page = await open(server);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const panel = page.locator(PANEL_ELEMENT);
      const mode = await page.evaluate(
        (name) => document.querySelector(name)?.shadowRoot?.mode,
        PANEL_ELEMENT,
      );
      expect(mode).toBe('open');
      expect(await panel.locator('.overlay').isHidden()).toBe(true);

      // Playwright's locators enter the open shadow root on their own.
      await panel.getByRole('button', { name: 'Mock control panel' }).click();
      expect(await panel.getByRole('dialog').isVisible()).toBe(true);
      await expect
        .poll(() => panel.locator('#state').innerText())
        .toMatch(new RegExp(`2025-04-01\\s+alerts\\s+${SEED_COUNTS.alerts}`));
      // The request the app made as it rendered, in the journal.
      await expect
        .poll(() => panel.locator('#journal').innerText())
        .toMatch(/GET \/public\/2025-04-01\/alerts\?limit=1\s+200/);
      // The scenarios: none yet, and the form offers each version's operations with their statuses.
      expect(await panel.locator('#scenarios').innerText()).toMatch(/^None/);
      await panel.locator('#version').selectOption('2025-04-01');
      await panel.locator('#operation').selectOption('listAlerts');
      await panel.locator('#status').selectOption('500');
      await panel.locator('#add button[type=submit]').click();
      await expect
        .poll(() => panel.locator('#scenarios').innerText())
        .toMatch(/2025-04-01\s+listAlerts\s+500/);
      expect(errors).toEqual([]);
    });
  });
});

describe('the guide unit-test recipe', () => {
  it('passes under vitest in the same project: a write, the seed again, a scenario for an error path', async () => {
    expect(Object.keys(VITEST_RECIPE)).toEqual(['test/sandbox.js', 'test/alerts.test.js']);
    const output = await runVitest(app, VITEST_RECIPE);
    expect(output).toMatch(/Tests\s+3 passed \(3\)/);
  });
});
