// A sample Vite app outside the workspace, installed from the packed public packages with plain npm,
// and its builds. The app's entry (`src/main.js`) is written per case: the mock README's recipe as
// written, or a variant of it.
import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { exec } from '@dispute-api/registry-tests/src/registry.mjs';

/** What the app installs besides our packages; pinned, so that a new release cannot change the test. */
export const APP_DEPENDENCIES = ['vite@8.3.8', 'msw@3.0.5'];

const template = join(import.meta.dirname, '..', 'app');

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

/** Copies the app into `dir` and installs vite, msw and the tarballs; adds MSW's worker script. */
export async function installApp(dir, tarballs) {
  cpSync(template, dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'frontend-app', private: true, type: 'module' }, null, 2)}\n`,
  );
  const env = appEnv();
  await exec('npm', ['install', '--save-dev', '--no-audit', '--no-fund', ...APP_DEPENDENCIES, ...tarballs], {
    cwd: dir,
    env,
  });
  // As MSW's docs say: the worker script is served from the app's public folder.
  await exec('npx', ['--no', '--', 'msw', 'init', 'public', '--save=false'], { cwd: dir, env });
}

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

/** A port the OS has just handed out, free again for the dev server. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `vite` (the development server) in `dir`, in its own process group; resolves once it serves the
 * page: `{ url, stop() }`. Waits as long as start-up takes on a loaded machine.
 */
export async function startDevServer(dir, entry) {
  writeFileSync(join(dir, 'src', 'main.js'), entry);
  const port = await freePort();
  const child = spawn(
    'npx',
    ['--no', '--', 'vite', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: dir,
      env: appEnv(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}/`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`vite exited before serving:\n${output}`);
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
