// A real PostgreSQL 15 for a test: Debian's binaries, a cluster of its own in a temp folder, a
// role with a password (SCRAM), listening on a free loopback port. Everything it runs carries the
// run marker (./cleanup.mjs) and its folder is listed for removal, so a test process that dies
// without stopping it leaves all but nothing: the reaper ends the server (its helpers follow it)
// and removes the folder; only the 56-byte System V segment every PostgreSQL server keeps stays,
// held by no process, since the reaper knows nothing of it (stop() and kill() remove it).
//
// PostgreSQL refuses to run as root. As root, the server and initdb run as the `postgres` user
// (spawn's uid and gid, the same as `runuser -u postgres --` without its extra process: runuser
// forks, starts a new session and relays signals, so a SIGINT would not reach the server as sent
// and a process group would not hold it), in a folder of their own under the temp dir that the
// user owns: the run folder is root's alone (0700), so the folder cannot sit inside it.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { removeOnExit, scratchDir } from './cleanup.mjs';
import { runInGroup, spawnInGroup } from './processes.mjs';
import { endProcesses } from './reap.mjs';

/** Where Debian's postgresql-15 puts the server's programs (`pnpm setup:postgres` installs it). */
export const POSTGRES_BIN = process.env.DISPUTE_API_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

// Generous: a loaded 2-core machine can take many seconds to start a cluster. Never a measure.
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 60_000;

/**
 * Starts a server and resolves once it accepts connections and `database` exists.
 * @param {import('./postgres.d.mts').PostgresOptions} [options]
 */
export async function startPostgres(options = {}) {
  const user = options.user ?? 'dispute';
  const password = options.password ?? randomBytes(12).toString('hex');
  const database = options.database ?? 'dispute';
  const bin = options.bin ?? POSTGRES_BIN;
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined;
  const dir = clusterFolder(owner);
  const dataDir = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  mkdirSync(socketDir);
  if (owner) chownSync(socketDir, owner.uid, owner.gid);
  try {
    await initdb({ bin, dir, dataDir, user, password, owner });
    const server = await listen({
      bin,
      dir,
      dataDir,
      socketDir,
      user,
      owner,
      timeoutMs: options.readyTimeoutMs,
    });
    const url = `postgres://${user}:${password}@127.0.0.1:${server.port}/${database}`;
    const handle = serverHandle({ dir, dataDir, port: server.port, url, child: server.child });
    try {
      if (database !== 'postgres') await createDatabase({ bin, port: server.port, user, password, database });
    } catch (error) {
      await handle.kill();
      throw error;
    }
    return handle;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    throw error;
  }
}

/** The uid and gid of the `postgres` user, which Debian's package creates. */
function postgresUser() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'startPostgres: running as root needs the `postgres` user, which PostgreSQL runs as: run `pnpm setup:postgres`',
    );
  }
}

/** The server's folder: in the run folder, or as root one of its own that `postgres` owns. */
function clusterFolder(owner) {
  if (!owner) return scratchDir('postgres');
  const dir = mkdtempSync(join(tmpdir(), `dispute-api-postgres-${process.pid}-`));
  removeOnExit(dir);
  chownSync(dir, owner.uid, owner.gid);
  return dir;
}

/** Runs a program of `bin`, as `postgres` when root; rejects with its output when it fails. */
async function runTool({ bin, owner }, tool, args, env = {}) {
  const run = await runInGroup(join(bin, tool), args, {
    env: { ...process.env, LC_ALL: 'C', ...env },
    ...(owner ?? {}),
  }).catch((error) => {
    if (error.code === 'ENOENT') {
      throw new Error(`startPostgres: ${join(bin, tool)} is missing: run \`pnpm setup:postgres\``);
    }
    throw error;
  });
  if (run.code !== 0)
    throw new Error(`startPostgres: ${tool} exited ${run.code ?? run.signal}:\n${run.stdout}${run.stderr}`);
  return run;
}

async function initdb({ bin, dir, dataDir, user, password, owner }) {
  // The password reaches initdb in a file only its user can read, never on a command line.
  const pwfile = join(dir, 'password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) chownSync(pwfile, owner.uid, owner.gid);
  try {
    await runTool({ bin, owner }, 'initdb', [
      `--pgdata=${dataDir}`,
      `--username=${user}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--no-locale',
      // A test's cluster is thrown away: nothing is worth waiting for the disk.
      '--no-sync',
      '--no-instructions',
    ]);
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/** A free loopback port; PostgreSQL may still lose it to another process, hence the retries. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server on a free port; tries another port when one was taken meanwhile. */
async function listen(cluster) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { port, child: await startServer({ ...cluster, port }) };
    } catch (error) {
      if (attempt >= 3 || !/could not (bind|create listen)/i.test(String(error))) throw error;
    }
  }
}

async function startServer({ bin, dir, dataDir, socketDir, port, owner, timeoutMs = READY_TIMEOUT_MS }) {
  const logFile = join(dir, 'server.log');
  const log = openSync(logFile, 'a');
  const settings = {
    port,
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socketDir,
    // Dynamic shared memory as files in the data folder rather than /dev/shm: a server killed
    // outright leaves them where its folder's removal takes them.
    dynamic_shared_memory_type: 'mmap',
    // Durability is worth nothing to a cluster that is thrown away after the test.
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  };
  const child = spawnInGroup(
    join(bin, 'postgres'),
    ['-D', dataDir, ...Object.entries(settings).map(([name, value]) => `--${name}=${value}`)],
    {
      stdio: ['ignore', log, log],
      env: { ...process.env, LC_ALL: 'C' },
      ...(owner ?? {}),
    },
  );
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  child.once('error', () => {});
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const early = await Promise.race([exited, sleep(200, 'running')]);
    if (early !== 'running') throw new Error(`startPostgres: the server exited ${early}:\n${tail(logFile)}`);
    const ready = await runInGroup(join(bin, 'pg_isready'), [
      '-q',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-t',
      '5',
    ]);
    if (ready.code === 0) return child;
    if (Date.now() > deadline) {
      endProcesses([child.pid ?? 0, ...serverProcesses(dataDir)].filter(Boolean));
      throw new Error(`startPostgres: not ready after ${timeoutMs / 1000} s:\n${tail(logFile)}`);
    }
  }
}

/**
 * Every process of the server whose data folder is `dataDir`: they all work in it. Not found by
 * their environment, as the run's reaper finds the server itself: PostgreSQL's children write
 * their titles ("postgres: checkpointer") over it.
 */
export function serverProcesses(dataDir) {
  let real;
  try {
    real = realpathSync(dataDir);
  } catch {
    return []; // No folder, no server.
  }
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === real;
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
}

function tail(file) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}

async function createDatabase({ bin, port, user, password, database }) {
  await runTool({ bin }, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', user, '--', database], {
    PGPASSWORD: password,
  });
}

/** stop(): a fast shutdown, as an operator's; kill(): every process of the server at once, as a crash. */
function serverHandle({ dir, dataDir, port, url, child }) {
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
    else child.once('exit', () => resolve(undefined));
  });
  let ending;
  const endAll = () => endProcesses([child.pid ?? 0, ...serverProcesses(dataDir)].filter(Boolean));
  const finish = () => {
    // The server's own children may outlive it by a moment; none may hold the folder.
    endProcesses(serverProcesses(dataDir));
    removeSharedMemory(dir);
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };
  const stop = () =>
    (ending ??= (async () => {
      // SIGINT is PostgreSQL's fast shutdown: clients disconnected, a checkpoint, then exit.
      child.kill('SIGINT');
      const timer = setTimeout(endAll, STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      finish();
    })());
  const kill = () =>
    (ending ??= (async () => {
      endAll();
      await exited;
      finish();
    })());
  return { url, port, dataDir, stop, kill };
}

/**
 * A server killed outright leaves the small System V segment it keeps beside its mmap'ed memory;
 * postmaster.pid names it. Removed when no process is attached (ipcrm refuses nothing: the
 * segment is marked and goes with its last user).
 */
function removeSharedMemory(dir) {
  let id;
  try {
    // The pid file's seventh line: "<key> <id>".
    id = readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8')
      .split('\n')[6]
      ?.trim()
      .split(/\s+/)[1];
  } catch {
    return; // A clean shutdown removes the pid file, and the segment with it.
  }
  if (id && /^\d+$/.test(id)) {
    try {
      execFileSync('ipcrm', ['-m', id], { stdio: 'ignore' });
    } catch {
      // Gone already, or never ours.
    }
  }
}
