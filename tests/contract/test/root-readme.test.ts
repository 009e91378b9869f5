// The root README's "Two commands": what `pnpm start` prints once its build is done, compared with the
// block the README shows. It runs what the start script runs after `pnpm run build` (turbo has built
// everything before these tests), on free ports (`--port 0 --docs-port 0`); the addresses printed are
// written back as the defaults the README shows, and the checkout's path as the README's `…`. The mock
// and the docs start side by side, so each one's lines are compared in their order, and which one
// prints first is left free, as the README says. Here because it needs the mock and the docs built.
import { spawn } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HOST, DEFAULT_PORT } from '@dispute-api/mock';
import { describe, expect, it } from 'vitest';

// The docs package is JavaScript without declarations (a specifier in a variable keeps TypeScript
// from looking for them); its defaults are all this test takes from it.
const docsServer = '@dispute-api/docs/server';
const docs = (await import(docsServer)) as {
  DEFAULT_HOST: string;
  DEFAULT_PORT: number;
};
const root = realpathSync(fileURLToPath(new URL('../../..', import.meta.url)));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const MOCK_STARTED = /^dispute-api-mock: \S+ at (http:\/\/[^/\s]+)\/public\//m;
const DOCS_STARTED = /^docs: serving \S+ at (http:\/\/[^/\s]+)\//m;

/** The README's block of what `pnpm start` prints: the first text block of "Two commands". */
function shownOutput(): string {
  const section = readme.slice(readme.indexOf('\n## Two commands\n'));
  const block = /```text\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md, "Two commands", shows no ```text block');
  return block[1];
}

/** The script `pnpm start` runs after its build, from the root package.json. */
function startScript(): string {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [, build, script] = /^(.*) && node (\S+)$/.exec(scripts.start ?? '') ?? [];
  expect(build, 'pnpm start builds, then runs one node script').toBe('pnpm run build');
  return script;
}

/** Runs the start script on free ports until both servers say where they serve, then stops it as Ctrl-C does. */
async function runStart(): Promise<{ stdout: string; stderr: string; code: number | null }> {
  // Its own process group: Ctrl-C reaches the script and the two servers it starts.
  const child = spawn(process.execPath, [startScript(), '--port', '0', '--docs-port', '0'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  // A loaded machine may take many seconds to start both.
  for (const deadline = Date.now() + 90_000; Date.now() < deadline && child.exitCode === null;) {
    if (MOCK_STARTED.test(stdout) && DOCS_STARTED.test(stdout)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
  const forced = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 30_000);
  const code = await closed;
  clearTimeout(forced);
  return { stdout, stderr, code };
}

/** The lines of each service (the word before a line's first colon), in the order it printed them. */
function byService(output: string): Record<string, string[]> {
  const services: Record<string, string[]> = {};
  for (const line of output.split('\n').filter(Boolean)) (services[line.split(':')[0]] ??= []).push(line);
  return services;
}

describe('README.md, "Two commands"', () => {
  it('shows what `pnpm start` prints after its build', async () => {
    const { stdout, stderr, code } = await runStart();
    const mockOrigin = MOCK_STARTED.exec(stdout)?.[1];
    const docsOrigin = DOCS_STARTED.exec(stdout)?.[1];
    expect(mockOrigin && docsOrigin, `both servers started:\n${stdout}${stderr}`).toBeTruthy();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // With the path's slash, so that neither port can be taken for the start of the other.
    const asShown = stdout
      .replaceAll(`${mockOrigin}/`, `http://${DEFAULT_HOST}:${DEFAULT_PORT}/`)
      .replaceAll(`${docsOrigin}/`, `http://${docs.DEFAULT_HOST}:${docs.DEFAULT_PORT}/`)
      .replaceAll(root, '…');
    expect(byService(asShown)).toEqual(byService(shownOutput()));
  });
});
