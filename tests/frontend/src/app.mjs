// A sample Vite app outside the workspace, installed from the packed public packages with plain npm,
// and its builds. The app's entry (`src/main.js`) is written per case: the sandbox guide's recipe as
// written, or a variant of it. The Storybook project (storybook.mjs) is installed and served alike.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { exec } from '@dispute-api/registry-tests/src/registry.mjs';
import { spawnInGroup, stopGroup } from '@dispute-api/test-support/processes';

/**
 * The msw releases the app runs on, by major: each major that `@dispute-api/mock` accepts (its peer
 * range is ^2 || ^3), the latest release of it in the registry. Pinned, like every dependency here,
 * so that a new release cannot change the test.
 */
const MSW_RELEASES = { 2: '2.15.0', 3: '3.0.5' };

/** What a project needs to run the app in the browser: vite, and msw of the given major. */
export const browserDependencies = (mswMajor) => ['vite@8.3.8', `msw@${MSW_RELEASES[mswMajor]}`];

/**
 * What the app installs besides our packages: msw 3, and vitest for the sandbox guide's unit-test
 * recipe, run in the same project to spare an install.
 */
export const APP_DEPENDENCIES = [...browserDependencies(3), 'vitest@5.1.1'];

/** The app's files, from which the Storybook project starts too. */
const appTemplate = join(import.meta.dirname, '..', 'app');

/**
 * The environment of npm, npx and vite in the app: this Node first on PATH, nothing inherited from
 * pnpm or from the test runner (vitest sets NODE_ENV=test, under which vite would build with the
 * development flag on, unlike an app's own `vite build`).
 */
export function appEnv() {
  const inherited = /^(npm_|vitest|node_env$)/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !inherited.test(k)));
  return { ...env, PATH: [dirname(process.execPath), env.PATH].join(delimiter), NO_COLOR: '1' };
}

/**
 * Copies the app into `dir` as a project of its own, installs `dependencies` and the tarballs with
 * npm and adds MSW's worker script, with `env`.
 */
export async function installProject(dir, { dependencies, tarballs, env = appEnv() }) {
  cpSync(appTemplate, dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'frontend-app', private: true, type: 'module' }, null, 2)}\n`,
  );
  await exec('npm', ['install', '--save-dev', '--no-audit', '--no-fund', ...dependencies, ...tarballs], {
    cwd: dir,
    env,
  });
  // As MSW's docs say: the worker script is served from the app's public folder.
  await exec('npx', ['--no', '--', 'msw', 'init', 'public', '--save=false'], { cwd: dir, env });
}

/**
 * Copies the app into `dir` and installs `dependencies` (by default vite, msw 3 and vitest) and the
 * tarballs; adds the worker script of the msw it installed.
 */
export const installApp = (dir, tarballs, dependencies = APP_DEPENDENCIES) =>
  installProject(dir, { dependencies, tarballs });

/** The version of msw installed in the project at `dir`. */
export const installedMsw = (dir) =>
  JSON.parse(readFileSync(join(dir, 'node_modules', 'msw', 'package.json'), 'utf8')).version;

/** Writes `entry` as the app's `src/main.js`, builds for production into `outDir`; returns the JS it emitted. */
export async function buildApp(dir, entry, outDir) {
  writeFileSync(join(dir, 'src', 'main.js'), entry);
  await exec('npx', ['--no', '--', 'vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: dir,
    env: appEnv(),
  });
  const assets = join(dir, outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(assets, file), 'utf8') }));
}

/** How long the development server may take to serve the page: minutes on a loaded machine. */
const DEV_SERVER_LIMIT_MS = 180_000;

/** The address vite prints on start (`Local:   http://127.0.0.1:PORT/`), once it has printed it. */
const localUrl = (output) => /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];

/** Writes `entry` as the app's `src/main.js` and starts vite's development server on it. */
export function startDevServer(dir, entry) {
  writeFileSync(join(dir, 'src', 'main.js'), entry);
  return startVite(dir, []);
}

/**
 * `vite ...args` (the development server, or `preview` of a build) in `dir`, in its own process
 * group; resolves once it serves the page: `{ url, stop() }`. Vite binds port 0, so the system
 * hands it a free port with no gap in which another process could take it, and the test reads the
 * address vite prints. Rejects, with vite's output, when vite exits or does not serve the page
 * within DEV_SERVER_LIMIT_MS.
 */
export async function startVite(dir, args) {
  const child = spawnInGroup('npx', ['--no', '--', 'vite', ...args, '--host', '127.0.0.1', '--port', '0'], {
    cwd: dir,
    env: appEnv(),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => void (await stopGroup(child));
  const deadline = Date.now() + DEV_SERVER_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`vite ${args.join(' ')} exited before serving the page:\n${output}`);
    const url = localUrl(output);
    try {
      if (url && (await fetch(url, { signal: AbortSignal.timeout(10_000) })).ok) return { url, stop };
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `vite ${args.join(' ')} did not serve the page within ${DEV_SERVER_LIMIT_MS / 1000} s:\n${output}`,
  );
}

/** Writes files (path relative to `dir` → text) into a project. */
export function writeFiles(dir, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Writes files (path relative to `dir` → text) into the app and runs `vitest run` there; resolves to its output. */
export async function runVitest(dir, files) {
  writeFiles(dir, files);
  const { stdout, stderr } = await exec('npx', ['--no', '--', 'vitest', 'run'], { cwd: dir, env: appEnv() });
  return `${stdout}${stderr}`;
}
