// The checking proxy's added latency (`--proxy`): the sandbox, a proxy in front of it and, for the
// floors, a relay of bytes that reads no HTTP (byte-relay.mjs) and a forwarder that reads HTTP but
// checks nothing (bare-forward.mjs), each in its own process on loopback, and one client that calls
// them in turn, one request at a time: a direct call to the sandbox, the same call through the
// relay, the bare forwarder and the proxy, the order rotating from one round to the next, so that a
// slow spell of the machine falls on all alike. Each call's time is from
// sending the request to reading the last byte, on kept-alive connections. Two targets:
// `GET /alerts?limit=25` (a page of 25 alerts, about 18 kB, all of them checked against the schema)
// and `GET /alerts/{id}`. It prints the median and the 90th percentile of each, what the proxy adds
// per call, `proxy vs direct: X.XX× median`, and the CPU time each process's main thread spent per
// call (Linux: /proc/<pid>/schedstat), which a loaded machine disturbs less than the wall clock.
// Beside them, what a 1.5× goal leaves the proxy to add (half a direct call), what the floors
// already add, and how long the proxy's engine alone takes for the call in this process, its
// forwarding handing it the answer without HTTP: a proxy must at least relay the bytes and do that
// work before it can answer.
// Then the same calls against a stand-in for a real environment (delayed-upstream.mjs: the sandbox's
// answers, replayed after 5 ms), where the ratio is what a partner sees: loopback has no network to
// hide a second HTTP exchange behind.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle } from '@dispute-api/spec/load';
import { createEngine, proxyMode } from '../dist/index.js';
import { freePort } from './free-port.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = join(HERE, '../dist/cli.js');
const KEY = 'local-dev-key';
const PAIRS = Number(process.env.PROXY_BENCH_PAIRS ?? 2000);
const WARMUP = Number(process.env.PROXY_BENCH_WARMUP ?? 300);
/** The stand-in for a real environment: a service that answers after this delay (delayed-upstream.mjs). */
const DELAY_MS = Number(process.env.PROXY_BENCH_DELAY_MS ?? 5);
const DELAYED_PAIRS = Number(process.env.PROXY_BENCH_DELAYED_PAIRS ?? 300);
const DELAYED_WARMUP = Math.ceil(WARMUP / 10);
const VERSION = '2025-04-01';
const TARGETS = [`/public/${VERSION}/alerts?limit=25`, `/public/${VERSION}/alerts/6601a7c3e4b0c1d2e3f40a11`];
const SIDES = ['direct', 'relay', 'bare', 'proxy'];

/** Starts a node script with `args` and waits until it prints the URL it listens on. */
async function startProcess(script, args) {
  const port = await freePort('127.0.0.1');
  const child = spawn(process.execPath, [script, ...args(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} ${args(port).join(' ')} exited with ${code}`)));
    child.stdout.on('data', (chunk) => String(chunk).includes(`:${port}/`) && resolve());
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGINT') };
}

const mock =
  (...extra) =>
  (port) => ['--port', String(port), '--log-level', 'error', ...extra];

/** Nanoseconds the process's main thread has run, or undefined where /proc does not say. */
function cpuNs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One call's time in ms, from sending to the last byte of the answer. */
function timed(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: { 'x-api-key': KEY } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        else resolve(performance.now() - started);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)];
const ms = (n) => `${n.toFixed(3)} ms`;
const us = (ns) => (ns === undefined || Number.isNaN(ns) ? 'n/a' : `${Math.round(ns / 1000)} µs`);

/** Each side's call times and its server's CPU per call over `pairs` rounds, after a warm-up. */
async function measure(servers, path, pairs, warmup) {
  const times = Object.fromEntries(SIDES.map((side) => [side, []]));
  let cpuBefore;
  for (let i = 0; i < warmup + pairs; i++) {
    if (i === warmup) cpuBefore = SIDES.map((side) => cpuNs(servers[side].pid));
    // Rotates the order: direct, relay, bare, proxy; relay, bare, proxy, direct; and so on.
    for (let k = 0; k < SIDES.length; k++) {
      const side = SIDES[(i + k) % SIDES.length];
      const took = await timed(`${servers[side].url}${path}`);
      if (i >= warmup) times[side].push(took);
    }
  }
  const cpu = SIDES.map((side, k) => (cpuNs(servers[side].pid) - cpuBefore[k]) / pairs);
  const median = Object.fromEntries(SIDES.map((side) => [side, percentile(times[side], 0.5)]));
  return { times, cpu, median };
}

/** The medians, the 90th percentiles and what the proxy adds, as `proxy vs direct: X.XX× median`. */
function printLatency({ times, median }) {
  for (const side of SIDES)
    console.log(
      `  ${`${side}:`.padEnd(7)} median ${ms(median[side])}, p90 ${ms(percentile(times[side], 0.9))}`,
    );
  const added = median.proxy - median.direct;
  console.log(
    `  the proxy adds ${ms(added)} per call (median), ${(added / median.direct).toFixed(2)}× a direct call`,
  );
  console.log(`  byte relay vs direct: ${(median.relay / median.direct).toFixed(2)}× median`);
  console.log(`  bare forwarder vs direct: ${(median.bare / median.direct).toFixed(2)}× median`);
  console.log(`  proxy vs direct: ${(median.proxy / median.direct).toFixed(2)}× median`);
}

/** What a 1.5× goal leaves the proxy to add, beside what the floors add and what its engine takes. */
function printBudget({ median }, engineMs) {
  const adds = (side) => ms(median[side] - median.direct);
  console.log(
    `  at 1.5× the proxy may add ${ms(median.direct / 2)}; the byte relay adds ${adds('relay')}, ` +
      `the bare forwarder ${adds('bare')}; the proxy's engine alone takes ${ms(engineMs)}`,
  );
}

/**
 * The median time the proxy's engine takes for one call, in this process, when its forwarding hands
 * it the sandbox's answer at once: everything the proxy does but HTTP (routing, the request's
 * check, decoding, parsing and checking the answer, the journal, the tally).
 */
async function engineTime(url) {
  const res = await fetch(url, { headers: { 'x-api-key': KEY } });
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = { 'content-type': res.headers.get('content-type') };
  const answer = { status: res.status, headers, body, decoded: body };
  const bundles = { [VERSION]: loadBundle(VERSION) };
  const engine = createEngine({ bundles, proxy: proxyMode(async () => answer), logLevel: 'error' });
  const request = {
    method: 'GET',
    target: new URL(url).pathname + new URL(url).search,
    headers: { 'x-api-key': KEY },
  };
  const BATCH = 100;
  const batches = [];
  for (let i = 0; i < 40; i++) {
    const started = performance.now();
    for (let k = 0; k < BATCH; k++) await engine.handle(request);
    // The first batches compile the checks and warm the engine up.
    if (i >= 10) batches.push((performance.now() - started) / BATCH);
  }
  return percentile(batches, 0.5);
}

/** The relay, the bare forwarder and the proxy in front of `upstream`, which is the direct side. */
const inFrontOf = async (upstream) => ({
  direct: upstream,
  relay: await startProcess(join(HERE, 'byte-relay.mjs'), (port) => [String(port), upstream.url]),
  bare: await startProcess(join(HERE, 'bare-forward.mjs'), (port) => [String(port), upstream.url]),
  proxy: await startProcess(CLI, mock('--proxy', upstream.url)),
});

const sandbox = await startProcess(CLI, mock());
const delayed = await startProcess(join(HERE, 'delayed-upstream.mjs'), (port) => [
  String(port),
  sandbox.url,
  String(DELAY_MS),
]);
const loopback = await inFrontOf(sandbox);
const overNetwork = await inFrontOf(delayed);
try {
  for (const path of TARGETS) {
    const result = await measure(loopback, path, PAIRS, WARMUP);
    console.log(`GET ${path}, ${PAIRS} rounds, on loopback`);
    printLatency(result);
    printBudget(result, await engineTime(`${sandbox.url}${path}`));
    const { cpu } = result;
    // The sandbox answers every side's calls: its time per call is over all of a round's calls.
    console.log(
      `  CPU per call (main thread): sandbox ${us(cpu[0] / SIDES.length)}, byte relay ${us(cpu[1])}, ` +
        `bare forwarder ${us(cpu[2])}, proxy ${us(cpu[3])}`,
    );
    console.log(`GET ${path}, ${DELAYED_PAIRS} rounds, the service answering after ${DELAY_MS} ms`);
    printLatency(await measure(overNetwork, path, DELAYED_PAIRS, DELAYED_WARMUP));
  }
  const summary = await fetch(`${loopback.proxy.url}/__mock/violations`, { headers: { 'x-api-key': KEY } });
  const { exchanges, violations } = await summary.json();
  console.log(`proxy on loopback: ${exchanges} exchanges checked, ${violations} violations`);
} finally {
  agent.destroy();
  for (const server of [
    sandbox,
    delayed,
    ...[loopback, overNetwork].flatMap((f) => [f.relay, f.bare, f.proxy]),
  ])
    server.stop();
}
