// Adds a scratch version with `pnpm version:add` to a copy of the repository and follows it
// through everything that reads the versions list, with no other edit; then runs the copy's whole
// `pnpm test`, so that no test of the suite (a README's, a package's) holds a list of versions
// that version:add leaves behind.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { signalGroup, spawnInGroup, stopGroup } from '@dispute-api/test-support/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository } from './copy.js';

// Far enough ahead to stay newer than any real version for a long time.
const SCRATCH = '2099-01-01';
const { current: previous } = JSON.parse(
  readFileSync(new URL('../../../spec/versions.json', import.meta.url), 'utf8'),
) as { current: string };

let copy = '';
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '0' };

/** Runs a command in the copy; its output shows in the failure message when it fails. */
function run(cwd: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: join(copy, cwd), env, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${output}`);
  return output;
}
const node = (cwd: string, ...args: string[]) => run(cwd, process.execPath, args);
const json = <T>(file: string) => JSON.parse(readFileSync(join(copy, file), 'utf8')) as T;

beforeAll(() => {
  copy = copyRepository();
  node('.', 'scripts/version-add.mjs', SCRATCH);
  // The rest of `pnpm build`: client, mock and docs site, each from the list.
  node('.', 'node_modules/turbo/bin/turbo', 'run', 'build', '--output-logs=errors-only');
});

let suite: ChildProcess | undefined;

afterAll(async () => {
  // A suite cut short by the time limit is stopped before its folder goes.
  if (suite) await stopGroup(suite);
  if (copy !== '') rmSync(copy, { recursive: true, force: true });
});

describe(`pnpm version:add ${SCRATCH}, in a copy of the repository`, () => {
  it('copies the current version with its own version strings and lists it as current', () => {
    expect(json<{ current: string; versions: string[] }>('spec/versions.json')).toMatchObject({
      current: SCRATCH,
      versions: expect.arrayContaining([SCRATCH, previous]) as unknown,
    });
    const bundle = json<{ info: { version: string }; servers: { url: string }[] }>(
      `spec/dist/${SCRATCH}.json`,
    );
    expect(bundle.info.version).toBe(SCRATCH);
    expect(bundle.servers.map((s) => s.url)).toEqual([`{base_url}/public/${SCRATCH}`]);
    expect(existsSync(join(copy, 'spec', 'changelog', `${SCRATCH}.md`))).toBe(true);
    // The spec README's example prints the versions; its printed block is written from a run.
    expect(readFileSync(join(copy, 'spec', 'README.md'), 'utf8')).toContain(`current version: ${SCRATCH}\n`);
  });

  it("writes what the READMEs show of the versions: the tables and the mock's start lines", () => {
    expect(() => node('.', 'scripts/readme-versions.mjs', '--check')).not.toThrow();
    const readme = readFileSync(join(copy, 'README.md'), 'utf8');
    expect(readme).toContain(`| \`${SCRATCH}\` | current |`);
    expect(readme).toContain(`| \`${previous}\` | earlier |`);
    expect(readme).toContain(`dispute-api-mock: ${SCRATCH} at http://127.0.0.1:4010/public/${SCRATCH} `);
  });

  it('bundles and lints the new version with the others', () => {
    expect(existsSync(join(copy, 'spec', 'dist', `${SCRATCH}.yaml`))).toBe(true);
    expect(node('spec', 'scripts/lint.mjs')).toContain(`dist/${SCRATCH}.yaml`);
  });

  it('diffs the new version against the one before it: a copy has no changes', () => {
    const report = json<{ base: { version: string }; head: { version: string }; changes: unknown[] }>(
      `spec/dist/changes/${previous}..${SCRATCH}.json`,
    );
    expect(report).toMatchObject({ base: { version: previous }, head: { version: SCRATCH }, changes: [] });
  });

  it('generates a client entry point that is current, importable and typed', () => {
    node('packages/client', 'scripts/generate.mjs', '--check');
    const script = `const m = await import('@dispute-api/client/${SCRATCH}'); console.log(m.API_VERSION, typeof m.createClient);`;
    // apps/docs depends on the client, as a user's package would.
    expect(node('apps/docs', '--input-type=module', '-e', script).trim()).toBe(`${SCRATCH} function`);
  });

  it('documents the new version, with a page, the switcher and its workflows', () => {
    const page = readFileSync(join(copy, 'apps', 'docs', 'dist', SCRATCH, 'index.html'), 'utf8');
    expect(page).toContain(SCRATCH);
    const landing = readFileSync(join(copy, 'apps', 'docs', 'dist', 'index.html'), 'utf8');
    expect(landing).toContain(`data-version="${SCRATCH}"`);
    expect(existsSync(join(copy, 'apps', 'docs', 'dist', `workflows-${SCRATCH}.html`))).toBe(true);
  });

  it('is served by the mock at /public/<date>', () => {
    // The types of the mock's own data name every version, and are written again for the new one.
    node('apps/mock', 'scripts/generate-types.mjs', '--check');
    // tests/contract depends on the mock, as a frontend project would.
    const script = `
      const { startMock } = await import('@dispute-api/mock');
      const mock = await startMock({ port: 0, logLevel: 'error' });
      const base = mock.baseUrls['${SCRATCH}'];
      const answers = [];
      for (const path of ['/health-check', '/alerts?limit=1']) {
        const response = await fetch(base + path, { headers: { 'x-api-key': 'local-dev-key' } });
        answers.push(path + ' ' + response.status);
      }
      // Every version, the older ones included, still answers its dispute list as its own contract says.
      const { contractProblems } = await import('@dispute-api/spec/contract');
      const problems = [];
      for (const [version, url] of Object.entries(mock.baseUrls)) {
        const response = await fetch(url + '/disputes?limit=1', { headers: { 'x-api-key': 'local-dev-key' } });
        const found = contractProblems({ version, method: 'get', template: '/disputes' }, response.status, await response.json());
        if (response.status !== 200 || found.length > 0) problems.push(version + ' ' + response.status + ' ' + found.join('; '));
      }
      await mock.close();
      console.log(JSON.stringify(problems));
      console.log(base + ' ' + answers.join(', '));`;
    const lines = node('tests/contract', '--input-type=module', '-e', script).trim().split('\n');
    expect(lines.at(-1)).toMatch(new RegExp(`/public/${SCRATCH} /health-check 200, /alerts\\?limit=1 200$`));
    expect(JSON.parse(lines.at(-2) ?? 'null')).toEqual([]);
  });

  // The fast loop, `pnpm test` (not `pnpm test:e2e`), of the copy, less this package: in the copy it
  // would copy the copy again, without end. It runs before the release step below, which edits the
  // copy. Its output goes to a file beside the copy, since the whole suite prints more than a
  // failure message should hold; the message shows its end.
  it(
    "passes the copy's `pnpm test`",
    async () => {
      const log = join(scratchDir('dispute-api-version-suite'), 'pnpm-test.log');
      const fd = openSync(log, 'w');
      suite = spawnInGroup('pnpm', ['test', '--filter=!@dispute-api/version-tests'], {
        cwd: copy,
        env,
        stdio: ['ignore', fd, fd],
      });
      const code = await new Promise<number | null>((resolve, reject) => {
        suite!.once('error', reject);
        suite!.once('exit', (exitCode) => resolve(exitCode));
      });
      closeSync(fd);
      // What the suite left running in its group (none should be) goes with it.
      signalGroup(suite, 'SIGKILL');
      suite = undefined;
      expect(code, readFileSync(log, 'utf8').slice(-20_000)).toBe(0);
    },
    // The whole suite, on a copy whose turbo cache is empty: a long while on a quiet 2-core machine,
    // many times that on a loaded one. The limit ends a hang; it judges no speed.
    4 * 60 * 60 * 1000,
  );

  it('leaves the new version unreleased and free to change until the release step records it', () => {
    // Record a release, put it aside, then remove an operation from the new version.
    node('spec', 'scripts/release.mjs', SCRATCH);
    const released = join(copy, 'spec', 'released', `${SCRATCH}.json`);
    const aside = join(copy, 'released.json');
    renameSync(released, aside);
    const root = join(copy, 'spec', SCRATCH, 'openapi.yaml');
    const source = readFileSync(root, 'utf8');
    const path = /^ {2}(\/\S+):\n {4}\$ref: .*\n/m.exec(source);
    expect(path).not.toBeNull();
    writeFileSync(root, source.replace(path![0], ''));
    node('spec', 'scripts/bundle.mjs');
    const guard = ['node_modules/vitest/vitest.mjs', 'run', 'test/released.test.ts'];
    expect(() => node('spec', ...guard)).not.toThrow();
    // Once recorded, the same edit breaks the guard.
    renameSync(aside, released);
    expect(() => node('spec', ...guard)).toThrow(/operation-removed/);
  });
});
