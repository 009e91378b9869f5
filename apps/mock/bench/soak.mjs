#!/usr/bin/env node
// `pnpm bench:soak`: holds the built mock under load, on loopback only, and watches for what a long
// CI day would show: answers outside the expected ones, and memory that keeps growing. autocannon
// drives 50 connections for 60 s (SOAK_SECONDS shortens it) through a fixed mix of valid and invalid
// requests, each with the statuses it may get (an invalid request's 4xx is expected; a 5xx, a wrong
// status, a socket error or a timeout is not). The mock runs in its own process, so its RSS is read
// from /proc: after a warm-up (the start) and after the load (the end). Everything stops by itself:
// the run is bounded in time, and the mock is killed on exit, failure or Ctrl-C.
// Last line, exactly: `soak: N requests, E unexpected, RSS growth X MB`; exit 1 if E > 0 or X >= 50.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from './free-port.mjs';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.SOAK_SECONDS ?? 60);
const WARMUP_S = Math.min(5, Math.max(1, Math.round(DURATION_S / 10)));
const RSS_LIMIT_MB = 50;
const KEY = 'soak-key';
/** Extra mock arguments, e.g. SOAK_MOCK_ARGS=--stateful. */
const MOCK_ARGS = (process.env.SOAK_MOCK_ARGS ?? '').split(/\s+/).filter(Boolean);

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mockCli = join(appDir, 'dist', 'cli.js');
const limitsModule = join(appDir, 'dist', 'limits.js');

let child;
function fail(message) {
  process.stderr.write(`soak: ${message}\n`);
  child?.kill('SIGKILL');
  process.exit(1);
}

/** Resident memory of a process in MB: /proc on Linux, `ps` elsewhere. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // not Linux
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
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
    // A 5,000-character id: the example (stateless) or not found (stateful).
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
  child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
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

async function main() {
  if (!existsSync(mockCli) || !existsSync(limitsModule))
    fail(`${mockCli} is missing or old; run \`pnpm build\` first`);
  if (!Number.isFinite(DURATION_S) || DURATION_S < 1 || DURATION_S > 3_600)
    fail(`SOAK_SECONDS must be 1 to 3600, got ${process.env.SOAK_SECONDS}`);
  setTimeout(() => fail('time limit reached'), (DURATION_S + WARMUP_S + 90) * 1000).unref();
  process.once('SIGINT', () => fail('interrupted'));
  process.once('exit', () => child?.kill('SIGKILL'));

  const { DEFAULT_LIMITS } = await import(limitsModule);
  const port = await freePort(HOST);
  await startMock(port);
  // An alert that exists in either mode (the example, or the store's first), for the outcome reports.
  const page = await fetch(`http://${HOST}:${port}/public/2025-04-01/alerts?limit=1`, {
    headers: { 'x-api-key': KEY },
  }).then((r) => r.json());
  const alertId =
    page.alerts?.[0]?.id ?? fail(`no alert to report an outcome on: ${JSON.stringify(page).slice(0, 200)}`);
  const requests = mix(DEFAULT_LIMITS.maxBodyBytes, alertId);
  const counts = new Map(requests.map((r) => [r.name, { total: 0, unexpected: new Map() }]));
  const tracked = (r) => ({
    method: r.method,
    path: r.path,
    headers: r.headers,
    ...(r.body === undefined ? {} : { body: r.body }),
    onResponse: (status) => {
      const c = counts.get(r.name);
      c.total += 1;
      if (!r.expect.includes(status)) c.unexpected.set(status, (c.unexpected.get(status) ?? 0) + 1);
    },
  });
  const run = (duration) =>
    autocannon({
      url: `http://${HOST}:${port}`,
      connections: CONNECTIONS,
      duration,
      requests: requests.map(tracked),
    });

  console.log(
    `soak: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${DURATION_S} s, ${requests.length} kinds of request, on ${HOST}`,
  );
  await run(WARMUP_S);
  for (const c of counts.values()) {
    c.total = 0;
    c.unexpected.clear();
  }
  const rssStart = rssMb(child.pid);
  const r = await run(DURATION_S);
  // A moment for the last sockets to close and the heap to settle before the end reading.
  await new Promise((res) => setTimeout(res, 2_000));
  const rssEnd = rssMb(child.pid);

  const n = [...counts.values()].reduce((sum, c) => sum + c.total, 0);
  const wrong = [...counts.values()].reduce(
    (sum, c) => sum + [...c.unexpected.values()].reduce((a, b) => a + b, 0),
    0,
  );
  const unexpected = wrong + r.errors + r.timeouts;
  for (const [name, c] of counts) {
    const off = [...c.unexpected].map(([status, k]) => `${k}× ${status}`).join(', ');
    console.log(`  ${name.padEnd(22)} ${String(c.total).padStart(8)}${off ? `  UNEXPECTED: ${off}` : ''}`);
  }
  console.log(
    `req/s ${r.requests.average.toFixed(0)}, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`,
  );
  console.log(
    `socket errors ${r.errors}, timeouts ${r.timeouts}; unexpected rate beyond the expected 4xx ${((unexpected / Math.max(n, 1)) * 100).toFixed(4)} %`,
  );
  console.log(`mock RSS: ${rssStart.toFixed(1)} MB at start (after warm-up), ${rssEnd.toFixed(1)} MB at end`);
  child.kill('SIGTERM');
  const growth = rssEnd - rssStart;
  console.log(`soak: ${n} requests, ${unexpected} unexpected, RSS growth ${growth.toFixed(1)} MB`);
  if (unexpected > 0 || growth >= RSS_LIMIT_MB) process.exitCode = 1;
}

main().catch((error) => fail(String(error?.stack ?? error)));
