#!/usr/bin/env node
// `pnpm bench:soak`: holds the built mock under load, on loopback only, and watches for what a long
// CI day would show: answers outside the expected ones, and memory that keeps growing. autocannon
// drives 50 connections through a fixed mix of valid and invalid requests, each with the statuses it
// may get (an invalid request's 4xx is expected; a 5xx, a wrong status, a socket error or a timeout
// is not): a warm-up (a quarter of the run, 60 s at most), then 240 s (SOAK_SECONDS changes it).
// The mock is the CLI in its own process with a probe preloaded (soak-probe.mjs) that reports its
// memory over IPC: RSS, the V8 heap (used / reserved, and the young generation's part) and memory
// outside the heap, sampled through the run; at the start (after the warm-up) and at the end (after
// the load) also after full collections, which leave only the live memory. RSS alone cannot tell a
// leak from memory that settles; live memory that does not grow over the load is no leak.
// SOAK_HEAP_SNAPSHOTS=<folder> also writes start.heapsnapshot and end.heapsnapshot there, for
// heap-diff.mjs or the Memory tab of Chrome's DevTools. Everything stops by itself: the run is bounded
// in time, and the mock is killed on exit, failure or Ctrl-C (and exits when the soak's IPC goes).
// Last line, exactly: `soak: N requests, E unexpected, RSS growth X MB (Z MB in the second half),
// live memory growth Y MB`, growths from the start to the end but Z, from the middle of the load to
// its end; exit 1 if E > 0, Z >= 50 (not judged with snapshots) or Y >= 10.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './free-port.mjs';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.SOAK_SECONDS ?? 240);
/**
 * V8 enlarges the space for new objects under a sustained load, and the allocator keeps the memory
 * of the busiest moments: the mock's RSS climbs for its first minutes of load and then holds
 * (docs/mock-performance.md, Soak). The warm-up gives most of that climb its time before the start reading, and the
 * RSS is judged by its growth over the second half of the load, which a plateau does not have.
 */
const WARMUP_S = Math.min(60, Math.max(1, Math.round(DURATION_S / 4)));
/** Memory readings through the warm-up and the load, besides the start and the end. */
const SAMPLES = 15;
/** What the RSS may grow by over the second half of the load. */
const RSS_LIMIT_MB = 50;
/** What the live memory (after a full collection) may grow by: bounded caches filling, not a leak. */
const LIVE_LIMIT_MB = 10;
const KEY = 'soak-key';
/** Extra mock arguments, e.g. SOAK_MOCK_ARGS=--static. */
const MOCK_ARGS = (process.env.SOAK_MOCK_ARGS ?? '').split(/\s+/).filter(Boolean);
const SNAPSHOT_DIR = process.env.SOAK_HEAP_SNAPSHOTS && resolve(process.env.SOAK_HEAP_SNAPSHOTS);

const benchDir = dirname(fileURLToPath(import.meta.url));
const appDir = resolve(benchDir, '..');
// The package's own command and entry, as its package.json names them, so no path inside dist is
// written here. Whether the build is current is turbo's call: `pnpm bench:soak` builds first, and
// turbo rebuilds what changed (a check of file times here would refuse a build that turbo replayed
// from its cache without rewriting it).
const manifest = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'));
const mockCli = join(appDir, manifest.bin['dispute-api-mock']);
const mockEntry = join(appDir, manifest.main);
const probeModule = pathToFileURL(join(benchDir, 'soak-probe.mjs')).href;

let child;
function fail(message) {
  process.stderr.write(`soak: ${message}\n`);
  child?.kill('SIGKILL');
  process.exit(1);
}

function checkBuild() {
  for (const file of [mockCli, mockEntry])
    if (!existsSync(file)) fail(`${file} is missing; run \`pnpm bench:soak\`, which builds first`);
}

/** The request mix: each entry names what it is, how to send it and the statuses it may get. */
function mix(bodyLimit, alertId) {
  const v1 = '/public/2025-04-01';
  const key = { 'x-api-key': KEY };
  const json = { ...key, 'content-type': 'application/json' };
  const outcome = `${v1}/alerts/${alertId}/outcome`;
  return [
    { name: 'list alerts', method: 'GET', path: `${v1}/alerts?limit=25`, headers: key, expect: [200] },
    {
      name: 'list disputes',
      method: 'GET',
      path: `${v1}/disputes?offset=1&limit=10`,
      headers: key,
      expect: [200],
    },
    {
      name: 'report outcome',
      method: 'POST',
      path: outcome,
      headers: json,
      body: '{"outcome":"refunded"}',
      expect: [202],
    },
    {
      name: '2024 disputes',
      method: 'GET',
      path: '/public/2024-03-18/disputes',
      headers: key,
      expect: [200],
    },
    { name: 'health check', method: 'GET', path: `${v1}/health-check`, headers: {}, expect: [200] },
    { name: 'no key', method: 'GET', path: `${v1}/alerts`, headers: {}, expect: [403] },
    {
      name: 'wrong key',
      method: 'GET',
      path: `${v1}/alerts`,
      headers: { 'x-api-key': 'not-the-key' },
      expect: [403],
    },
    {
      name: 'limit out of range',
      method: 'GET',
      path: `${v1}/alerts?limit=500`,
      headers: key,
      expect: [400],
    },
    {
      name: 'malformed JSON',
      method: 'POST',
      path: outcome,
      headers: json,
      body: '{"outcome":',
      expect: [400],
    },
    { name: 'missing outcome', method: 'POST', path: outcome, headers: json, body: '{}', expect: [400] },
    {
      name: 'wrong content type',
      method: 'POST',
      path: outcome,
      headers: { ...key, 'content-type': 'text/plain' },
      body: 'refunded',
      expect: [400],
    },
    { name: 'bad percent-encoding', method: 'GET', path: `${v1}/alerts/%ZZ`, headers: key, expect: [400] },
    // A 5,000-character id: the example (static mode) or not found (sandbox).
    {
      name: 'long alert id',
      method: 'GET',
      path: `${v1}/alerts/${'a'.repeat(5_000)}`,
      headers: key,
      expect: [200, 404],
    },
    {
      name: 'unknown version',
      method: 'GET',
      path: '/public/2023-01-01/alerts',
      headers: key,
      expect: [404],
    },
    {
      name: 'rate limit asked for',
      method: 'GET',
      path: `${v1}/disputes`,
      headers: { ...key, prefer: 'code=429' },
      expect: [429],
    },
    {
      name: 'body over the limit',
      method: 'POST',
      path: `${v1}/webhooks`,
      headers: json,
      body: `{}${' '.repeat(bodyLimit)}`,
      expect: [413],
    },
  ];
}

async function startMock(port) {
  const args = [
    // A full collection on demand, so that the probe can tell live memory from garbage.
    '--expose-gc',
    '--import',
    probeModule,
    mockCli,
    '--port',
    String(port),
    '--host',
    HOST,
    '--api-key',
    KEY,
    '--log-level',
    'error',
    ...MOCK_ARGS,
  ];
  child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    // Errors the mock logs (a 5xx, a failed answer) are worth seeing as they happen.
    process.stderr.write(`[mock] ${chunk}`);
  });
  const probe = `http://${HOST}:${port}/public/2025-04-01/health-check`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (child.exitCode !== null) fail(`the mock exited with ${child.exitCode}:\n${stderr}`);
    if (
      (await fetch(probe).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`the mock did not answer ${probe} within 30 s`);
}

const MB = 1024 * 1024;
let asked = 0;
/** The mock's memory in MB, from the probe; `gc` collects first, `snapshot` also writes one there. */
function memoryOf({ gc = false, snapshot } = {}) {
  const id = ++asked;
  return new Promise((resolve) => {
    const onMessage = (m) => {
      if (m.id !== id) return;
      child.off('message', onMessage);
      resolve({
        rss: m.rss / MB,
        used: m.heapUsed / MB,
        total: m.heapTotal / MB,
        young: m.young / MB,
        external: m.external / MB,
      });
    };
    child.on('message', onMessage);
    child.send({ id, gc, ...(snapshot ? { snapshot } : {}) });
  });
}

const mb = (x) => x.toFixed(1).padStart(6);
const memoryLine = (m) =>
  `RSS ${mb(m.rss)} MB  heap ${mb(m.used)} / ${mb(m.total)} MB (young ${mb(m.young)})  outside ${mb(m.external)} MB`;

/** A full collection, then the reading; with SOAK_HEAP_SNAPSHOTS, a snapshot named `name` too. */
async function settledMemory(name) {
  if (!SNAPSHOT_DIR) return memoryOf({ gc: true });
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const snapshot = join(SNAPSHOT_DIR, `${name}.heapsnapshot`);
  const m = await memoryOf({ gc: true, snapshot });
  console.log(`heap snapshot: ${snapshot}`);
  return m;
}

/** The memory as the load left it, then the live part after a full collection, both printed. */
async function readings(name, when) {
  const loaded = await memoryOf();
  console.log(`  ${name.padEnd(5)}  ${memoryLine(loaded)}  (${when})`);
  const live = await settledMemory(name);
  console.log(`  ${name.padEnd(5)}  ${memoryLine(live)}  (after a full collection)`);
  return { loaded, live };
}

/** Prints the mock's memory every `everyS` seconds from now on, with the requests answered so far. */
function sampleMemory(everyS, answered) {
  const began = Date.now();
  const timer = setInterval(async () => {
    const m = await memoryOf();
    const t = Math.round((Date.now() - began) / 1000);
    console.log(`  ${String(t).padStart(4)} s  ${memoryLine(m)}  ${String(answered()).padStart(9)} requests`);
  }, everyS * 1000);
  return () => clearInterval(timer);
}

function report(counts, result) {
  const n = [...counts.values()].reduce((sum, c) => sum + c.total, 0);
  const wrong = [...counts.values()].reduce(
    (sum, c) => sum + [...c.unexpected.values()].reduce((a, b) => a + b, 0),
    0,
  );
  const unexpected = wrong + result.errors + result.timeouts;
  for (const [name, c] of counts) {
    const off = [...c.unexpected].map(([status, k]) => `${k}× ${status}`).join(', ');
    console.log(`  ${name.padEnd(22)} ${String(c.total).padStart(8)}${off ? `  UNEXPECTED: ${off}` : ''}`);
  }
  const { requests, latency } = result;
  console.log(
    `req/s ${requests.average.toFixed(0)}, latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  );
  console.log(
    `socket errors ${result.errors}, timeouts ${result.timeouts}; unexpected rate beyond the expected 4xx ${((unexpected / Math.max(n, 1)) * 100).toFixed(4)} %`,
  );
  return { n, unexpected };
}

/** The load: autocannon runs through the mix, counting each kind's answers and the unexpected ones. */
function loadOn(port, requests) {
  const counts = new Map(requests.map((r) => [r.name, { total: 0, unexpected: new Map() }]));
  let answered = 0;
  const tracked = (r) => ({
    method: r.method,
    path: r.path,
    headers: r.headers,
    ...(r.body === undefined ? {} : { body: r.body }),
    onResponse: (status) => {
      const c = counts.get(r.name);
      c.total += 1;
      answered += 1;
      if (!r.expect.includes(status)) c.unexpected.set(status, (c.unexpected.get(status) ?? 0) + 1);
    },
  });
  return {
    counts,
    answered: () => answered,
    run: (duration) =>
      autocannon({
        url: `http://${HOST}:${port}`,
        connections: CONNECTIONS,
        duration,
        requests: requests.map(tracked),
      }),
    /** Counts start again after the warm-up. */
    restart() {
      for (const c of counts.values()) {
        c.total = 0;
        c.unexpected.clear();
      }
    },
  };
}

/** The request mix against the running mock, with an alert that exists in either mode to report on. */
async function requestsFor(port) {
  const { DEFAULT_LIMITS } = await import(pathToFileURL(mockEntry).href);
  const page = await fetch(`http://${HOST}:${port}/public/2025-04-01/alerts?limit=1`, {
    headers: { 'x-api-key': KEY },
  }).then((r) => r.json());
  const alertId =
    page.alerts?.[0]?.id ?? fail(`no alert to report an outcome on: ${JSON.stringify(page).slice(0, 200)}`);
  return mix(DEFAULT_LIMITS.maxBodyBytes, alertId);
}

async function main() {
  checkBuild();
  if (!Number.isFinite(DURATION_S) || DURATION_S < 1 || DURATION_S > 3_600)
    fail(`SOAK_SECONDS must be 1 to 3600, got ${process.env.SOAK_SECONDS}`);
  setTimeout(() => fail('time limit reached'), (DURATION_S + WARMUP_S + 120) * 1000).unref();
  process.once('SIGINT', () => fail('interrupted'));
  process.once('exit', () => child?.kill('SIGKILL'));

  const port = await freePort(HOST);
  await startMock(port);
  const requests = await requestsFor(port);
  const load = loadOn(port, requests);
  console.log(
    `soak: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${DURATION_S} s, ${requests.length} kinds of request, on ${HOST}`,
  );
  console.log(`  idle   ${memoryLine(await memoryOf())}  (started, before any load)`);
  const stopSampling = sampleMemory(
    Math.max(1, Math.round((WARMUP_S + DURATION_S) / SAMPLES)),
    load.answered,
  );
  await load.run(WARMUP_S);
  load.restart();
  const start = await readings('start', 'after the warm-up');
  const loading = load.run(DURATION_S);
  await new Promise((res) => setTimeout(res, DURATION_S * 500));
  const midway = await memoryOf();
  console.log(`  half   ${memoryLine(midway)}  (halfway through the load)`);
  const result = await loading;
  stopSampling();
  // A moment for the last sockets to close before the end reading.
  await new Promise((res) => setTimeout(res, 2_000));
  const end = await readings('end', 'after the load');
  const { n, unexpected } = report(load.counts, result);
  child.kill('SIGTERM');

  const rssGrowth = end.loaded.rss - start.loaded.rss;
  // Memory that settles stops growing; a leak grows as much in the second half as in the first.
  const lateGrowth = end.loaded.rss - midway.rss;
  const liveOf = (m) => m.used + m.external;
  const liveGrowth = liveOf(end.live) - liveOf(start.live);
  // Writing a snapshot shrinks the heap to what is live, and the load grows it again for minutes
  // (56 MB in a run here): with snapshots the RSS is not judged, only the live memory.
  if (SNAPSHOT_DIR)
    console.log('(with heap snapshots, the RSS is not judged: the start snapshot shrank the heap)');
  console.log(
    `soak: ${n} requests, ${unexpected} unexpected, RSS growth ${rssGrowth.toFixed(1)} MB (${lateGrowth.toFixed(1)} MB in the second half), live memory growth ${liveGrowth.toFixed(1)} MB`,
  );
  const rssTooHigh = !SNAPSHOT_DIR && lateGrowth >= RSS_LIMIT_MB;
  if (unexpected > 0 || rssTooHigh || liveGrowth >= LIVE_LIMIT_MB) process.exitCode = 1;
}

main().catch((error) => fail(String(error?.stack ?? error)));
