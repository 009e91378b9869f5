// The sandbox guide's Next.js recipe (apps/docs/guides/sandbox.md, "## Recipes"), followed as
// written in a fresh app-router app that installed Next.js and the packed packages with npm. Its
// `next build` (Turbopack, with Next's own type check) passes and holds nothing of msw or the
// sandbox; the provider without `next/dynamic`'s `ssr: false` fails that build with the error the
// recipe avoids; under `next dev` Chromium shows the sandbox's alerts through the typed client.
// Slow (an install of Next.js, three builds and a development server): it runs with the rest of
// tests/frontend, in the slow step.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_COUNTS } from '@dispute-api/mock';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPublicPackages } from '@dispute-api/registry-tests/src/packages.mjs';
import { holds, writeFiles } from '../src/app.mjs';
import { buildNext, installNext, startNextDev } from '../src/nextjs.mjs';
import { guideRecipe, packagesOf } from '../src/project.mjs';
import { launchChromium } from '@dispute-api/test-support/browser';
import { scratchDir } from '@dispute-api/test-support/cleanup';

const root = scratchDir('nextjs');
const app = join(root, 'app');
const { files: RECIPE, commands: COMMANDS } = guideRecipe('In Next.js (app router)');
const LOADER = RECIPE['app/sandbox-loader.tsx'];
const LAYOUT = RECIPE['app/layout.tsx'];

/** Text that msw and the sandbox bring into a bundle, and nothing else in this app does. */
const MARKERS = { msw: 'mockServiceWorker', engine: '/__mock/', ajv: 'must have required property' };

/** The JavaScript files under `dir`, source maps left out (they quote the sources). */
function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.js'))
    .map((path) => readFileSync(join(dir, path), 'utf8'));
}
const markersIn = (dir: string) => {
  const code = scripts(dir);
  return Object.keys(MARKERS).filter((name) =>
    code.some((text) => text.includes(MARKERS[name as keyof typeof MARKERS])),
  );
};

type Built = Awaited<ReturnType<typeof buildNext>>;
const builds: Record<string, Built & { markers?: string[] }> = {};
let browser: Browser | undefined;

beforeAll(async () => {
  const started = performance.now();
  await installNext(app, await packPublicPackages(join(root, 'tarballs')));
  const installed = (performance.now() - started) / 1000;
  /** Builds the app with `files` written over the recipe's; keeps the outcome and the markers of its output. */
  const build = async (name: string, files: Record<string, string>) => {
    writeFiles(app, { ...RECIPE, ...files });
    rmSync(join(app, '.next'), { recursive: true, force: true });
    builds[name] = await buildNext(app);
    if (builds[name].code === 0) builds[name].markers = markersIn(join(app, '.next'));
  };
  await build('recipe', {});
  // The loader without its development check: the sandbox in every build (it proves the markers).
  await build('everywhere', {
    'app/sandbox-loader.tsx': LOADER.replace(/process\.env\.NODE_ENV === 'development'/, 'true'),
  });
  // What the recipe avoids: the layout imports the sandbox's module itself, without next/dynamic.
  await build('direct', {
    'app/layout.tsx': LAYOUT.replace(
      "import { Sandbox } from './sandbox-loader';",
      "import Sandbox from './sandbox';",
    ),
  });
  writeFiles(app, RECIPE);
  // A benchmark for the report, never an assertion.
  console.log(
    `next.js app: npm install ${installed.toFixed(1)} s; next build ${builds.recipe.seconds.toFixed(1)} s`,
  );
});

afterAll(async () => {
  await browser?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a Next.js app (app router) following the guide', () => {
  it('the guide has the three files of the recipe, and its commands name what the app installed', () => {
    expect(Object.keys(RECIPE)).toEqual(['app/sandbox.tsx', 'app/sandbox-loader.tsx', 'app/layout.tsx']);
    const named = packagesOf(COMMANDS);
    expect(named).toEqual(['@dispute-api/mock', 'msw']);
    for (const name of named) expect(holds(app, join('node_modules', name)), name).toBe(true);
    expect(holds(app, 'public/mockServiceWorker.js')).toBe(true);
  });

  it('next build passes, type check included, and its output holds nothing of msw or the sandbox', () => {
    const { code, output } = builds.recipe;
    expect(code, output).toBe(0);
    expect(output).toMatch(/Finished TypeScript/);
    expect(builds.recipe.markers).toEqual([]);
  });

  it('with the sandbox in every build, the same markers are found (so they work)', () => {
    expect(builds.everywhere.code, builds.everywhere.output).toBe(0);
    expect(builds.everywhere.markers).toEqual(Object.keys(MARKERS));
  });

  it("without next/dynamic's ssr: false, next build fails: msw/browser does not resolve for the server", () => {
    const { code, output } = builds.direct;
    expect(code).not.toBe(0);
    expect(output).toContain("Module not found: Can't resolve 'msw/browser'");
  });

  it(`under next dev, Chromium shows the sandbox's ${SEED_COUNTS.alerts} alerts through the typed client`, async () => {
    const server = await startNextDev(app);
    try {
      browser = await launchChromium();
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(server.url);
      await expect
        .poll(() => page.locator('output').textContent())
        .toMatch(new RegExp(`^${SEED_COUNTS.alerts} alerts: [0-9a-f]{24}, `));
      // The worker answered: msw's, from public/, controls the page.
      const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      expect(worker).toBe(`${server.url}/mockServiceWorker.js`);
      expect(errors).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
