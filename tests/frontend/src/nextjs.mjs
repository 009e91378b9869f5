// A Next.js app (app router) outside the workspace, as `create-next-app` (16.4, TypeScript, no
// Tailwind) sets one up, without its Google fonts, which `next build` would download: installed from
// the packed public packages with plain npm like the Vite app (app.mjs), built with `next build`
// and served with `next dev`. Telemetry is off (NEXT_TELEMETRY_DISABLED); Next.js's compiler (SWC)
// comes from the registry as the platform's `@next/swc-*` package, which npm installs with `next`.
import { join } from 'node:path';
import { runInGroup } from '@dispute-api/test-support/processes';
import { appEnv, installProject, MSW_RELEASES, startServer } from './app.mjs';

/**
 * What the project installs besides our packages; pinned. TypeScript 5, as create-next-app asks
 * (`^5`): `next build` type-checks through TypeScript's compiler API.
 */
export const NEXT_DEPENDENCIES = [
  'next@16.5.0',
  'react@19.3.1',
  'react-dom@19.3.1',
  'typescript@5.9.3',
  '@types/react@19.3.0',
  '@types/react-dom@19.3.0',
  '@types/node@24.19.2',
  `msw@${MSW_RELEASES[3]}`,
];

/** The app's own files: create-next-app's tsconfig.json and next.config.ts, a page and its component. */
const template = join(import.meta.dirname, '..', 'next-app');

const nextEnv = () => ({ ...appEnv(), NEXT_TELEMETRY_DISABLED: '1' });

/** Installs the app into `dir` with the tarballs, and MSW's worker script into its public/. */
export const installNext = (dir, tarballs) =>
  installProject(dir, {
    dependencies: NEXT_DEPENDENCIES,
    tarballs,
    env: nextEnv(),
    workerDir: 'public',
    template,
    // create-next-app's package.json has no "type".
    manifest: {},
  });

/** `next build` in `dir`; resolves to `{ code, output, seconds }` whatever the outcome. */
export async function buildNext(dir) {
  const started = performance.now();
  const { code, stdout, stderr } = await runInGroup('npx', ['--no', '--', 'next', 'build'], {
    cwd: dir,
    env: nextEnv(),
  });
  return { code, output: `${stdout}${stderr}`, seconds: (performance.now() - started) / 1000 };
}

/** The address `next dev` prints on start (`- Local:   http://127.0.0.1:PORT`). */
const nextUrl = (output) => /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];

/**
 * `next dev` in `dir` on a port the system picks (`--port 0`); resolves once it serves the page:
 * `{ url, stop() }`.
 */
export const startNextDev = (dir) =>
  startServer(dir, ['next', 'dev', '--hostname', '127.0.0.1', '--port', '0'], nextUrl, 'next dev', nextEnv());
