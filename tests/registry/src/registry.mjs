// A throwaway npm registry on loopback (Verdaccio, in this process, on a port the OS picks) and
// plain `npm` pointed at it. `@dispute-api/*` lives only in it, never proxied; everything else comes
// through its uplink, the registry this machine's npm already uses (asked at run time).
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, dirname, delimiter } from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { runInGroup } from '@dispute-api/test-support/processes';
import { runServer } from 'verdaccio';

const run = promisify(execFile);

/** The registry `npm` uses on this machine, as its own configuration says now. */
export async function upstreamRegistry() {
  const { stdout } = await run('npm', ['config', 'get', 'registry']);
  const url = stdout.trim();
  if (!/^https?:\/\//.test(url)) throw new Error(`npm config get registry answered ${JSON.stringify(url)}`);
  // Verdaccio answers 404 for a package its uplink cannot reach; asking first gives the real cause.
  try {
    await fetch(new URL('-/ping', url), { signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new Error(
      `the npm registry ${url} cannot be reached from this process (network, proxy or NODE_EXTRA_CA_CERTS?): ${error.cause?.message ?? error.message}`,
      { cause: error },
    );
  }
  return url;
}

/**
 * Starts Verdaccio with its storage in `root` (a temp folder the caller removes), with one user
 * who may publish. Resolves to `{ url, publishToken, close() }`.
 */
export async function startRegistry(root, uplink) {
  const config = {
    self_path: join(root, 'config.yaml'),
    storage: join(root, 'storage'),
    auth: { htpasswd: { file: join(root, 'htpasswd'), max_users: 1 } },
    uplinks: { upstream: { url: uplink, timeout: '60s', max_fails: 5 } },
    packages: {
      '@dispute-api/*': { access: '$all', publish: '$authenticated' },
      '**': { access: '$all', publish: '$authenticated', proxy: 'upstream' },
    },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    // Audits are not asked for (npm runs with --no-audit), so the plugin stays off.
    middlewares: { audit: { enabled: false } },
  };
  const server = await runServer(config);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  try {
    return { url, publishToken: await addUser(url, 'publisher'), close };
  } catch (error) {
    await close();
    throw error;
  }
}

// Signs up a user the way `npm adduser` does; the password is random and lives only in this process.
async function addUser(url, name) {
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: randomUUID() }),
  });
  const { token } = await response.json();
  if (!response.ok || typeof token !== 'string')
    throw new Error(`registry refused to add a user: ${response.status}`);
  return token;
}

/**
 * The environment of `npm`, `npx` and `node` run in `dir`: the Node that runs this file first on
 * PATH (so the children run on the same Node line), no `npm_*` variables inherited from pnpm, and
 * a user config of its own (`dir/.npmrc-user`) that names only the local registry, with the
 * registry's token when given one (for publishing).
 */
export function npmEnv(registry, dir, { token } = {}) {
  const userconfig = join(dir, '.npmrc-user');
  const auth = token ? `//${new URL(registry.url).host}/:_authToken=${token}\n` : '';
  writeFileSync(
    userconfig,
    `registry=${registry.url}\n${auth}fund=false\naudit=false\nupdate-notifier=false\n`,
  );
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return {
    ...env,
    PATH: [dirname(process.execPath), env.PATH].join(delimiter),
    npm_config_userconfig: userconfig,
    NO_COLOR: '1',
  };
}

/** Publishes the tarballs with `npm publish`, as the registry's one user. */
export async function publish(registry, tarballs, dir) {
  const env = npmEnv(registry, dir, { token: registry.publishToken });
  await Promise.all(
    tarballs.map((t) => exec('npm', ['publish', t, '--access', 'public'], { cwd: dir, env })),
  );
}

/** Runs a command to its end, in its own process group; rejects with its output when it fails. */
export async function exec(command, args, options) {
  const { code, signal, stdout, stderr } = await runInGroup(command, args, options);
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${code ?? signal}\n${stdout}\n${stderr}`);
  return { stdout, stderr };
}
