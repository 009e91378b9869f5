#!/usr/bin/env node
// `pnpm bench:hosted` (after `pnpm build`): the sandbox as a hosted service, by store, side by side
// in one run, on loopback, every mock a `dispute-api-mock` process of its own:
//   - `GET /alerts?limit=25` and a write (`POST /alerts/{id}/outcome`, 202) of one key's space, with
//     autocannon: memory, SQLite, PostgreSQL with one instance and with two (the load split between
//     them; memory with two, as what two processes cost alone); req/s, p50 and p99, in rounds that
//     rotate the order, medians of the rounds;
//   - 10,000 sandbox keys (made with the keyring, in PostgreSQL) each making a few requests through
//     one instance that keeps 1,000 spaces in memory: the instance's RSS after, and the first answer
//     of keys whose spaces have left memory.
// PostgreSQL is a real server the bench starts (Debian's PostgreSQL 15, tests/support). The machine
// may be shared: the figures are to read, never pass/fail; ratios are of the same round.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startPostgres } from '@dispute-api/test-support/postgres';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { mockOrigin } from '@dispute-api/test-support/server-process';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(appDir, 'dist', 'cli.js');
const ROUNDS = Number(process.env.HOSTED_BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.HOSTED_BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const KEYS = Number(process.env.HOSTED_BENCH_KEYS ?? 10_000);
// One key's space per instance: two instances behind a balancer serve many teams, whose writes
// meet in the store only when one team's land on both at once.
const KEYS_OF_INSTANCES = ['bench-team-a', 'bench-team-b'];
const SECRET = 'the-bench-root-secret-of-32-characters-or-more';
const READ = '/public/2025-04-01/alerts?limit=25';
const WRITE = '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (text) => process.stdout.write(`${text}\n`);

/** Starts `dispute-api-mock` with `args` and `env`; resolves with its origin, pid and stop(). */
function startMock(args, env = {}) {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--log-level', 'warn', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const origin = mockOrigin(out);
      if (origin) resolve({ origin, pid: child.pid, stop: () => stopChild(child) });
    });
    child.on('exit', (code) =>
      reject(new Error(`dispute-api-mock ended (${code}) before it listened: ${err}`)),
    );
  });
}

function stopChild(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** One autocannon run per origin at once, the connections split between them: req/s summed, the worse p50/p99. */
async function load(origins, request, oneKey = false) {
  const runs = await Promise.all(
    origins.map((origin, i) =>
      autocannon({
        url: origin + request.path,
        method: request.method,
        connections: Math.max(1, CONNECTIONS / origins.length),
        duration: SECONDS,
        headers: { 'x-api-key': KEYS_OF_INSTANCES[oneKey ? 0 : i], 'content-type': 'application/json' },
        ...(request.body ? { body: request.body } : {}),
      }),
    ),
  );
  for (const r of runs)
    if (r.errors > 0 || r.non2xx > 0)
      throw new Error(`${request.path}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return {
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
  };
}

const WORKLOADS = [
  { name: 'GET /alerts?limit=25', method: 'GET', path: READ },
  {
    name: 'POST /alerts/{id}/outcome',
    method: 'POST',
    path: WRITE,
    body: JSON.stringify({ outcome: 'refunded' }),
  },
];

async function throughput(pg) {
  const base = KEYS_OF_INSTANCES.flatMap((key) => ['--api-key', key]).concat('--isolate-keys');
  const configs = [
    { name: 'memory', start: async () => [await startMock(base)] },
    // What two processes cost on this machine, without a store: the reference for PostgreSQL's two.
    { name: 'memory, 2 instances', start: async () => [await startMock(base), await startMock(base)] },
    {
      name: 'SQLite',
      start: async () => [
        await startMock([...base, '--store', `sqlite:${join(scratchDir('bench'), 'b.db')}`]),
      ],
    },
    {
      name: 'PostgreSQL, 1 instance',
      start: async () => [await startMock(base, { DISPUTE_MOCK_STORE: pg })],
    },
    {
      name: 'PostgreSQL, 2 instances',
      start: async () => [
        await startMock(base, { DISPUTE_MOCK_STORE: pg }),
        await startMock(base, { DISPUTE_MOCK_STORE: pg }),
      ],
    },
    // A balancer that sends each request of one key to the instances in turn: the instance that
    // does not hold the space's lease asks before each read, and a write takes the lease over.
    {
      name: 'PostgreSQL, 2 instances, one key on both',
      oneKey: true,
      start: async () => [
        await startMock(base, { DISPUTE_MOCK_STORE: pg }),
        await startMock(base, { DISPUTE_MOCK_STORE: pg }),
      ],
    },
  ];
  const results = new Map(configs.map((c) => [c.name, WORKLOADS.map(() => [])]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = configs.map((_, i) => configs[(i + round) % configs.length]);
    for (const config of order) {
      const mocks = await config.start();
      for (const [w, workload] of WORKLOADS.entries())
        results.get(config.name)[w].push(
          await load(
            mocks.map((m) => m.origin),
            workload,
            config.oneKey,
          ),
        );
      await Promise.all(mocks.map((m) => m.stop()));
    }
  }
  for (const [w, workload] of WORKLOADS.entries()) {
    line(`\n${workload.name}: ${CONNECTIONS} connections, ${SECONDS} s, medians of ${ROUNDS} rounds`);
    line('| store | req/s | vs memory | p50 | p99 |');
    line('|---|---|---|---|---|');
    const memory = median(results.get('memory')[w].map((r) => r.rps));
    for (const config of configs) {
      const runs = results.get(config.name)[w];
      const rps = median(runs.map((r) => r.rps));
      line(
        `| ${config.name} | ${rps.toFixed(0)} | ${(rps / memory).toFixed(2)}× | ${median(runs.map((r) => r.p50))} ms | ${median(runs.map((r) => r.p99))} ms |`,
      );
    }
  }
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** `count` requests at most `width` at a time. */
async function pooled(count, width, send) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await send(next++);
    }),
  );
}

async function manyKeys(pg) {
  const { openPostgresStore } = await import(join(appDir, 'dist', 'node', 'store', 'postgres.js'));
  const { createKeyring } = await import(join(appDir, 'dist', 'node', 'keys.js'));
  const store = await openPostgresStore({ connectionString: pg }, (error) => line(`store: ${error.message}`));
  const keyring = createKeyring(SECRET, store);
  const keys = [];
  for (let i = 0; i < KEYS; i++)
    keys.push((await keyring.create(`team ${i}`, { signed: false, now: Date.now() })).pair.accessKey);
  await store.close();
  const spaces = process.env.HOSTED_BENCH_SPACES;
  const mock = await startMock(spaces ? ['--max-spaces-in-memory', spaces] : [], {
    DISPUTE_MOCK_STORE: pg,
    DISPUTE_MOCK_KEY_SECRET: SECRET,
  });
  const call = (key, path, init = {}) =>
    fetch(mock.origin + path, {
      ...init,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
    }).then(async (r) => {
      await r.arrayBuffer();
      if (r.status >= 300) throw new Error(`${path}: ${r.status}`);
    });
  const began = performance.now();
  await pooled(keys.length, 20, async (i) => {
    await call(keys[i], READ);
    await call(keys[i], WRITE, { method: 'POST', body: JSON.stringify({ outcome: 'decline' }) });
    await call(keys[i], '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11');
  });
  const seconds = (performance.now() - began) / 1000;
  const rss = rssMb(mock.pid);
  const firsts = [];
  for (const key of keys.slice(0, 200)) {
    const started = performance.now();
    await call(key, '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11');
    firsts.push(performance.now() - started);
  }
  await mock.stop();
  line(`\n${KEYS} keys, 3 requests each (one write), 20 at a time: ${seconds.toFixed(1)} s`);
  line(
    `RSS of the instance after: ${rss.toFixed(0)} MB (${spaces ?? 'the default number of'} spaces kept in memory)`,
  );
  line(
    `first answer of a key whose space left memory: median ${median(firsts).toFixed(1)} ms, p90 ${[...firsts].sort((a, b) => a - b)[179].toFixed(1)} ms (200 keys)`,
  );
}

const server = await startPostgres();
try {
  line(`hosted sandbox bench: node ${process.version}, PostgreSQL 15 on loopback`);
  // HOSTED_BENCH_PARTS=keys (or throughput) runs one part alone.
  const parts = process.env.HOSTED_BENCH_PARTS ?? 'throughput,keys';
  if (parts.includes('throughput')) await throughput(server.url);
  if (parts.includes('keys')) await manyKeys(server.url);
} finally {
  await server.stop();
}
