#!/usr/bin/env node
// `pnpm bench:mock`: requests per second of this mock against plain `prism mock -v silent` on the
// same 2025-04-01 bundle, for `GET /alerts` with a valid key. autocannon, 50 connections, 10 s each,
// after a short warm-up; the two servers run one after the other, each in its own process, on
// loopback only. Everything is stopped at the end, also on failure, Ctrl-C or the overall time limit.
// Last line, exactly: `mock vs prism: X.XX× req/s` (ours / Prism's).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const HOST = '127.0.0.1';
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const TIME_LIMIT_MS = 120_000;
const KEY = 'bench-key';

const require = createRequire(import.meta.url);
const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mockCli = join(appDir, 'dist', 'cli.js');
const specDist = join(dirname(require.resolve('@dispute-api/spec/package.json')), 'dist');
const bundle = join(specDist, '2025-04-01.yaml');
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

/** A free loopback port, found by letting the OS pick one. */
function freePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
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

async function measure(name, url) {
  const headers = { 'x-api-key': KEY };
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (r.errors > 0 || r.non2xx > 0) fail(`${name}: ${r.errors} errors and ${r.non2xx} non-2xx answers`);
  const rps = r.requests.average;
  const latency = `latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`;
  console.log(`${name.padEnd(6)} ${rps.toFixed(0).padStart(6)} req/s  ${latency}  (${r.requests.total} requests)`);
  return rps;
}

async function main() {
  if (!existsSync(mockCli)) fail(`${mockCli} is missing; run \`pnpm build\` first`);
  if (!existsSync(bundle)) fail(`${bundle} is missing; run \`pnpm build\` first`);
  setTimeout(() => fail(`time limit of ${TIME_LIMIT_MS / 1000} s reached`), TIME_LIMIT_MS).unref();
  process.once('SIGINT', () => fail('interrupted'));

  console.log(`GET /alerts with a valid key, ${CONNECTIONS} connections, ${DURATION_S} s each, on ${HOST}`);

  const mockPort = await freePort();
  const base = `http://${HOST}:${mockPort}/public/2025-04-01`;
  const mock = await start(
    'mock',
    [mockCli, '--host', HOST, '--port', String(mockPort), '--api-key', KEY, '--log-level', 'silent'],
    `${base}/health-check`,
  );
  // Authentication and validation are on: no key is refused, a bad limit is refused.
  await expectStatus(`${base}/alerts`, {}, 403, 'mock without a key');
  await expectStatus(`${base}/alerts?limit=0`, { 'x-api-key': KEY }, 400, 'mock with limit=0');
  await expectStatus(`${base}/alerts`, { 'x-api-key': KEY }, 200, 'mock with a valid key');
  const ours = await measure('mock', `${base}/alerts`);
  await stop(mock);

  const prismPort = await freePort();
  const prismBase = `http://${HOST}:${prismPort}`;
  const prism = await start(
    'prism',
    [prismCli, 'mock', '-v', 'silent', '-h', HOST, '-p', String(prismPort), bundle],
    `${prismBase}/health-check`,
  );
  await expectStatus(`${prismBase}/alerts`, { 'x-api-key': KEY }, 200, 'prism with a key');
  const theirs = await measure('prism', `${prismBase}/alerts`);
  await stop(prism);

  console.log(`mock vs prism: ${(ours / theirs).toFixed(2)}× req/s`);
}

main().catch((error) => fail(error?.stack ?? String(error)));
