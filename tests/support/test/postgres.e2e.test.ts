// A real PostgreSQL per test: reachable with its URL's password and no other, and gone, processes
// and folder, once stopped, killed, or once the test process that started it is killed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runInGroup } from '../src/processes.mjs';
import { isRunning } from '../src/reap.mjs';
import { type Postgres, serverProcesses, startPostgres } from '../src/postgres.mjs';

const holder = new URL('./fixtures/postgres-holder.mjs', import.meta.url).pathname;

const started: Postgres[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop()));
});

async function start() {
  const server = await startPostgres();
  started.push(server);
  return server;
}

/** Runs one query on a new connection, then closes it. */
async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('startPostgres', () => {
  it('starts PostgreSQL 15 on 127.0.0.1 with the database of its URL, which keeps what is written', async () => {
    const server = await start();
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBe(server.port);
    const [row] = await query(server.url, 'select current_database() as db, current_setting($1) as version', [
      'server_version_num',
    ]);
    expect(row).toEqual({ db: 'dispute', version: expect.stringMatching(/^15\d{4}$/) });
    await query(server.url, 'create table kept (id int primary key, note text)');
    await query(server.url, 'insert into kept values (1, $1)', ['written']);
    expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'written' }]);
  });

  it('refuses a wrong password (SCRAM, no trust)', async () => {
    const server = await start();
    const wrong = new URL(server.url);
    wrong.password = 'not-the-password';
    await expect(query(wrong.href, 'select 1')).rejects.toThrow(/password authentication failed/);
  });

  it('runs two servers side by side on different ports', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.port).not.toBe(b.port);
    expect(a.dataDir).not.toBe(b.dataDir);
    expect(await query(b.url, 'select 2 as n')).toEqual([{ n: 2 }]);
  });
});

describe('a server that ends', () => {
  it('stop() leaves no process and no folder', async () => {
    const server = await startPostgres();
    const pids = serverProcesses(server.dataDir);
    // The postmaster and its helpers (checkpointer, writers, launchers).
    expect(pids.length).toBeGreaterThan(1);
    await server.stop();
    expect(pids.filter(isRunning)).toEqual([]);
    expect(existsSync(server.dataDir)).toBe(false);
    expect(existsSync(dirname(server.dataDir))).toBe(false);
  });

  it('kill() ends every process at once, with a client connected, and leaves no folder', async () => {
    const server = await startPostgres();
    const client = new pg.Client({ connectionString: server.url });
    client.on('error', () => {}); // The connection dies with the server; that is the point.
    await client.connect();
    const pids = serverProcesses(server.dataDir);
    await server.kill();
    expect(pids.filter(isRunning)).toEqual([]);
    expect(existsSync(server.dataDir)).toBe(false);
    await expect(client.query('select 1')).rejects.toThrow();
    await client.end().catch(() => {});
  });

  it('is ended and removed when the test process that started it is killed', async () => {
    const child = spawn(process.execPath, [holder], { stdio: ['ignore', 'pipe', 'inherit'] });
    const held = await new Promise<{ dataDir: string; pids: number[]; segment: string }>(
      (resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          if (out.includes('\n')) resolve(JSON.parse(out));
        });
        child.once('close', (code) => reject(new Error(`holder exited ${code} early`)));
      },
    );
    expect(held.pids.filter(isRunning).length).toBeGreaterThan(1);
    child.kill('SIGKILL');
    // The reaper ends the server; its helpers follow the server when it dies.
    await expect.poll(() => held.pids.filter(isRunning)).toEqual([]);
    await expect.poll(() => existsSync(held.dataDir)).toBe(false);
    // The one thing the reaper cannot remove, a 56-byte segment no process holds any more (see
    // postgres.mjs); removed here so that this test leaves nothing.
    await runInGroup('ipcrm', ['-m', held.segment]);
  });
});
