// Adds a scratch version with `pnpm version:add` to a copy of the repository and follows it
// through everything that reads the versions list, with no other edit.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

afterAll(() => {
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
