#!/usr/bin/env node
// `pnpm bench:mock`: start-up and requests per second of this mock against plain `prism mock -v
// silent` on the same current-version bundle, with a valid key. First the start-up (startup.mjs):
// process start to the first authenticated `GET /alerts?limit=1` answer of the sandbox and of Prism,
// started in turn. Then throughput, with autocannon (50 connections) on loopback against three
// servers, each in its own process:
//   1. this mock, `--static`, `GET /alerts`           (answers from Prism's examples)
//   2. this mock's sandbox, `GET /alerts?limit=25`     (a page of 25 records from the store)
//   3. prism, `GET /alerts`, and `GET /alerts?limit=25`
// After a warm-up of each, the four targets take turns for several short rounds, so that load from
// elsewhere on the machine (a 2-core VM's neighbours) falls on all of them alike; each rate is the
// requests of all its rounds over their time.
// Everything is stopped at the end, also on failure, Ctrl-C or the overall time limit.
// Lines to read: `start-up sandbox vs prism: X.XX× faster`, and the last two, exactly:
// `static vs prism: X.XX× req/s` (1 / 3, same URL), then `sandbox vs prism: X.XX× req/s` (2 / 3).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_VERSION } from '@dispute-api/spec/versions';
import autocannon from 'autocannon';
import { freePort } from './free-port.mjs';
import { measureStartup } from './startup.mjs';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const ROUNDS = 5;
const ROUND_S = 2;
const WARMUP_S = 2;
const TIME_LIMIT_MS = 180_000;
const KEY = 'bench-key';

const require = createRequire(import.meta.url);
const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mockCli = join(appDir, 'dist', 'cli.js');
const specDist = join(dirname(require.resolve('@dispute-api/spec/package.json')), 'dist');
const bundle = join(specDist, `${CURRENT_VERSION}.json`);
const prismPkg = require.resolve('@stoplight/prism-cli/package.json');
const prismCli = join(dirname(prismPkg), require(prismPkg).bin.prism);

/** This mock's command line on `port`, with the bench's key and no log. */
const mockArgs = (port) => [
  mockCli,
  '--host',
  HOST,
  '--port',
  String(port),
  '--api-key',
  KEY,
  '--log-level',
  'silent',
];
/** Plain Prism's command line on `port`, on the current version's bundle. */
const prismArgs = (port) => [prismCli, 'mock', '-v', 'silent', '-h', HOST, '-p', String(port), bundle];

const children = new Set();

function stopAll() {
  for (const child of children) child.kill('SIGKILL');
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n`);
  stopAll();
  process.exit(1);
}

/** Starts a server process and waits until `probe` answers 200. */
async function start(name, args, probe) {
  // Without NODE_ENV=production, Prism stays in one process, as this mock does.
  const env = { ...process.env, NODE_ENV: 'development' };
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${name} exited with ${child.exitCode} before answering:\n${stderr}`);
    try {
      if ((await fetch(probe)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`${name} did not answer ${probe} within 30 s:\n${stderr}`);
}

async function stop(child) {
  if (child.exitCode !== null) return children.delete(child);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

async function expectStatus(url, headers, status, what) {
  const got = (await fetch(url, { headers })).status;
  if (got !== status) fail(`${what}: expected ${status} from ${url}, got ${got}`);
}

async function expectPage(url, headers) {
  const body = await (await fetch(url, { headers })).json();
  if (body.alerts?.length !== 25 || body.pagination?.totalCount !== 137) {
    fail(`sandbox: expected 25 of 137 seeded alerts from ${url}, got ${JSON.stringify(body).slice(0, 200)}`);
  }
}

/** One autocannon run; fails the bench on any error or non-2xx answer. */
async function load(name, url, duration) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers: { 'x-api-key': KEY } });
  if (r.errors > 0 || r.non2xx > 0) fail(`${name}: ${r.errors} errors and ${r.non2xx} non-2xx answers`);
  return r;
}

/** Requests per second of each target (`{ name, url }`), measured in turns; prints one line each. */
async function measureInTurns(targets) {
  for (const { name, url } of targets) await load(name, url, WARMUP_S);
  const runs = new Map(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, url } of targets) runs.get(name).push(await load(name, url, ROUND_S));
  }
  const rates = new Map();
  for (const { name } of targets) {
    const results = runs.get(name);
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    const rps = total / (ROUNDS * ROUND_S);
    const p50 = Math.max(...results.map((r) => r.latency.p50));
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    const perRound = results.map((r) => r.requests.average.toFixed(0)).join(', ');
    console.log(
      `${name.padEnd(25)} ${rps.toFixed(0).padStart(6)} req/s  latency p50 ${p50} ms, p99 ${p99} ms  (rounds: ${perRound})`,
    );
    rates.set(name, rps);
  }
  return rates;
}

async function main() {
  if (!existsSync(mockCli)) fail(`${mockCli} is missing; run \`pnpm build\` first`);
  if (!existsSync(bundle)) fail(`${bundle} is missing; run \`pnpm build\` first`);
  setTimeout(() => fail(`time limit of ${TIME_LIMIT_MS / 1000} s reached`), TIME_LIMIT_MS).unref();
  process.once('SIGINT', () => fail('interrupted'));

  const FIRST = '/alerts?limit=1';
  const startup = await measureStartup({
    key: KEY,
    sandbox: {
      args: (port) => [...mockArgs(port), '--spec-dir', specDist],
      path: `/public/${CURRENT_VERSION}${FIRST}`,
    },
    prism: {
      args: prismArgs,
      path: FIRST,
    },
  });
  const runs = (times) => times.map((t) => t.toFixed(0)).join(', ');
  console.log(
    `start-up to the first GET ${FIRST} (median of ${startup.times.sandbox.length}, alternating starts):`,
  );
  console.log(
    `  sandbox ${startup.sandbox.toFixed(0).padStart(5)} ms  (runs: ${runs(startup.times.sandbox)})`,
  );
  console.log(`  prism   ${startup.prism.toFixed(0).padStart(5)} ms  (runs: ${runs(startup.times.prism)})`);
  console.log(`start-up sandbox vs prism: ${(startup.prism / startup.sandbox).toFixed(2)}× faster`);

  console.log(
    `With a valid key, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_S} s per target in turn, on ${HOST}`,
  );
  const PAGE = '/alerts?limit=25';
  const withKey = { 'x-api-key': KEY };
  const [staticPort, sandboxPort, prismPort] = [
    await freePort(HOST),
    await freePort(HOST),
    await freePort(HOST),
  ];
  const staticBase = `http://${HOST}:${staticPort}/public/${CURRENT_VERSION}`;
  const sandboxBase = `http://${HOST}:${sandboxPort}/public/${CURRENT_VERSION}`;
  const prismBase = `http://${HOST}:${prismPort}`;
  await start('static', [...mockArgs(staticPort), '--static'], `${staticBase}/health-check`);
  await start('sandbox', mockArgs(sandboxPort), `${sandboxBase}/health-check`);
  await start('prism', prismArgs(prismPort), `${prismBase}/health-check`);
  // Authentication and validation are on: no key is refused, a bad limit is refused.
  await expectStatus(`${staticBase}/alerts`, {}, 403, 'static without a key');
  await expectStatus(`${staticBase}/alerts?limit=0`, withKey, 400, 'static with limit=0');
  await expectStatus(`${staticBase}/alerts`, withKey, 200, 'static with a valid key');
  await expectStatus(`${sandboxBase}${PAGE}`, {}, 403, 'sandbox without a key');
  await expectStatus(`${sandboxBase}/alerts?limit=0`, withKey, 400, 'sandbox with limit=0');
  await expectPage(`${sandboxBase}${PAGE}`, withKey);
  await expectStatus(`${prismBase}/alerts`, withKey, 200, 'prism with a key');
  await expectStatus(`${prismBase}${PAGE}`, withKey, 200, 'prism with a key and a limit');

  const rates = await measureInTurns([
    { name: 'static /alerts', url: `${staticBase}/alerts` },
    { name: 'prism /alerts', url: `${prismBase}/alerts` },
    { name: `sandbox ${PAGE}`, url: `${sandboxBase}${PAGE}` },
    { name: `prism ${PAGE}`, url: `${prismBase}${PAGE}` },
  ]);
  await Promise.all([...children].map(stop));

  const ratio = (a, b) => (rates.get(a) / rates.get(b)).toFixed(2);
  console.log(`static vs prism: ${ratio('static /alerts', 'prism /alerts')}× req/s`);
  console.log(`sandbox vs prism: ${ratio(`sandbox ${PAGE}`, `prism ${PAGE}`)}× req/s`);
}

main().catch((error) => fail(error?.stack ?? String(error)));
