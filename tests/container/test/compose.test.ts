// The reference deployment (apps/mock-image/compose.yaml) as podman-compose reads it: PostgreSQL, two
// instances of the mock that take the store from the environment, and HAProxy in front, whose
// configuration names exactly those instances. Debian 12's podman-compose (1.0.3) has no `config`
// command; `up --dry-run` reads, interpolates and checks the file the same way and prints the podman
// commands it would run. It still creates the project's network and volume, so it runs in a podman
// setup of the test's own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInGroup } from '@dispute-api/test-support/processes';
import { afterAll, describe, expect, it } from 'vitest';
import { podmanSandbox } from '../src/podman.mjs';

const mockDir = fileURLToPath(new URL('../../../apps/mock-image/', import.meta.url));
const composeFile = `${mockDir}compose.yaml`;
const hasCompose = (await runInGroup('sh', ['-c', 'command -v podman-compose'])).code === 0;
const MOCK_IMAGE = 'localhost/dispute-api-mock:compose-test';
// Not secrets: the test's own, to find where they end up.
const PASSWORD = 'compose-test-password';
const KEY_SECRET = 'compose-test-key-secret-of-32-characters';
const given = { POSTGRES_PASSWORD: PASSWORD, DISPUTE_MOCK_KEY_SECRET: KEY_SECRET };

interface Service {
  image: string;
  env: Record<string, string>;
  ports: string[];
  volumes: string[];
}

/** The `podman run` lines podman-compose printed, by service (its label names it). */
function services(output: string) {
  const found: Record<string, Service> = {};
  for (const line of output.split('\n').filter((text) => text.startsWith('podman run '))) {
    // podman-compose prints the arguments joined by spaces; none of this file's has a space.
    const args = line.split(' ').slice(2);
    const service: Service = { image: args.at(-1)!, env: {}, ports: [], volumes: [] };
    let name = '';
    for (let i = 0; i < args.length - 1; i++) {
      const [flag, value] = [args[i], args[i + 1]];
      if (flag === '--label' && value.startsWith('com.docker.compose.service=')) name = value.split('=')[1];
      if (flag === '-e')
        service.env[value.slice(0, value.indexOf('='))] = value.slice(value.indexOf('=') + 1);
      if (flag === '-p') service.ports.push(value);
      if (flag === '-v') service.volumes.push(value);
    }
    found[name] = service;
  }
  return found;
}

describe.skipIf(!hasCompose)(
  'apps/mock-image/compose.yaml (skipped where podman-compose is absent: pnpm setup:containers)',
  () => {
    const sandbox = podmanSandbox('compose');
    afterAll(() => sandbox.reset());

    const dryRun = (env: NodeJS.ProcessEnv) =>
      runInGroup(
        'podman-compose',
        ['--dry-run', '-p', 'dispute-sandbox-test', '-f', composeFile, 'up', '-d'],
        {
          env,
        },
      );

    it('runs PostgreSQL, two mocks on its store and a balancer in front of both', async () => {
      const run = await dryRun({ ...sandbox.env, ...given, MOCK_IMAGE });
      expect(run.code, run.stderr).toBe(0);
      const all = services(run.stdout);
      expect(Object.keys(all).sort()).toEqual(['balancer', 'mock-1', 'mock-2', 'postgres']);
      expect(all.postgres.env).toMatchObject({ POSTGRES_USER: 'dispute', POSTGRES_PASSWORD: PASSWORD });
      for (const mock of [all['mock-1'], all['mock-2']]) {
        expect(mock.image).toBe(MOCK_IMAGE);
        expect(mock.env).toEqual({
          DISPUTE_MOCK_STORE: `postgres://dispute:${PASSWORD}@postgres:5432/dispute`,
          DISPUTE_MOCK_KEY_SECRET: KEY_SECRET,
        });
        expect(mock.ports).toEqual([]); // reached through the balancer only
      }
      expect(all.balancer.ports).toEqual(['127.0.0.1:4010:4010']);
      expect(all.balancer.env).toEqual({ MOCK_READY_PATH: '/__mock/ready' });
    });

    it("gives the balancer the configuration beside it, which names every mock and only those, at the image's port", async () => {
      const run = await dryRun({ ...sandbox.env, ...given });
      const { balancer, ...others } = services(run.stdout);
      const [config] = balancer.volumes.filter((volume) => volume.includes('haproxy.cfg'));
      expect(config).toBe(`${mockDir}haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro`);
      const servers = [...readFileSync(`${mockDir}haproxy.cfg`, 'utf8').matchAll(/^\s*server (\S+) (\S+)/gm)];
      const mocks = Object.keys(others).filter((name) => name.startsWith('mock-'));
      const exposed = readFileSync(`${mockDir}Containerfile`, 'utf8').match(/^EXPOSE (\d+)$/m)?.[1];
      expect(servers.map(([, name, address]) => [name, address])).toEqual(
        mocks.map((name) => [name, `${name}:${exposed}`]),
      );
    });

    it.each(Object.keys(given))('refuses to start without %s, saying so', async (variable) => {
      const env: NodeJS.ProcessEnv = { ...sandbox.env, ...given };
      delete env[variable];
      const run = await dryRun(env);
      expect(run.code).not.toBe(0);
      expect(run.stderr + run.stdout).toContain(`set ${variable}`);
    });
  },
);
