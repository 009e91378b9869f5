// The mock's image as an operator runs it: the base built from Node's binary, the image built on
// it from the workspace, two containers of it sharing one real PostgreSQL (the hosted sandbox),
// each answering on its own port of the host's network. Everything lives in a podman setup of the
// test's own, reset at the end.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { CURRENT_VERSION } from '@dispute-api/spec/versions';
import { type Postgres, startPostgres } from '@dispute-api/test-support/postgres';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { runInGroup, spawnInGroup, stopGroup } from '@dispute-api/test-support/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { podmanSandbox, STORAGE_DRIVER } from '../src/podman.mjs';

/** Where an instance says it is ready for traffic: started, and its store reachable. */
const READY_PATH = '/__mock/ready';

const containerDir = fileURLToPath(new URL('../../../apps/mock-image/', import.meta.url));
// The root secret of the sandbox keys, the same for every instance as an operator gives it.
const KEY_SECRET = randomBytes(24).toString('hex');
const base = `localhost/dispute-api-node:test-${process.pid}`;
const image = `localhost/dispute-api-mock:test-${process.pid}`;

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs one of apps/mock-image's scripts with the test's podman; rejects with its output. */
async function script(name: string, args: string[], env: NodeJS.ProcessEnv) {
  const began = performance.now();
  const run = await runInGroup('bash', [`${containerDir}${name}`, ...args], { env });
  if (run.code !== 0)
    throw new Error(`${name} exited ${run.code ?? run.signal}:\n${run.stdout}${run.stderr}`);
  return (performance.now() - began) / 1000;
}

const sandbox = podmanSandbox('container');
const { podman } = sandbox;
let database: Postgres;
const instances: { name: string; origin: string }[] = [];
const figures: string[] = [];

/** Starts a container of the image on a free port of the host's network and waits until it is ready. */
async function startInstance(name: string) {
  const port = await freePort();
  // `-e NAME` without a value takes it from podman's environment: the password and the secret
  // never sit on a command line, as the compose file keeps them out of one.
  const args = [
    '--name',
    name,
    '--network',
    'host',
    '-e',
    'DISPUTE_MOCK_STORE',
    '-e',
    'DISPUTE_MOCK_KEY_SECRET',
  ];
  await podman(['run', '--detach', ...args, '-e', sandbox.marker, image, '--port', String(port)], {
    DISPUTE_MOCK_STORE: database.url,
    DISPUTE_MOCK_KEY_SECRET: KEY_SECRET,
  });
  const origin = `http://127.0.0.1:${port}`;
  instances.push({ name, origin });
  // Polled, with a limit that only a hang reaches (a loaded machine is slow, never this slow).
  const deadline = Date.now() + 120_000;
  while ((await fetch(`${origin}${READY_PATH}`).catch(() => undefined))?.status !== 200) {
    if (Date.now() > deadline) {
      throw new Error(`${name} not ready after 120 s:\n${await podman(['logs', name]).catch(String)}`);
    }
    await setTimeout(250);
  }
  return origin;
}

interface Key {
  id: string;
  accessKey: string;
}

/**
 * A sandbox key made as an operator makes one: `dispute-api-mock keys create` in a running
 * container, which has the store and the root secret in its environment.
 */
async function createKey(label: string): Promise<Key> {
  const command = ['exec', instances[0].name, 'node', '/app/dispute-api-mock.mjs', 'keys', 'create'];
  const key = JSON.parse(await podman([...command, '--label', label, '--json']));
  expect(key).toMatchObject({ label, id: expect.any(String), accessKey: expect.any(String) });
  return key;
}

const api = (origin: string, path: string, key: Key | string, init: RequestInit = {}) =>
  fetch(`${origin}/public/${CURRENT_VERSION}${path}`, {
    ...init,
    headers: {
      'x-api-key': typeof key === 'string' ? key : key.accessKey,
      'content-type': 'application/json',
    },
  });

/** The URLs of the webhooks an instance lists for a key. */
async function hookUrls(origin: string, key: Key) {
  const answer = await api(origin, '/webhooks', key);
  return ((await answer.json()) as { data: { url: string }[] }).data.map((hook) => hook.url);
}

beforeAll(async () => {
  const baseSeconds = await script('build-base.sh', [base], sandbox.env);
  const imageSeconds = await script('build-image.sh', [image], { ...sandbox.env, BASE: base });
  const sizes = await Promise.all(
    [base, image].map(
      async (tag) => Number(await podman(['image', 'inspect', '--format', '{{.Size}}', tag])) / 1e6,
    ),
  );
  figures.push(
    `base ${sizes[0].toFixed(0)} MB in ${baseSeconds.toFixed(1)} s`,
    `image ${sizes[1].toFixed(0)} MB in ${imageSeconds.toFixed(1)} s`,
  );
  database = await startPostgres();
  const began = performance.now();
  await Promise.all(['a', 'b'].map((letter) => startInstance(`dispute-mock-${process.pid}-${letter}`)));
  figures.push(
    `two instances ready in ${((performance.now() - began) / 1000).toFixed(1)} s (${STORAGE_DRIVER})`,
  );
});

afterAll(async () => {
  // Figures for the record, never assertions.
  console.log(`container: ${figures.join(', ')}`);
  await sandbox.reset();
  await database?.stop();
});

describe('the mock image', () => {
  it('runs the mock as an unprivileged user, with Node and nothing else', async () => {
    const [{ Config }] = JSON.parse(await podman(['image', 'inspect', image]));
    expect(Config.User).toBe('10001:10001');
    expect(Config.Entrypoint).toEqual(['node', '/app/dispute-api-mock.mjs', '--host', '0.0.0.0']);
    const [{ name }] = instances;
    expect(await podman(['exec', name, 'node', '-p', 'process.getuid() + " " + process.getgid()'])).toBe(
      '10001 10001\n',
    );
    // No shell to run anything but node.
    await expect(podman(['exec', name, 'sh', '-c', 'true'])).rejects.toThrow(/executable file not found/);
  });

  it('answers the health check, and a read with a sandbox key through each instance', async () => {
    const key = await createKey('reader');
    for (const { origin } of instances) {
      const health = await fetch(`${origin}/public/${CURRENT_VERSION}/health-check`);
      expect(health.status).toBe(200);
      expect(await health.json()).toBe('OK');
      const webhooks = await api(origin, '/webhooks', key);
      expect(webhooks.status).toBe(200);
      expect(await webhooks.json()).toMatchObject({ success: true, data: expect.any(Array) });
      // With sandbox keys on, the command's default key is not one.
      expect((await api(origin, '/webhooks', 'local-dev-key')).status).toBe(403);
    }
  });

  it('reads through one instance what was written through the other: the store in PostgreSQL', async () => {
    const [a, b] = instances;
    const key = await createKey('writer');
    const url = `https://hooks.example/${process.pid}`;
    const created = await api(a.origin, '/webhooks', key, {
      method: 'POST',
      body: JSON.stringify({ event: 'dispute.created', url }),
    });
    expect(created.status).toBeLessThan(300);
    expect(await hookUrls(b.origin, key)).toContain(url);
    // Each key has a space of its own.
    expect(await hookUrls(b.origin, await createKey('other'))).not.toContain(url);
  });

  it('refuses a key revoked in one container through every instance', async () => {
    const key = await createKey('revoked');
    for (const { origin } of instances) expect((await api(origin, '/webhooks', key)).status).toBe(200);
    await podman(['exec', instances[1].name, 'node', '/app/dispute-api-mock.mjs', 'keys', 'revoke', key.id]);
    // Every instance asks the store again within a second.
    for (const { origin } of instances)
      await expect.poll(async () => (await api(origin, '/webhooks', key)).status).toBe(403);
  });

  it('is balanced as the reference deployment does: every request of a key to one instance', async () => {
    const port = await freePort();
    const [a, b] = instances.map(({ origin }) => new URL(origin).host);
    const config = readFileSync(`${containerDir}haproxy.cfg`, 'utf8')
      .replace(/^(\s*)bind :4010$/m, `$1bind 127.0.0.1:${port}`)
      .replace('mock-1:4010', a)
      .replace('mock-2:4010', b);
    const file = join(scratchDir('balancer'), 'haproxy.cfg');
    writeFileSync(file, config);
    // Debian's HAProxy, in the foreground.
    const balancer = spawnInGroup('haproxy', ['-db', '-f', file], {
      env: { ...process.env, MOCK_READY_PATH: READY_PATH },
    });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await fetch(`${origin}${READY_PATH}`).catch(() => undefined))?.status, {
          timeout: 120_000,
        })
        .toBe(200);
      const keys = await Promise.all(Array.from({ length: 8 }, (_, i) => createKey(`balanced-${i}`)));
      for (const key of keys)
        for (let i = 0; i < 4; i++) expect((await api(origin, '/webhooks', key)).status).toBe(200);
      for (const key of keys) {
        const journals = await Promise.all(
          instances.map(async ({ origin: direct }) => {
            const answer = await fetch(`${direct}/__mock/requests?limit=50`, {
              headers: { 'x-api-key': key.accessKey },
            });
            return ((await answer.json()) as { requests: unknown[] }).requests.length;
          }),
        );
        expect(journals.sort()).toEqual([0, 4]);
      }
    } finally {
      await stopGroup(balancer);
    }
  });

  it('stops on SIGTERM by itself, exiting 0, not killed after the grace period', async () => {
    const { name } = instances[1];
    await podman(['stop', '--time', '60', name]);
    const state = JSON.parse(await podman(['inspect', '--format', '{{json .State}}', name]));
    expect(state).toMatchObject({ Status: 'exited', ExitCode: 0 });
  });
});
