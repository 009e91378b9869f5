// The sandbox guide's Storybook recipe (apps/docs/guides/sandbox.md, "## Recipes"), followed as
// written in a fresh React project in TypeScript that installed Storybook (React's Vite framework),
// msw-storybook-addon and the packed packages with npm: its files compile under the app's strict
// `tsc`; `storybook build`, then the static build in Chromium. A story shows the sandbox's alerts
// through the app's typed client; a story whose scenario fails the list shows the failure, and the
// next story, opened from Storybook's sidebar without a reload of the preview, starts again without
// it and without what was written before. The page requests nothing but the build and the API.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_COUNTS } from '@dispute-api/mock';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packPublicPackages } from '@dispute-api/registry-tests/src/packages.mjs';
import { holds, typecheck, writeFiles } from '../src/app.mjs';
import { guideRecipe, packagesOf } from '../src/project.mjs';
import { launchChromium } from '@dispute-api/test-support/browser';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { buildStorybook, installStorybook, serveStorybook, STORYBOOK_WORKER_DIR } from '../src/storybook.mjs';

const root = scratchDir('storybook');
const project = join(root, 'storybook');
const { files: RECIPE, commands: COMMANDS } = guideRecipe('In Storybook (React)');
/** The browser recipe's config, which a project that follows both recipes has; Storybook's builder reads it. */
const VITE_CONFIG = guideRecipe('In the browser (Vite + React), in development only').files['vite.config.ts'];
const API = 'http://127.0.0.1:4010/public/';
/** An alert of the seed without an outcome. */
const ALERT = '6601a7c3e4b0c1d2e3f40a11';
/** What the README's story shows with the seed: the total, then the first alerts' ids. */
const SEEDED = new RegExp(`^${SEED_COUNTS.alerts} alerts: [0-9a-f]{24}, `);

let server: Awaited<ReturnType<typeof serveStorybook>> | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  const started = performance.now();
  const install = await installStorybook(project, await packPublicPackages(join(root, 'tarballs')), {
    ...RECIPE,
    'vite.config.ts': VITE_CONFIG,
  });
  // The app's config compiles `src/` (the stories, and the sandbox module they import); this one adds
  // the rest of `.storybook/`, under the same options.
  writeFiles(project, {
    'tsconfig.storybook.json': `${JSON.stringify({ extends: './tsconfig.app.json', include: ['src', '.storybook'] })}\n`,
  });
  const build = await buildStorybook(project);
  server = await serveStorybook(project);
  browser = await launchChromium();
  // A benchmark for the README, never an assertion.
  console.log(
    `storybook project: npm install of ${install.packages} packages, ${install.megabytes.toFixed(0)} MB ` +
      `in node_modules, ${install.seconds.toFixed(1)} s; storybook build ${build.toFixed(1)} s; ` +
      `ready to test after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A new tab; what it requested outside the served build. */
async function newPage() {
  const page = await browser!.newPage();
  const outside: string[] = [];
  page.on(
    'request',
    (request) => void (request.url().startsWith(server!.url) || outside.push(request.url())),
  );
  return { page, outside };
}

/** What the story rendered, in the preview page or in the preview frame of Storybook's UI. */
const storyText = (preview: Page | FrameLocator) => preview.locator('#storybook-root').innerText();

it('the guide has the four files of the recipe, and its commands name what the project installed', () => {
  expect(Object.keys(RECIPE)).toEqual([
    '.storybook/main.ts',
    '.storybook/sandbox.ts',
    '.storybook/preview.ts',
    'src/AlertList.stories.tsx',
  ]);
  const named = packagesOf(COMMANDS);
  expect(named).toEqual(['@dispute-api/mock', 'msw', 'msw-storybook-addon']);
  for (const name of named) expect(holds(project, join('node_modules', name)), name).toBe(true);
  expect(COMMANDS).toContain(`npx msw init ${STORYBOOK_WORKER_DIR} --save`);
});

it("the recipe compiles under the app's strict tsc: the stories with tsc -b, .storybook/ too", async () => {
  for (const args of [['-b'], ['-p', 'tsconfig.storybook.json']]) {
    const { code, output } = await typecheck(project, args);
    expect(output, args.join(' ')).toBe('');
    expect(code).toBe(0);
  }
});

it("the worker script is in Storybook's static folder: the static build holds it, the app's public/ does not", async () => {
  expect(holds(project, 'storybook-static/mockServiceWorker.js')).toBe(true);
  expect(holds(project, 'public/mockServiceWorker.js')).toBe(false);
});

it("a story shows the sandbox's alerts", async () => {
  const { page, outside } = await newPage();
  await page.goto(`${server!.url}iframe.html?id=alerts--seeded&viewMode=story`);
  await expect.poll(() => storyText(page)).toMatch(SEEDED);
  expect(outside).toEqual([`${API}2025-04-01/alerts?offset=0&limit=3`]);
  await page.close();
});

/** The outcome of an alert, read in the preview as a story's component would; or first reported. */
const outcome = (preview: FrameLocator, report?: string) =>
  preview.locator('body').evaluate(
    async (_, [url, report]) => {
      const headers = { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' };
      if (report)
        await fetch(`${url}/outcome`, { method: 'POST', headers, body: JSON.stringify({ outcome: report }) });
      return ((await (await fetch(url, { headers })).json()) as { outcome: string | null }).outcome;
    },
    [`${API}2025-04-01/alerts/${ALERT}`, report] as const,
  );

it("a story's scenario and writes end with it: the next story, opened from the sidebar, starts from the seed", async () => {
  const { page, outside } = await newPage();
  await page.goto(`${server!.url}?path=/story/alerts--list-fails`);
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect.poll(() => storyText(preview)).toBe('failed: 500');
  const seeded = await outcome(preview);
  expect(seeded).not.toBe('refunded');
  expect(await outcome(preview, 'refunded')).toBe('refunded');
  // The same preview renders the next story, with the same sandbox: Storybook does not reload it, so
  // a mark left in its window is still there after.
  const mark = (set: boolean) =>
    preview.locator('body').evaluate((_, set) => {
      const frame = window as unknown as { storyMark?: boolean };
      if (set) frame.storyMark = true;
      return frame.storyMark;
    }, set);
  await mark(true);
  await page.getByRole('link', { name: 'Seeded' }).click();
  await expect.poll(() => storyText(preview)).toMatch(SEEDED);
  expect(await mark(false)).toBe(true);
  expect(await outcome(preview)).toBe(seeded);
  // Nothing but calls of the API, which the worker answered: no telemetry, no font or script from
  // elsewhere.
  expect(outside.filter((url) => !url.startsWith(API))).toEqual([]);
  await page.close();
});
