// Folders of consumer projects outside the workspace, and the mock started in one of them the way
// its README says: `npx dispute-api-mock`.
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnInGroup, stopGroup } from '@dispute-api/test-support/processes';
import { mockOrigin } from '@dispute-api/test-support/server-process';
import { exec } from './registry.mjs';

const fixtures = join(import.meta.dirname, '..', 'consumer');

/** A fresh project in `dir` with the consumer fixtures, then `npm install <specs>` from the registry. */
export async function installProject(dir, name, specs, env) {
  cpSync(fixtures, dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name, private: true, type: 'module' }, null, 2)}\n`,
  );
  const started = performance.now();
  await exec('npm', ['install', ...specs], { cwd: dir, env });
  return { seconds: (performance.now() - started) / 1000 };
}

/**
 * `npx --no -- dispute-api-mock <args>` in `dir`, in its own process group; resolves once it has
 * printed where it serves and answered a first request: `{ url, firstAnswer, stop() }`.
 */
export function startMockWithNpx(dir, args, env, version) {
  const child = spawnInGroup('npx', ['--no', '--', 'dispute-api-mock', ...args], { cwd: dir, env });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const stop = () => stopGroup(child);
  const url = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const origin = mockOrigin(output);
      if (origin) resolve(origin);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    exited.then((code) =>
      reject(new Error(`npx dispute-api-mock exited ${code} before serving:\n${output}`)),
    );
    child.once('error', reject);
  });
  return url.then(
    async (base) => {
      const response = await fetch(`${base}/public/${version}/health-check`);
      return { url: base, firstAnswer: { status: response.status, body: await response.text() }, stop };
    },
    async (error) => {
      await stop();
      throw error;
    },
  );
}
