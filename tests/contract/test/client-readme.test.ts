// The client README's example, run as its reader runs it: the mock started with the README's own
// command (terminal 1, its sandbox), the example beside it (terminal 2), and what the example prints
// compared with the block the README shows. Here rather than in packages/client, because only a
// package that depends on both can run them together (the mock's tests use the client).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_MOCK_URL } from '@dispute-api/client/2025-04-01';
import { DEFAULT_HOST, DEFAULT_PORT } from '@dispute-api/mock';
import { fencedBlock } from '@dispute-api/test-support/markdown';
import { mockOrigin, startServer, type RunningServer } from '@dispute-api/test-support/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const contractDir = dirname(dirname(fileURLToPath(import.meta.url)));
const clientDir = dirname(require.resolve('@dispute-api/client/package.json'));
const mockDir = dirname(require.resolve('@dispute-api/mock/package.json'));
const readme = readFileSync(join(clientDir, 'README.md'), 'utf8');

const block = (language: string) => fencedBlock(readme, language);

/** The options of terminal 1's `npx dispute-api-mock …`, and the mock's bin to run them with. */
function readmeMockCommand(): { bin: string; args: string[] } {
  const command = /^npx dispute-api-mock ([^#\n]*?)\s*#/m.exec(readme);
  if (!command) throw new Error('packages/client/README.md shows no `npx dispute-api-mock …` command');
  const { bin } = JSON.parse(readFileSync(join(mockDir, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  return { bin: join(mockDir, bin['dispute-api-mock']), args: command[1].split(/\s+/).filter(Boolean) };
}

let mock: RunningServer<string> | undefined;

// The mock as the README starts it, on a free port, until it prints where it serves.
beforeAll(async () => {
  const { bin, args } = readmeMockCommand();
  mock = await startServer(bin, [...args, '--port', '0'], mockOrigin);
});

afterAll(async () => {
  await mock?.stop();
});

describe('packages/client/README.md', () => {
  it('prints what it shows, run against the mock started with its own command', () => {
    // The example's defaults are what is under test, so keys from the caller's shell must not leak in.
    const { DISPUTE_API_KEY: _key, DISPUTE_API_SECRET: _secret, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', block('js')], {
      cwd: contractDir,
      env: { ...env, DISPUTE_API_BASE_URL: mock!.ready },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(block('text'));
  });

  it("offers the mock's own default address as LOCAL_MOCK_URL", () => {
    expect(LOCAL_MOCK_URL).toBe(`http://${DEFAULT_HOST}:${DEFAULT_PORT}`);
  });
});
