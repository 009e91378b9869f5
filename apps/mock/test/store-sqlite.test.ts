// The spaces over SQLite (`--store sqlite:FILE`): one instance whose writes outlive it. The same
// sequence as the shared stores', across restarts; kill -9 right after a 2xx write; the sandbox keys
// kept in the file; memory bounded by the spaces' limit; idle spaces removed; and one line for a
// file that cannot be used.
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { keysCommand } from '../src/node/keys-command.js';
import { sign } from '../src/core/signature.js';
import { call, start } from './helpers/mock.js';
import { runCli, startCli } from './helpers/cli.js';
import { runSequence, senderOf } from './helpers/sequence.js';

const KEYS = ['team-a-key', 'team-b-key', 'team-c-key'];
const SECRET = 'a-root-secret-of-at-least-32-characters';
let clock = Date.UTC(2025, 5, 1);
const now = () => clock;
const running = new Set<RunningMock>();
afterEach(async () => {
  await Promise.all([...running].map((m) => m.close()));
  running.clear();
});

const file = (name: string) => `sqlite:${join(scratchDir('sqlite-store'), name)}`;

async function instance(options: object = {}) {
  const mock = await start({ apiKeys: KEYS, isolateKeys: true, now, evidenceDelayMs: 1500, ...options });
  running.add(mock);
  return mock;
}

async function stop(mock: RunningMock) {
  running.delete(mock);
  await mock.close();
}

describe('a SQLite store', () => {
  it('answers a random sequence as one in-memory sandbox does, restarted every 100 calls', async () => {
    const store = file('sequence.db');
    const reference = await instance();
    let subject = await instance({ store });
    let sent = 0;
    const { writes } = await runSequence({
      seed: 7,
      steps: 1000,
      keys: KEYS,
      reference: senderOf(reference),
      subjects: [
        async (request) => {
          if (++sent % 100 === 0) {
            await stop(subject);
            subject = await instance({ store });
          }
          return senderOf(subject)(request);
        },
      ],
      tick: (ms) => (clock += ms),
    });
    expect(writes).toBeGreaterThan(300);
  });

  it('keeps a write answered 2xx when the command is killed at once (kill -9)', async () => {
    const store = file('killed.db');
    const first = await startCli(['--port', '0', '--store', store]);
    const created = await fetch(`${first.origin}/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome`, {
      method: 'POST',
      headers: { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'duplicate' }),
    });
    expect(created.status).toBe(202);
    first.kill('SIGKILL');
    await first.exited;
    const second = await startCli(['--port', '0', '--store', store]);
    const alert = (await (
      await fetch(`${second.origin}/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11`, {
        headers: { 'x-api-key': 'local-dev-key' },
      })
    ).json()) as { outcome: string };
    second.kill('SIGTERM');
    expect(alert.outcome).toBe('duplicate');
  });

  it('costs nothing for a space never written, and keeps at most the limit of spaces in memory', async () => {
    const store = file('bounded.db');
    const keys = Array.from({ length: 12 }, (_, i) => `key-${i}`);
    const mock = await instance({ store, apiKeys: keys, maxSpacesInMemory: 4 });
    for (const key of keys)
      expect((await call(mock, '/public/2025-04-01/alerts?limit=1', { key })).status).toBe(200);
    const db = new DatabaseSync(store.slice('sqlite:'.length));
    expect(db.prepare('SELECT count(*) AS n FROM dispute_mock_spaces').get()).toEqual({ n: 0 });
    const hook = (key: string) =>
      call(mock, '/public/2025-04-01/webhooks', {
        key,
        method: 'POST',
        body: { event: 'e', url: `https://${key}.example` },
      });
    for (const key of keys) expect((await hook(key)).status).toBe(201);
    expect(db.prepare('SELECT count(*) AS n FROM dispute_mock_spaces').get()).toEqual({ n: 12 });
    db.close();
    // key-0's space left memory long ago: it is read back from the store.
    const seen = (await call(mock, '/public/2025-04-01/webhooks', { key: 'key-0' })).json.data.map(
      (w: { url: string }) => w.url,
    );
    expect(seen).toContain('https://key-0.example');
    expect(seen).not.toContain('https://key-1.example');
  });

  it('removes a space unused past its time to live, at the next start', async () => {
    const store = file('idle.db');
    const first = await instance({ store });
    await call(first, '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome', {
      key: KEYS[0],
      method: 'POST',
      body: { outcome: 'refunded' },
    });
    await stop(first);
    clock += 31 * 86_400_000;
    const later = await instance({ store, spaceTtlMs: 30 * 86_400_000 });
    await expect
      .poll(
        async () =>
          (await call(later, '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11', { key: KEYS[0] })).json
            .outcome,
      )
      .toBeNull();
  });
});

describe('sandbox keys in a SQLite store', () => {
  it('each get a space; a revoked or unknown key gets 403; a signed key must sign; the file holds no key', async () => {
    const store = file('keys.db');
    const env = { DISPUTE_MOCK_STORE: store, DISPUTE_MOCK_KEY_SECRET: SECRET };
    const a = JSON.parse(await keysCommand(['create', '--label', 'Team A', '--json'], env));
    const b = JSON.parse(await keysCommand(['create', '--label', 'Team B', '--signed', '--json'], env));
    expect(await keysCommand(['list'], env)).toMatch(
      /unsigned .* active {2}Team A\n.*signed .* active {2}Team B/,
    );
    const mock = await instance({ store, keySecret: SECRET, apiKeys: [] });
    const hooks = '/public/2025-04-01/webhooks';
    const body = JSON.stringify({ event: 'e', url: 'https://a.example' });
    expect((await call(mock, hooks, { key: a.accessKey, method: 'POST', body })).status).toBe(201);
    expect((await call(mock, hooks, { key: b.accessKey, method: 'POST', body })).status).toBe(403);
    const signature = await sign(b.secretKey, 'POST', hooks, new TextEncoder().encode(body));
    const signed = await call(mock, hooks, {
      key: b.accessKey,
      method: 'POST',
      body,
      headers: { 'x-service-hmac-sha256': signature },
    });
    expect(signed.status).toBe(201);
    const urls = async (key: string) => (await call(mock, hooks, { key })).json.data.length;
    expect((await urls(a.accessKey)) - 2).toBe(1);
    expect((await call(mock, hooks, { key: 'local-dev-key' })).status).toBe(403);
    await keysCommand(['revoke', a.id], env);
    await expect.poll(async () => (await call(mock, hooks, { key: a.accessKey })).status).toBe(403);
    const dump = readFileSync(store.slice('sqlite:'.length)).toString('latin1');
    for (const secret of [a.accessKey, a.secretKey, b.secretKey, a.accessKey.split('_')[2]])
      expect(dump).not.toContain(secret);
  });

  it('says in one line what is wrong with a keys command', async () => {
    const env = { DISPUTE_MOCK_STORE: file('usage.db'), DISPUTE_MOCK_KEY_SECRET: 'short' };
    await expect(keysCommand(['create', '--label', 'x'], env)).rejects.toThrow(
      /needs DISPUTE_MOCK_KEY_SECRET, at least 32/,
    );
    await expect(keysCommand(['revoke', 'nope'], env)).rejects.toThrow(
      'keys revoke: no key nope in the store',
    );
    await expect(keysCommand(['list'], {})).rejects.toThrow(/keys needs a store/);
  });
});

/**
 * Runs `run` while `path` is a file no one may write: its mode says so, and as root, who may write
 * whatever the mode, it is made immutable (chattr), and made writable again afterwards.
 */
async function withReadOnly<T>(path: string, run: () => Promise<T>): Promise<T> {
  writeFileSync(path, '');
  chmodSync(path, 0o444);
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chattr', ['+i', path]);
  try {
    return await run();
  } finally {
    if (root) execFileSync('chattr', ['-i', path]);
  }
}

describe('a SQLite store that cannot be used', () => {
  it('stops the start with one line: a read-only file, a schema from the future, a malformed value', async () => {
    const readOnly = file('read-only.db');
    const refused = await withReadOnly(readOnly.slice(7), () => runCli(['--port', '0', '--store', readOnly]));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^dispute-api-mock: cannot start: the SQLite store .*read-only.db: attempt to write a readonly database\n$/,
    );
    const future = file('future.db');
    const db = new DatabaseSync(future.slice(7));
    db.exec('PRAGMA user_version = 99');
    db.close();
    const newer = await runCli(['--port', '0'], { DISPUTE_MOCK_STORE: future });
    expect(newer.code).toBe(1);
    expect(newer.stderr).toMatch(
      /^dispute-api-mock: cannot start: the sqlite store's schema is version 99, newer than this mock knows \(1\)/,
    );
    expect(newer.stdout).toBe('');
    const malformed = await runCli(['--port', '0', '--store', 'mysql://x']);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(
      /^dispute-api-mock: --store must be memory, sqlite:FILE or postgres:\/\/…, got "mysql:\/\/x"/,
    );
  });
});
