// The guide Getting started's first call (apps/docs/guides/getting-started.md, "Your first call"),
// run as its reader runs it: the mock started with the guide's command on a free port, the program
// run with the variables its command line sets (the address written back as the guide's), and what
// it prints compared with the block the guide shows. Here because it needs the client and the mock.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HOST, DEFAULT_PORT } from '@dispute-api/mock';
import { fencedBlocks, readGuide } from '@dispute-api/test-support/markdown';
import { mockOrigin, startServer, type RunningServer } from '@dispute-api/test-support/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const contractDir = fileURLToPath(new URL('..', import.meta.url));
const mockCli = fileURLToPath(new URL('../../../apps/mock/dist/cli.js', import.meta.url));
const GUIDE_ORIGIN = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;

/** The section's blocks: the installs and the mock's command, the program, its command line, what it prints. */
function firstCall() {
  const [start, program, command, printed] = fencedBlocks(readGuide('getting-started'), 'Your first call');
  expect([start, program, command, printed].map((b) => b?.language)).toEqual(['sh', 'js', 'sh', 'text']);
  const mockArgs = /^npx dispute-api-mock\b([^#\n]*)/m.exec(start.text)?.[1]?.split(/\s+/).filter(Boolean);
  const variables = /^((?:[A-Z_]+=\S+ )+)node first-call\.mjs$/m.exec(command.text)?.[1];
  if (mockArgs === undefined || variables === undefined)
    throw new Error('"Your first call" starts no mock, or runs no `VAR=value … node first-call.mjs`');
  const env = Object.fromEntries(
    variables
      .trim()
      .split(' ')
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return { mockArgs, script: program.text, env, printed: printed.text };
}

let mock: RunningServer<string> | undefined;

beforeAll(async () => {
  mock = await startServer(mockCli, [...firstCall().mockArgs, '--port', '0'], mockOrigin);
});

afterAll(async () => {
  await mock?.stop();
});

describe('apps/docs/guides/getting-started.md, "Your first call"', () => {
  it('prints what the guide shows, with the variables its command line sets', () => {
    const { script, env, printed } = firstCall();
    expect(env.DISPUTE_API_BASE_URL).toBe(GUIDE_ORIGIN);
    // Nothing from the caller's shell leaks in: the command line's variables are all it gets.
    const { DISPUTE_API_KEY: _key, DISPUTE_API_BASE_URL: _base, ...inherited } = process.env;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: contractDir,
      env: { ...inherited, ...env, DISPUTE_API_BASE_URL: mock!.ready },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(printed);
  });
});
