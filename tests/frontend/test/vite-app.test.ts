// The sandbox guide's recipes for a Vite app (apps/docs/guides/sandbox.md, "## Recipes"), followed
// as written in a fresh React app in TypeScript, as `npm create vite` (react-ts) sets one up, that
// installed the packed packages with npm. The browser recipe and the panel recipe compile under the
// template's strict `tsc -b` (and the line they avoid, `globalThis.sandbox = sandbox`, does not);
// their production builds hold nothing of the mock and no `mockServiceWorker.js`; their development
// builds, in Chromium, serve the sandbox to the app's typed client, keep writes across a reload
// (`persist: sessionStorage`), go back to the seed on `sandbox.reset()`, log no msw warning about the
// app's other requests, and open the panel on state, scenarios and journal. The component-test
// recipe compiles too and passes under vitest with jsdom and with happy-dom; without its
// `retry: false` its error test fails.
//
// The development build runs on each msw major the package accepts: the app on msw 3 (whose Vite
// plugin serves the worker script) and a second project on msw 2, installed alongside it from the
// same tarballs with its own `msw init public` and the recipe's msw 2 option, take the same browser
// cases. The production checks and the component tests stay on msw 3: whether the mock is left out
// of a production bundle depends on the dev flag and on `sideEffects`, not on msw's major, and the
// Node side (`setupServer`) is tried on msw 2, then 3, by tests/registry.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_COUNTS } from '@dispute-api/mock';
import { PANEL_ELEMENT } from '@dispute-api/mock/msw/panel';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserDependencies,
  buildApp,
  holds,
  installApp,
  installedVersion,
  MSW_RELEASES,
  runVitest,
  startDevServer,
  typecheck,
  writeFiles,
} from '../src/app.mjs';
import { packPublicPackages } from '@dispute-api/registry-tests/src/packages.mjs';
import { guideRecipe, packagesOf } from '../src/project.mjs';
import { launchChromium } from '@dispute-api/test-support/browser';
import { scratchDir } from '@dispute-api/test-support/cleanup';

const root = scratchDir('frontend');
/** The app on msw 3 (every case), and the project on msw 2 (the development build's cases). */
const apps = { 3: join(root, 'app'), 2: join(root, 'app-msw2') };
const app = apps[3];
const ALERT = '6601a7c3e4b0c1d2e3f40a11';

const BROWSER = guideRecipe('In the browser (Vite + React), in development only');
const PANEL = guideRecipe('Control panel in the page');
const TESTS = guideRecipe('In component tests (vitest, jsdom or happy-dom)');
const MAIN = BROWSER.files['src/main.tsx'];
const PANEL_MAIN = PANEL.files['src/main.tsx'];
/** The browser recipe on msw 2, as the guide says: msw 2's name of the option. */
const MSW2_MAIN = MAIN.replace('onUnhandledFrame', 'onUnhandledRequest');
/** The app's own entry, without any sandbox: what production should be left with. */
const WITHOUT_SANDBOX = readFileSync(join(import.meta.dirname, '..', 'app', 'src', 'main.tsx'), 'utf8');
// Static imports, used only under the development flag.
const STATIC_IMPORTS = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { createSandbox } from '@dispute-api/mock/msw';
import { mountControlPanel } from '@dispute-api/mock/msw/panel';
import App from './App.tsx';

if (import.meta.env.DEV) {
  const sandbox = createSandbox();
  await setupWorker(...sandbox.handlers).start();
  mountControlPanel(sandbox);
}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
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
  await Promise.all([
    installApp(app, tarballs),
    // msw 2 has no Vite plugin: the worker script goes to public/, and the template's vite.config.ts stays.
    installApp(apps[2], tarballs, browserDependencies(2), 'public'),
  ]);
  writeFiles(app, { 'vite.config.ts': BROWSER.files['vite.config.ts'] });
  for (const [name, entry] of Object.entries({
    recipe: MAIN,
    panel: PANEL_MAIN,
    without: WITHOUT_SANDBOX,
    static: STATIC_IMPORTS,
    unguarded: UNGUARDED,
  }))
    builds[name] = await buildApp(app, entry, `dist-${name}`);
  // What the recipe's line spares: the same app with the worker script in public/ (msw 2's way).
  builds.publicWorker = await buildApp(apps[2], MSW2_MAIN, 'dist-recipe');
});

afterAll(async () => {
  await browser?.close();
  rmSync(root, { recursive: true, force: true });
});

const size = (build: Build) => build.js.reduce((n, { code }) => n + code.length, 0);

describe('the browser recipes in a Vite app', () => {
  it('the guide has the files of each recipe, and its install lines name what the app installed', () => {
    expect(Object.keys(BROWSER.files)).toEqual(['vite.config.ts', 'src/main.tsx']);
    expect(Object.keys(PANEL.files)).toEqual(['src/main.tsx']);
    const named = packagesOf(BROWSER.commands);
    expect(named).toEqual(['@dispute-api/client', '@dispute-api/mock', 'msw']);
    for (const name of named) expect(holds(app, join('node_modules', name)), name).toBe(true);
  });

  it.each([
    ['browser', MAIN],
    ['panel', PANEL_MAIN],
  ])(
    'the %s recipe compiles under the template’s strict tsc -b, vite.config.ts included',
    async (_, main) => {
      writeFiles(app, { 'src/main.tsx': main });
      const { code, output } = await typecheck(app);
      expect(output).toBe('');
      expect(code).toBe(0);
    },
  );

  it('the same check refuses `globalThis.sandbox = sandbox`, the line the recipe replaces (TS7017)', async () => {
    const before = 'Object.assign(window, { sandbox });';
    expect(MAIN).toContain(before);
    writeFiles(app, { 'src/main.tsx': MAIN.replace(before, 'globalThis.sandbox = sandbox;') });
    const { code, output } = await typecheck(app);
    writeFiles(app, { 'src/main.tsx': MAIN });
    expect(code).not.toBe(0);
    expect(output).toContain('error TS7017');
  });

  it('finds every marker in a build that starts the sandbox unconditionally (so the markers work)', () => {
    const found = builds.unguarded.js.flatMap(({ code }) => markersIn(code).map(([name]) => name));
    expect(new Set(found)).toEqual(new Set(Object.keys(MARKERS)));
  });

  it.each(['recipe', 'panel', 'static'])(
    'production build (%s): one chunk, no byte of msw, the engine, the spec or Ajv',
    (name) => {
      const build = builds[name];
      expect(build.js.map(({ file }) => file)).toHaveLength(1);
      expect(build.js.flatMap(({ code }) => markersIn(code))).toEqual([]);
      // What is left is the app's own code: within a few bytes of the app without a sandbox.
      expect(Math.abs(size(build) - size(builds.without))).toBeLessThan(200);
    },
  );

  it("production build: its folder holds public/'s files but no mockServiceWorker.js; with the script in public/ it would", () => {
    expect(builds.recipe.files.sort()).toEqual(['assets', 'favicon.svg', 'index.html']);
    expect(builds.publicWorker.files).toContain('mockServiceWorker.js');
  });
});

type DevServer = Awaited<ReturnType<typeof startDevServer>>;

/** What the app's alert list shows once the sandbox has answered its typed client. */
const SEEDED = new RegExp(`^${SEED_COUNTS.alerts} alerts: [0-9a-f]{24}, `);

/** The page, once the app has rendered the list: the worker answers by then. */
const loaded = async (page: Page) => {
  await expect.poll(() => page.locator('output').textContent()).toMatch(SEEDED);
  return page;
};
/** A new tab (its own sessionStorage) on the app served by `server`; the messages of its console. */
const open = async (server: DevServer) => {
  browser ??= await launchChromium();
  const page = await browser.newPage();
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await page.goto(server.url);
  return { page: await loaded(page), console };
};

describe.each([3, 2] as const)('on msw %i', (major) => {
  describe('the development build of the browser recipe, in Chromium', () => {
    let server: DevServer;
    beforeAll(async () => {
      server = await startDevServer(apps[major], major === 3 ? MAIN : MSW2_MAIN);
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
    const outcome = async (page: Page) =>
      (JSON.parse((await send(page, `/alerts/${ALERT}`)).text) as { outcome: string | null }).outcome;

    it(`serves the sandbox's ${SEED_COUNTS.alerts} alerts to the app's typed client`, async () => {
      const { page } = await open(server);
      await page.close();
    });

    it(`runs on msw ${major}: the project's msw is ${major}.x, and its own worker script controls the page`, async () => {
      const release = installedVersion(apps[major], 'msw');
      expect(release).toBe(MSW_RELEASES[major]);
      const { page } = await open(server);
      const worker = await page.evaluate(async () => {
        const url = navigator.serviceWorker.controller?.scriptURL;
        return url && (await fetch(url)).text();
      });
      expect(worker).toContain(`const PACKAGE_VERSION = '${release}'`);
      // msw 3's plugin serves the script from msw's package; msw 2's project has it in public/.
      expect(holds(apps[major], 'public/mockServiceWorker.js')).toBe(major === 2);
      await page.close();
    });

    it('logs no msw warning about a request of the app that the sandbox does not serve', async () => {
      const { page, console } = await open(server);
      // Not a file msw leaves alone on its own (a script, a style, an image): a call to the app's server.
      expect(await page.evaluate(() => fetch('/session').then((response) => response.ok))).toBe(true);
      await page.close();
      expect(console.filter((text) => /\[MSW\]/.test(text) && /warn|without a matching/i.test(text))).toEqual(
        [],
      );
    });

    it('with persist: sessionStorage, an outcome reported before a reload reads back after it; reset() brings the seed back', async () => {
      const { page } = await open(server);
      const seeded = await outcome(page);
      expect(seeded).not.toBe('refunded');
      expect((await send(page, `/alerts/${ALERT}/outcome`, { outcome: 'refunded' })).status).toBe(202);
      await page.reload();
      await loaded(page);
      expect(await outcome(page)).toBe('refunded');
      // The recipe leaves the handle on window, for the browser's console.
      await page.evaluate(() => (window as unknown as { sandbox: { reset(): unknown } }).sandbox.reset());
      expect(await outcome(page)).toBe(seeded);
      await page.reload();
      await loaded(page);
      expect(await outcome(page)).toBe(seeded);
      await page.close();
    });
  });

  describe('the development build of the panel recipe, in Chromium', () => {
    let server: DevServer;
    beforeAll(async () => {
      const main = major === 3 ? PANEL_MAIN : PANEL_MAIN.replace('onUnhandledFrame', 'onUnhandledRequest');
      server = await startDevServer(apps[major], main);
    });
    afterAll(() => server?.stop());

    it("the corner button opens the panel: the state, the scenarios and the journal with the app's request", async () => {
      const { page } = await open(server);
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
      // The request the app's client made as it rendered, in the journal.
      await expect
        .poll(() => panel.locator('#journal').innerText())
        .toMatch(/GET \/public\/2025-04-01\/alerts\?offset=0&limit=3\s+200/);
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
      await page.close();
    });
  });
});

describe('the component-test recipe, under vitest', () => {
  const testFiles = ['vite.config.ts', 'src/test/sandbox.ts', 'src/AlertList.test.tsx'];

  it('the guide has its three files, and its install line names what the app installed', async () => {
    expect(Object.keys(TESTS.files)).toEqual(testFiles);
    const named = packagesOf(TESTS.commands);
    expect(named).toEqual(['vitest', 'jsdom', '@testing-library/react', '@testing-library/dom']);
    for (const name of [...named, 'happy-dom'])
      expect(holds(app, join('node_modules', name)), name).toBe(true);
  });

  it('compiles under the template’s strict tsc -b, beside the browser recipe', async () => {
    writeFiles(app, { ...TESTS.files, 'src/main.tsx': MAIN });
    const { code, output } = await typecheck(app);
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  it.each([
    ['jsdom, as the recipe sets it', []],
    ['happy-dom, with its default settings', ['--environment', 'happy-dom']],
  ])('passes under %s: the list, a write, the seed again, a scenario for an error path', async (_, args) => {
    const { code, output } = await runVitest(app, TESTS.files, args);
    expect(output).toMatch(/Tests\s+4 passed \(4\)/);
    expect(code).toBe(0);
  });

  it('without `retry: false` the client retries the scenario’s 500, and the error test fails', async () => {
    const sandbox = TESTS.files['src/test/sandbox.ts'];
    expect(sandbox).toMatch(/^\s+retry: false,/m);
    const { code, output } = await runVitest(app, {
      ...TESTS.files,
      'src/test/sandbox.ts': sandbox.replace(/^\s+retry: false,.*\n/m, ''),
    });
    writeFiles(app, TESTS.files);
    expect(code).not.toBe(0);
    expect(output).toMatch(/Tests\s+1 failed \| 3 passed \(4\)/);
    expect(output).toContain('shows the error when the list fails once');
  });
});
