#!/usr/bin/env node
// `pnpm bench:mock`: start-up and requests per second of this mock against plain `prism mock -v
// silent` on the same current-version bundle, with a valid key. First the start-up (startup.mjs):
// process start to the first authenticated `GET /alerts?limit=1` answer of the sandbox and of Prism,
// started in turn. Then throughput: autocannon, 50 connections, 10 s each, after a short warm-up;
// the servers run one after the other, each in its own process, on loopback only:
//   1. this mock, `--static`, `GET /alerts`           (answers from Prism's examples)
//   2. this mock's sandbox, `GET /alerts?limit=25`     (a page of 25 records from the store)
//   3. prism, `GET /alerts`, then `GET /alerts?limit=25`
// Everything is stopped at the end, also on failure, Ctrl-C or the overall time limit.
// Lines to read: `start-up sandbox vs prism: X.XX× faster`, and the last two, exactly:
// `mock vs prism: X.XX× req/s` (1 / 3, same URL), then `stateful vs prism: X.XX× req/s` (2 / 3).
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
const DURATION_S = 10;
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
    fail(`stateful: expected 25 of 137 seeded alerts from ${url}, got ${JSON.stringify(body).slice(0, 200)}`);
  }
}

async function measure(name, url) {
  const headers = { 'x-api-key': KEY };
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (r.errors > 0 || r.non2xx > 0) fail(`${name}: ${r.errors} errors and ${r.non2xx} non-2xx answers`);
  const rps = r.requests.average;
  const latency = `latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;
  console.log(
    `${name.padEnd(25)} ${rps.toFixed(0).padStart(6)} req/s  ${latency}  (${r.requests.total} requests)`,
  );
  return rps;
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
      args: (port) => [
        mockCli,
        '--host',
        HOST,
        '--port',
        String(port),
        '--api-key',
        KEY,
        '--log-level',
        'silent',
        '--spec-dir',
        specDist,
      ],
      path: `/public/${CURRENT_VERSION}${FIRST}`,
    },
    prism: {
      args: (port) => [prismCli, 'mock', '-v', 'silent', '-h', HOST, '-p', String(port), bundle],
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

  console.log(`With a valid key, ${CONNECTIONS} connections, ${DURATION_S} s each, on ${HOST}`);
  const PAGE = '/alerts?limit=25';
  const withKey = { 'x-api-key': KEY };

  const mockPort = await freePort(HOST);
  const base = `http://${HOST}:${mockPort}/public/${CURRENT_VERSION}`;
  const mockArgs = [
    mockCli,
    '--host',
    HOST,
    '--port',
    String(mockPort),
    '--api-key',
    KEY,
    '--log-level',
    'silent',
  ];
  const mock = await start('mock', [...mockArgs, '--static'], `${base}/health-check`);
  // Authentication and validation are on: no key is refused, a bad limit is refused.
  await expectStatus(`${base}/alerts`, {}, 403, 'mock without a key');
  await expectStatus(`${base}/alerts?limit=0`, withKey, 400, 'mock with limit=0');
  await expectStatus(`${base}/alerts`, withKey, 200, 'mock with a valid key');
  const ours = await measure('mock /alerts', `${base}/alerts`);
  await stop(mock);

  const stateful = await start('stateful', mockArgs, `${base}/health-check`);
  await expectStatus(`${base}${PAGE}`, {}, 403, 'stateful without a key');
  await expectStatus(`${base}/alerts?limit=0`, withKey, 400, 'stateful with limit=0');
  await expectPage(`${base}${PAGE}`, withKey);
  const store = await measure(`stateful ${PAGE}`, `${base}${PAGE}`);
  await stop(stateful);

  const prismPort = await freePort(HOST);
  const prismBase = `http://${HOST}:${prismPort}`;
  const prism = await start(
    'prism',
    [prismCli, 'mock', '-v', 'silent', '-h', HOST, '-p', String(prismPort), bundle],
    `${prismBase}/health-check`,
  );
  await expectStatus(`${prismBase}/alerts`, withKey, 200, 'prism with a key');
  await expectStatus(`${prismBase}${PAGE}`, withKey, 200, 'prism with a key and a limit');
  const theirs = await measure('prism /alerts', `${prismBase}/alerts`);
  const theirPage = await measure(`prism ${PAGE}`, `${prismBase}${PAGE}`);
  await stop(prism);

  console.log(`mock vs prism: ${(ours / theirs).toFixed(2)}× req/s`);
  console.log(`stateful vs prism: ${(store / theirPage).toFixed(2)}× req/s`);
}

main().catch((error) => fail(error?.stack ?? String(error)));
