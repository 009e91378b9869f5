// The root README's partner example (`list.mjs` run with the variables its command line sets, against
// the mock on a free port) and its "Two commands": what `pnpm start` prints once its build is done,
// compared with the block the README shows. It runs what the start script runs after `pnpm run build` (turbo has built
// everything before these tests), on free ports (`--port 0 --docs-port 0`); the addresses printed are
// written back as the defaults the README shows, and the checkout's path as the README's `…`. The mock
// and the docs start side by side, so each one's lines are compared in their order, and which one
// prints first is left free, as the README says. Here because it needs the mock and the docs built.
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HOST, DEFAULT_PORT, SEED_COUNTS } from '@dispute-api/mock';
import { fencedBlock } from '@dispute-api/test-support/markdown';
import {
  docsOrigin,
  mockOrigin,
  startServer,
  type RunningServer,
} from '@dispute-api/test-support/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The docs package is JavaScript without declarations (a specifier in a variable keeps TypeScript
// from looking for them); its defaults are all this test takes from it.
const DOCS_SERVER = '@dispute-api/docs/server';
const docsDefaults = (await import(DOCS_SERVER)) as {
  DEFAULT_HOST: string;
  DEFAULT_PORT: number;
};
const root = realpathSync(fileURLToPath(new URL('../../..', import.meta.url)));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The README's block of what `pnpm start` prints: the first text block of "Two commands". */
const shownOutput = () => fencedBlock(readme, 'text', 'Two commands');

/** The script `pnpm start` runs after its build, from the root package.json. */
function startScript(): string {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  // `exec`: the shell pnpm runs the script in would die of Ctrl-C's SIGINT, and pnpm would print
  // "Command failed"; replaced by node, the start script's own handler stops both and exits 0.
  const [, build, script] = /^(.*) && exec node (\S+)$/.exec(scripts.start ?? '') ?? [];
  expect(build, 'pnpm start builds, then execs one node script').toBe('pnpm run build');
  return script;
}

/** The lines of each service (the word before a line's first colon), in the order it printed them. */
function byService(output: string): Record<string, string[]> {
  const services: Record<string, string[]> = {};
  for (const line of output.split('\n').filter(Boolean)) (services[line.split(':')[0]] ??= []).push(line);
  return services;
}

describe('README.md, "Two commands"', () => {
  it('shows what `pnpm start` prints after its build', async () => {
    // Until both servers say where they serve; then stopped as Ctrl-C does, so that all is printed.
    const origins = (out: string) => {
      const [mock, docs] = [mockOrigin(out), docsOrigin(out)];
      return mock !== undefined && docs !== undefined ? { mock, docs } : undefined;
    };
    const start = await startServer(startScript(), ['--port', '0', '--docs-port', '0'], origins, root);
    const { stdout, stderr, code } = await start.stop();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // With the path's slash, so that neither port can be taken for the start of the other.
    const asShown = stdout
      .replaceAll(`${start.ready.mock}/`, `http://${DEFAULT_HOST}:${DEFAULT_PORT}/`)
      .replaceAll(`${start.ready.docs}/`, `http://${docsDefaults.DEFAULT_HOST}:${docsDefaults.DEFAULT_PORT}/`)
      .replaceAll(root, '…');
    expect(byService(asShown)).toEqual(byService(shownOutput()));
  });
});

/** The js block of "Partner teams" and the variables its `… node list.mjs` line sets. */
function partnerExample(): { script: string; env: Record<string, string> } {
  const at = readme.indexOf('\n### Partner teams');
  const section = readme.slice(at, readme.indexOf('\n### ', at + 1));
  const script = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  const command = /^((?:[A-Z_]+=\S+ )+)node list\.mjs\b/m.exec(section)?.[1];
  if (script === undefined || command === undefined) {
    throw new Error('README.md, "Partner teams", shows no js block or no `VAR=value … node list.mjs` line');
  }
  const env = Object.fromEntries(
    command
      .trim()
      .split(' ')
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return { script, env };
}

describe('README.md, "Partner teams"', () => {
  const mockCli = join(root, 'apps/mock/dist/cli.js');
  let mock: RunningServer<string> | undefined;

  beforeAll(async () => {
    mock = await startServer(mockCli, ['--port', '0'], mockOrigin);
  });

  afterAll(async () => {
    await mock?.stop();
  });

  it('lists every dispute of the mock when run with the variables its command line sets', () => {
    const { script, env } = partnerExample();
    // The README's address is the default one; this test's mock listens on a free port instead.
    const readmeOrigin = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;
    const baseUrl = env.DISPUTE_API_BASE_URL?.replace(readmeOrigin, mock!.ready);
    // Nothing from the caller's shell leaks in: the command line's variables are all it gets.
    const { DISPUTE_API_KEY: _key, DISPUTE_API_BASE_URL: _base, ...inherited } = process.env;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: join(root, 'tests/contract'),
      env: { ...inherited, ...env, DISPUTE_API_BASE_URL: baseUrl },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(SEED_COUNTS.disputes);
    for (const line of lines) expect(line).toMatch(/^\w+ \w+$/);
  });
});
