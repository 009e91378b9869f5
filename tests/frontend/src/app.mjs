// A sample React app in TypeScript outside the workspace, as `npm create vite` (react-ts) sets one
// up, installed from the packed public packages with plain npm, and its builds. Its entry
// (`src/main.tsx`) and the sandbox guide's other files are written per case: a recipe as written,
// or a variant of it. The Storybook project (storybook.mjs) starts from the same app; the Next.js
// app (nextjs.mjs) is installed and served alike.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { exec } from '@dispute-api/registry-tests/src/registry.mjs';
import { runInGroup, spawnInGroup, stopGroup } from '@dispute-api/test-support/processes';

/**
 * The msw releases the app runs on, by major: each major that `@dispute-api/mock` accepts (its peer
 * range is ^2 || ^3), the latest release of it in the registry. Pinned, like every dependency here,
 * so that a new release cannot change the test.
 */
export const MSW_RELEASES = { 2: '2.15.0', 3: '3.0.5' };

/**
 * What `npm create vite` (9.3, template react-ts) installs, at the releases it names: React, its
 * types, Vite with React's plugin, and TypeScript 7, whose `tsc -b` is the template's type check.
 */
const REACT_TS_TEMPLATE = [
  'react@19.3.1',
  'react-dom@19.3.1',
  '@types/react@19.3.0',
  '@types/react-dom@19.3.0',
  '@types/node@24.19.2',
  '@vitejs/plugin-react@6.1.2',
  'typescript@7.0.2',
  'vite@8.3.8',
];

/** What a project needs to run the app in the browser: the template's packages, and msw of the given major. */
export const browserDependencies = (mswMajor) => [...REACT_TS_TEMPLATE, `msw@${MSW_RELEASES[mswMajor]}`];

/**
 * What the guide's component-test recipe installs: vitest, both DOMs it runs under, and Testing
 * Library for React (with the DOM library it asks for as a peer).
 */
const TEST_DEPENDENCIES = [
  'vitest@5.1.1',
  'jsdom@31.0.1',
  'happy-dom@21.0.4',
  '@testing-library/react@16.3.3',
  '@testing-library/dom@10.4.2',
];

/** What the app installs besides our packages: msw 3, and the component-test recipe's packages. */
export const APP_DEPENDENCIES = [...browserDependencies(3), ...TEST_DEPENDENCIES];

/** The app's files, from which the Storybook project starts too. */
const appTemplate = join(import.meta.dirname, '..', 'app');

/**
 * The environment of npm, npx and the tools in a project: this Node first on PATH, nothing inherited
 * from pnpm or from the test runner (vitest sets NODE_ENV=test, under which vite would build with
 * the development flag on, unlike an app's own `vite build`).
 */
export function appEnv() {
  const inherited = /^(npm_|vitest|node_env$)/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !inherited.test(k)));
  return { ...env, PATH: [dirname(process.execPath), env.PATH].join(delimiter), NO_COLOR: '1' };
}

/** `npx --no -- <args>` in `dir`, failing with its output when it fails. */
export const npx = (dir, args, env = appEnv()) => exec('npx', ['--no', '--', ...args], { cwd: dir, env });

/**
 * Copies `template` (the project's own files; default: the app) into `dir` as a project of its own
 * and installs `dependencies` and the tarballs with npm, with `env`. `manifest` is what its
 * package.json says besides its name (an ES module package, as Vite's are). `workerDir`, when given,
 * is where `msw init` puts MSW's worker script (msw 2's `public/`, Storybook's static folder); the
 * app on msw 3 has none, its Vite plugin serves the script.
 */
export async function installProject(
  dir,
  {
    dependencies,
    tarballs,
    env = appEnv(),
    workerDir,
    template = appTemplate,
    manifest = { type: 'module' },
  },
) {
  cpSync(template, dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'frontend-app', private: true, ...manifest }, null, 2)}\n`,
  );
  await exec('npm', ['install', '--save-dev', '--no-audit', '--no-fund', ...dependencies, ...tarballs], {
    cwd: dir,
    env,
  });
  if (workerDir) await npx(dir, ['msw', 'init', workerDir, '--save=false'], env);
}

/**
 * Copies the app into `dir` and installs `dependencies` (by default the msw 3 app's) and the
 * tarballs; `workerDir` as for installProject.
 * @param {string} dir
 * @param {string[]} tarballs
 * @param {string[]} [dependencies]
 * @param {string} [workerDir]
 */
export const installApp = (dir, tarballs, dependencies = APP_DEPENDENCIES, workerDir) =>
  installProject(dir, { dependencies, tarballs, workerDir });

/** The version of a package installed in the project at `dir`. */
export const installedVersion = (dir, name) =>
  JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Writes files (path relative to `dir` → text) into a project. */
export function writeFiles(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/**
 * `tsc -b`, the template's type check (its `build` script runs it before `vite build`): the app's
 * sources under `tsconfig.app.json` and `vite.config.ts` under `tsconfig.node.json`, both strict.
 * Resolves to `{ code, output }`, whatever the outcome.
 */
export async function typecheck(dir, args = ['-b']) {
  const { code, stdout, stderr } = await runInGroup('npx', ['--no', '--', 'tsc', ...args], {
    cwd: dir,
    env: appEnv(),
  });
  return { code, output: `${stdout}${stderr}` };
}

/**
 * Writes `entry` as the app's `src/main.tsx` and builds for production into `outDir`; returns the
 * JS it emitted and the names of the files at the top of `outDir`.
 */
export async function buildApp(dir, entry, outDir) {
  writeFileSync(join(dir, 'src', 'main.tsx'), entry);
  await npx(dir, ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn']);
  const assets = join(dir, outDir, 'assets');
  return {
    js: readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, code: readFileSync(join(assets, file), 'utf8') })),
    files: readdirSync(join(dir, outDir)),
  };
}

/** How long a development server may take to serve the page: minutes on a loaded machine. */
const DEV_SERVER_LIMIT_MS = 300_000;

/** Writes `entry` as the app's `src/main.tsx` and starts vite's development server on it. */
export function startDevServer(dir, entry) {
  writeFileSync(join(dir, 'src', 'main.tsx'), entry);
  return startVite(dir, []);
}

/** The address vite prints on start (`Local:   http://127.0.0.1:PORT/`), once it has printed it. */
const viteUrl = (output) => /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];

/**
 * `vite ...args` (the development server, or `preview` of a build) in `dir`; resolves once it
 * serves the page: `{ url, stop() }`. Vite binds port 0, so the system hands it a free port with no
 * gap in which another process could take it, and the test reads the address vite prints.
 */
export const startVite = (dir, args) =>
  startServer(
    dir,
    ['vite', ...args, '--host', '127.0.0.1', '--port', '0'],
    viteUrl,
    `vite ${args.join(' ')}`.trim(),
  );

/**
 * `npx <args>` in `dir`, in its own process group; resolves once the address `urlOf(output)` reads
 * from its output serves a page: `{ url, stop() }`. Rejects, with its output, when it exits or does
 * not serve within DEV_SERVER_LIMIT_MS.
 */
export async function startServer(dir, args, urlOf, name, env = appEnv()) {
  const child = spawnInGroup('npx', ['--no', '--', ...args], { cwd: dir, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => void (await stopGroup(child));
  const deadline = Date.now() + DEV_SERVER_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited before serving the page:\n${output}`);
    const url = urlOf(output);
    try {
      if (url && (await fetch(url, { signal: AbortSignal.timeout(60_000) })).ok)
        return { url, stop, output: () => output };
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} did not serve the page within ${DEV_SERVER_LIMIT_MS / 1000} s:\n${output}`);
}

/**
 * The harness's own vitest config beside the recipe's: the recipe's `vite.config.ts` as it is, with
 * a setup file that gives Testing Library's `findBy…` 30 s instead of 1 s, and vitest's limits to
 * match, so that a loaded machine cannot fail the recipe's tests by their speed. The recipe's files
 * are not touched.
 */
const HARNESS_CONFIG = {
  'harness/vitest.config.ts': `import { mergeConfig } from 'vitest/config';
import recipe from '../vite.config.ts';

export default mergeConfig(recipe, {
  test: { setupFiles: ['./harness/timeouts.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
});
`,
  'harness/timeouts.ts': `import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 30_000 });
`,
};

/**
 * Writes `files` (path → text) into the app and runs `vitest run` there with the harness's config
 * and `args`; resolves to `{ code, output }`, whatever the outcome.
 */
export async function runVitest(dir, files, args = []) {
  writeFiles(dir, { ...files, ...HARNESS_CONFIG });
  const { code, stdout, stderr } = await runInGroup(
    'npx',
    ['--no', '--', 'vitest', 'run', '--config', 'harness/vitest.config.ts', ...args],
    { cwd: dir, env: appEnv() },
  );
  return { code, output: `${stdout}${stderr}` };
}

/** Whether the project at `dir` holds `path`. */
export const holds = (dir, path) => existsSync(join(dir, path));
