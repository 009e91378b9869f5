// A Storybook project outside the workspace, installed from the packed public packages with plain
// npm like the app (app.mjs), from the app's files, built with `storybook build` and served as static
// files by vite's `preview`. Telemetry is off (STORYBOOK_DISABLE_TELEMETRY); Storybook downloads no
// browser.
import { exec } from '@dispute-api/registry-tests/src/registry.mjs';
import { installCost } from '@dispute-api/test-support/install-cost';
import { appEnv, browserDependencies, installProject, startVite, writeFiles } from './app.mjs';

/**
 * What the project installs besides our packages; pinned, so that a new release cannot change the
 * test. React's renderer, as the app is React's; msw 3 only: the addon starts msw's worker on the
 * sandbox's handlers, as the Vite app does, and vite-app.test.ts runs that in Chromium on msw 2 as
 * well; a second Storybook install, the heaviest of these tests, would try the same handlers again.
 */
export const STORYBOOK_DEPENDENCIES = [
  'storybook@10.6.0',
  '@storybook/react-vite@10.6.0',
  'msw-storybook-addon@3.0.3',
  ...browserDependencies(3),
];

/** Where the guide's recipe puts MSW's worker script: a static folder of Storybook's own. */
export const STORYBOOK_WORKER_DIR = '.storybook/public';

const storybookEnv = () => ({ ...appEnv(), STORYBOOK_DISABLE_TELEMETRY: '1' });

/**
 * Installs the project into `dir`, from the app's files, with the tarballs, then writes `files`
 * (path → text) into it; resolves to what the install cost: `{ packages, megabytes, seconds }`
 * (npm's own count of what it installed, `node_modules` on disk).
 */
export async function installStorybook(dir, tarballs, files) {
  const started = performance.now();
  await installProject(dir, {
    dependencies: STORYBOOK_DEPENDENCIES,
    tarballs,
    env: storybookEnv(),
    workerDir: STORYBOOK_WORKER_DIR,
  });
  const seconds = (performance.now() - started) / 1000;
  writeFiles(dir, files);
  return { ...installCost(dir), seconds };
}

/** `storybook build` of the project into `storybook-static/`; resolves to the seconds it took. */
export async function buildStorybook(dir) {
  const started = performance.now();
  await exec('npx', ['--no', '--', 'storybook', 'build', '--quiet'], { cwd: dir, env: storybookEnv() });
  return (performance.now() - started) / 1000;
}

/** The built Storybook served by `vite preview`: `{ url, stop() }`. */
export const serveStorybook = (dir) => startVite(dir, ['preview', '--outDir', 'storybook-static']);
