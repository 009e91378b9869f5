// The public packages as a project that has never seen this repository gets them: packed, published
// to a local registry, installed with plain npm in fresh folders outside the workspace. A frontend
// project installs the mock alone and runs it with npx, and uses its MSW handlers on either msw
// major; a partner project installs the spec and the client, compiles a strict TypeScript program
// under both module resolutions and runs it against that mock.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SEED_COUNTS } from '@dispute-api/mock';
import { CURRENT_VERSION, VERSIONS } from '@dispute-api/spec/versions';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredFiles, tarballProblems } from '../src/allow-list.mjs';
import { installProject, startMockWithNpx } from '../src/consumer.mjs';
import { pack, publicPackages, tarballFiles, tarballManifest } from '../src/packages.mjs';
import { exec, npmEnv, publish, startRegistry, upstreamRegistry } from '../src/registry.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const root = scratchDir('dispute-api-registry');
const partner = join(root, 'partner-app');
const frontend = join(root, 'frontend-app');
// A frontend project that uses the mock's MSW handlers in its unit tests.
const mswApp = join(root, 'msw-app');

type Packages = Awaited<ReturnType<typeof publicPackages>>;
let packages: Packages = [];
const tarballs = new Map<string, string>();
let registry: Awaited<ReturnType<typeof startRegistry>> | undefined;
let mock: Awaited<ReturnType<typeof startMockWithNpx>> | undefined;
let env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  packages = await publicPackages();
  mkdirSync(join(root, 'tarballs'));
  await Promise.all(
    packages.map(async (pkg) => void tarballs.set(pkg.name, await pack(pkg, join(root, 'tarballs')))),
  );

  registry = await startRegistry(join(root, 'registry'), await upstreamRegistry());
  await publish(registry, [...tarballs.values()], join(root, 'tarballs'));
  env = npmEnv(registry, root);

  for (const dir of [partner, frontend, mswApp]) mkdirSync(dir);
  await Promise.all([
    installProject(
      partner,
      'partner-app',
      ['@dispute-api/spec', '@dispute-api/client', '@dispute-api/openapi-model'],
      env,
    ),
    installProject(frontend, 'frontend-app', ['--save-dev', '@dispute-api/mock'], env),
    installProject(mswApp, 'msw-app', ['--save-dev', '@dispute-api/mock', 'msw@2'], env),
  ]);
  mock = await startMockWithNpx(
    frontend,
    ['--port', '0', '--stateful', '--log-level', 'warn'],
    env,
    CURRENT_VERSION,
  );
  writeFileSync(join(partner, 'src', 'mock-url.ts'), `export const baseUrl = ${JSON.stringify(mock.url)};\n`);
});

afterAll(async () => {
  await mock?.stop();
  await registry?.close();
  rmSync(root, { recursive: true, force: true });
});

const node = (args: string[], cwd = partner) => exec(process.execPath, args, { cwd, env });
const lockEntry = (dir: string, name: string) =>
  JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages[`node_modules/${name}`];

// The projects are independent (each test touches one of them, or only reads), so the tests run
// side by side: most of their time is npm and tsc waiting on the network and the disk. The frontend
// project's tests run in order among themselves (the last one installs into it), beside the others.
const inOrder = { concurrent: false };

describe.concurrent('public packages through a registry', () => {
  it('publishes spec, client, mock, the diff and the model (which spec, mock and diff read the contract through), each tarball shipping only what a consumer runs or reads', async () => {
    expect(packages.map((p) => p.name)).toEqual([
      '@dispute-api/client',
      '@dispute-api/mock',
      '@dispute-api/openapi-diff',
      '@dispute-api/openapi-model',
      '@dispute-api/spec',
    ]);
    for (const pkg of packages) {
      const tarball = tarballs.get(pkg.name)!;
      const [files, manifest] = await Promise.all([tarballFiles(tarball), tarballManifest(tarball)]);
      expect(tarballProblems(pkg.name, files, manifest, requiredFiles(pkg.name, VERSIONS))).toEqual([]);
    }
  });

  describe('the frontend project', () => {
    it(
      'installs the mock alone, bringing the spec it depends on by version from the registry',
      inOrder,
      async () => {
        const spec = packages.find((p) => p.name === '@dispute-api/spec')!;
        const entry = lockEntry(frontend, '@dispute-api/spec');
        expect(entry.version).toBe(spec.version);
        expect(entry.resolved.startsWith(registry!.url)).toBe(true);
        expect(lockEntry(frontend, '@dispute-api/mock').dev).toBe(true);
      },
    );

    it('runs `npx dispute-api-mock` from the install, which answers', inOrder, () => {
      expect(mock!.firstAnswer.status).toBe(200);
      expect(mock!.firstAnswer.body).toContain('OK');
    });

    // Prism is an optional peer of the mock: the sandbox runs without it, and `--static` says how to
    // get it. The frontend project has only the mock, so the first start fails with that command.
    it(
      'starts --static once the Prism peers are installed with the command its refusal names',
      inOrder,
      async () => {
        const refusal = await exec('npx', ['--no', '--', 'dispute-api-mock', '--static', '--port', '0'], {
          cwd: frontend,
          env,
        }).then(
          () => 'started',
          (error: Error) => error.message,
        );
        expect(refusal).toMatch(/exited 1\n/);
        const line = refusal.split('\n').find((l) => l.startsWith('dispute-api-mock: cannot start: '));
        expect(line).toMatch(
          /needs Prism, .*; run: npm i -D @stoplight\/prism-http@\S+ @stoplight\/prism-core@\S+$/,
        );
        const [command, ...args] = line!.slice(line!.indexOf('run: ') + 'run: '.length).split(' ');
        await exec(command, args, { cwd: frontend, env });
        const examples = await startMockWithNpx(
          frontend,
          ['--static', '--port', '0', '--log-level', 'warn'],
          env,
          CURRENT_VERSION,
        );
        try {
          const answer = await fetch(`${examples.url}/public/${CURRENT_VERSION}/alerts`, {
            headers: { 'x-api-key': 'local-dev-key' },
          });
          expect(answer.status).toBe(200);
          expect(Array.isArray(((await answer.json()) as { alerts?: unknown }).alerts)).toBe(true);
        } finally {
          await examples.stop();
        }
      },
    );
  });

  it.each(['node16', 'bundler'])(
    'compiles a client program with tsc --strict under moduleResolution %s and runs it against the mock',
    async (resolution) => {
      await exec(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], { cwd: partner, env });
      const { stdout } = await node([`out-${resolution}/main.js`]);
      expect(stdout.trim().split('\n')).toEqual([
        `disputes: ${SEED_COUNTS.disputes} (${SEED_COUNTS.disputes} distinct)`,
        `alerts: ${SEED_COUNTS.alerts} (${SEED_COUNTS.alerts} distinct)`,
        'outcome: refunded',
        expect.stringMatching(/^error: 404 \S+$/),
      ]);
    },
  );

  it("loads the spec's bundles, change report, changelog and validator through its exports", async () => {
    const report = JSON.parse((await node(['check-spec.mjs'])).stdout);
    expect(report.current).toBe(CURRENT_VERSION);
    expect(Object.keys(report.versions)).toEqual([...VERSIONS]);
    for (const version of VERSIONS) {
      expect(report.versions[version]).toMatchObject({ yamlOpensWithOpenapi: true, sameAsContract: true });
      expect(report.versions[version].openapi).toMatch(/^3\.1\./);
      expect(report.versions[version].paths).toBeGreaterThan(0);
    }
    expect(report).toMatchObject({
      changeReport: true,
      changelog: true,
      validatorRejects: true,
      validatorAccepts: true,
    });
  });

  it.each([
    ['spec', 'operations.mjs'],
    ['openapi-model', 'example.mjs'],
  ])(
    "runs the %s README's example from the installed package and prints what the README says",
    async (name, file) => {
      const readme = readFileSync(join(partner, 'node_modules', '@dispute-api', name, 'README.md'), 'utf8');
      const example = readme.match(/```js\n([\s\S]*?)```/)?.[1];
      const printed = readme.match(/```text\n([\s\S]*?)```/)?.[1];
      writeFileSync(join(partner, file), example ?? '');
      expect((await node([file])).stdout).toBe(printed);
    },
  );

  // The mock's peer range for msw is ^2 || ^3: the project starts on msw 2, then upgrades to 3. On
  // each, the handle, own data and persist work, and typed own data compiles as the README says.
  it('serves its MSW sandbox with its handle in a project on msw 2, and on msw 3 after an upgrade', async () => {
    const check = async () => JSON.parse((await node(['msw-check.mjs'], mswApp)).stdout) as unknown;
    const compile = async () => {
      for (const resolution of ['node16', 'bundler'])
        await exec(process.execPath, [tsc, '-p', `tsconfig.msw-${resolution}.json`], { cwd: mswApp, env });
    };
    const answers = {
      list: [200, 1],
      refused: [403, 'Missing x-api-key header'],
      scenario: 500,
      journal: [202, 500, 403, 200],
      afterReload: 'refunded',
      afterReset: null,
      state: 1,
    };
    expect(await check()).toEqual({ msw: '2', ...answers });
    await compile();
    // Prism, the static mode's optional peer, was not installed with the mock.
    expect(lockEntry(mswApp, '@stoplight/prism-http')).toBeUndefined();
    await exec('npm', ['install', '--save-dev', 'msw@3'], { cwd: mswApp, env });
    expect(await check()).toEqual({ msw: '3', ...answers });
    await compile();
  });

  it('loads the client through require() in a CommonJS file', async () => {
    const loaded = JSON.parse((await node(['require-client.cjs'])).stdout);
    expect(loaded).toEqual({
      node: process.version,
      createClient: 'function',
      DisputeApiError: 'function',
      legacyCreateClient: 'function',
    });
  });
});
