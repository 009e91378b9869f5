// The mock README's browser recipe, followed as written in a fresh Vite app that installed the
// packed packages with npm: production builds hold nothing of the mock, and the development build
// serves the sandbox in Chromium.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_COUNTS } from '@dispute-api/mock';
import { pack, publicPackages, workspaceRoot } from '@dispute-api/registry-tests/src/packages.mjs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, installApp, startDevServer } from '../src/app.mjs';

const root = mkdtempSync(join(tmpdir(), 'dispute-api-frontend-'));
const app = join(root, 'app');
const cleanUp = () => rmSync(root, { recursive: true, force: true });
// An interrupted run leaves no folder behind either.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, cleanUp);

/** The first `js` block under the README heading: the recipe exactly as a reader copies it. */
function recipe(heading: string): string {
  const readme = readFileSync(join(workspaceRoot, 'apps', 'mock', 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf(`### ${heading}`));
  const block = /```js\n([\s\S]*?)```/.exec(after);
  if (!block) throw new Error(`apps/mock/README.md has no js block under "${heading}"`);
  return block[1];
}

const README_RECIPE = recipe('In the browser (Vite), in development only');
// The same app without any sandbox: what production should be left with.
const WITHOUT_SANDBOX = `import { renderApp } from './app.js';\nrenderApp();\n`;
// Static imports, used only under the development flag.
const STATIC_IMPORTS = `import { setupWorker } from 'msw/browser';
import { createHandlers } from '@dispute-api/mock/msw';
import { renderApp } from './app.js';

if (import.meta.env.DEV) await setupWorker(...createHandlers()).start();
renderApp();
`;
// The mistake the recipe avoids: the sandbox started unconditionally. It proves the markers below.
const UNGUARDED = STATIC_IMPORTS.replace('if (import.meta.env.DEV) ', '');

/** Text that each part of the sandbox brings into a bundle, and nothing else in this app does. */
const MARKERS = {
  msw: 'mockServiceWorker',
  engine: '/__mock/',
  spec: 'reportAlertOutcome',
  ajv: 'must have required property',
};
const markersIn = (code: string) => Object.entries(MARKERS).filter(([, text]) => code.includes(text));

type Build = Awaited<ReturnType<typeof buildApp>>;
const builds: Record<string, Build> = {};
let browser: Browser | undefined;

beforeAll(async () => {
  const tarballs = join(root, 'tarballs');
  mkdirSync(tarballs);
  const files = [];
  for (const pkg of await publicPackages()) files.push(await pack(pkg, tarballs));
  await installApp(app, files);
  for (const [name, entry] of Object.entries({
    recipe: README_RECIPE,
    without: WITHOUT_SANDBOX,
    static: STATIC_IMPORTS,
    unguarded: UNGUARDED,
  }))
    builds[name] = await buildApp(app, entry, `dist-${name}`);
});

afterAll(async () => {
  await browser?.close();
  cleanUp();
});

const size = (build: Build) => build.reduce((n, { code }) => n + code.length, 0);

describe('a Vite app following the README recipe', () => {
  it('finds every marker in a build that starts the sandbox unconditionally (so the markers work)', () => {
    const found = builds.unguarded.flatMap(({ code }) => markersIn(code).map(([name]) => name));
    expect(new Set(found)).toEqual(new Set(Object.keys(MARKERS)));
  });

  it.each(['recipe', 'static'])(
    'production build (%s imports): one chunk, no byte of msw, the engine, the spec or Ajv',
    (name) => {
      const build = builds[name];
      expect(build.map(({ file }) => file)).toHaveLength(1);
      expect(build.flatMap(({ code }) => markersIn(code))).toEqual([]);
      // What is left is the app's own code: within a few bytes of the app without a sandbox.
      expect(Math.abs(size(build) - size(builds.without))).toBeLessThan(200);
    },
  );

  it(`development build serves the sandbox's ${SEED_COUNTS.alerts} alerts in Chromium`, async () => {
    const server = await startDevServer(app, README_RECIPE);
    try {
      browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
      const page = await browser.newPage();
      await page.goto(server.url);
      await expect.poll(() => page.locator('#alerts').textContent()).toBe(String(SEED_COUNTS.alerts));
    } finally {
      await server.stop();
    }
  });
});
