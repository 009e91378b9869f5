#!/usr/bin/env node
// `pnpm --filter @dispute-api/mock bench:sandbox` (after `pnpm build`): what the sandbox costs a test
// suite that makes many of them, under `msw/node`, each beside a bare MSW handler doing the same:
//   - import: `import('@dispute-api/mock/msw')` in a fresh process, after msw itself is loaded;
//   - the first sandbox to its first answer (`createSandbox()`, then `GET /alerts?limit=1`);
//   - a fresh sandbox after the first to its first answer (beside: a fresh bare handler to its
//     first answer), and a reset after a write: `POST /__mock/reset` through MSW (beside: a bare
//     `http.post` handler), the handle's `reset()` and `engine.reset()` called directly, medians;
//   - a steady `GET /alerts?limit=25` against a bare `http.get` handler answering a small JSON object;
//   - own data at scale: a file of 100,000 alerts made from the seed's (distinct ids), served by
//     `dispute-api-mock --fixtures`: process start to the first answer (wall time, and the CPU time
//     the process used, which depends less on the machine's other load), beside what reading and
//     parsing that file alone costs; then the first and the deepest page (each request a page size
//     not asked before, so no answer comes from the page cache); one of them updated through
//     `engine.handle` (`POST /alerts/{id}/outcome` of the last), and a collection of them alone:
//     update the last record, prepend one, remove one; and the same records, parsed, as
//     `createSandbox({ fixtures })` to its first answer (wall and CPU time), then a second
//     `createSandbox` of the same fixtures value, as a test file that makes one per test does.
// The machine may be shared and loaded: every figure is a median of several runs, and the lines are
// figures to read, never pass/fail.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const IMPORT_RUNS = 5;
const OWN_ALERTS = 100_000;
const KEY = 'local-dev-key';
const ORIGIN = 'http://127.0.0.1:4010';
const VERSION = '2025-04-01';
const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mswEntry = pathToFileURL(join(appDir, 'dist', 'msw', 'index.js')).href;
const nodeEntry = pathToFileURL(join(appDir, 'dist', 'index.js')).href;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(value < 1 ? 3 : 2)} ms`;
const us = (value) => `${(value * 1000).toFixed(2)} µs`;
const line = (label, value) => process.stdout.write(`${label.padEnd(66)} ${value}\n`);

async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Wall and CPU time (user and system, of this whole process) of `run`, and its result. */
async function timedWithCpu(run) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000, result };
}
const wallAndCpu = ({ wall, cpu }) => `${ms(wall)} (CPU ${ms(cpu)})`;
/** The run of median wall time. */
const medianRun = (runs) => [...runs].sort((a, b) => a.wall - b.wall)[Math.floor(runs.length / 2)];

/** Import times in fresh processes: msw (and msw/node), then the mock's MSW entry. */
function importTimes() {
  const script = `
    let t = performance.now(); await import('msw'); await import('msw/node');
    const msw = performance.now() - t;
    t = performance.now(); await import(${JSON.stringify(mswEntry)});
    console.log(JSON.stringify({ msw, mock: performance.now() - t }));`;
  const runs = Array.from({ length: IMPORT_RUNS }, () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: appDir,
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`import run failed:\n${child.stderr}`);
    return JSON.parse(child.stdout);
  });
  return { msw: median(runs.map((r) => r.msw)), mock: median(runs.map((r) => r.mock)) };
}

const get = async (path, init = {}) => {
  const response = await fetch(`${ORIGIN}${path}`, {
    ...init,
    headers: { 'x-api-key': KEY, 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.arrayBuffer();
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${Buffer.from(body)}`);
  return body;
};
const alerts = (query) => get(`/public/${VERSION}/alerts?${query}`);

/** The sandbox's first answer, fresh sandboxes and resets; beside each, a bare handler doing the same. */
async function underMsw() {
  const [{ setupServer }, { http, HttpResponse }] = await Promise.all([import('msw/node'), import('msw')]);
  const { createSandbox } = await import(mswEntry);
  const bare = http.get('http://bare.test/ping', () => HttpResponse.json({ ok: true }));
  const bareReset = http.post('http://bare.test/reset', () => HttpResponse.json({ reset: true }));
  const bareFetch = (path, init) => fetch(`http://bare.test${path}`, init).then((r) => r.arrayBuffer());
  const server = setupServer();
  server.listen({ onUnhandledRequest: 'error' });
  let sandbox;
  const fresh = () => {
    sandbox = createSandbox();
    server.resetHandlers(bare, bareReset, ...sandbox.handlers);
  };
  try {
    line('first sandbox to first answer', ms(await timed(() => (fresh(), alerts('limit=1')))));
    const freshRuns = [];
    const bareFresh = [];
    for (let i = 0; i < RUNS; i++) {
      freshRuns.push(await timed(() => (fresh(), alerts('limit=1'))));
      bareFresh.push(await timed(() => (server.resetHandlers(bare, bareReset), bareFetch('/ping'))));
    }
    fresh();
    line(`fresh sandbox to first answer (median of ${RUNS})`, ms(median(freshRuns)));
    line(`  bare msw: fresh handler to first answer (median of ${RUNS})`, ms(median(bareFresh)));
    const seed = JSON.parse(Buffer.from(await alerts('limit=100')).toString()).alerts;
    seed.push(...JSON.parse(Buffer.from(await alerts('limit=100&offset=100')).toString()).alerts);
    await resets(sandbox, seed[0].id, () => bareFetch('/reset', { method: 'POST' }));
    const steady = [];
    const baseline = [];
    for (let i = 0; i < RUNS * 4; i++) {
      steady.push(await timed(() => alerts('limit=25')));
      baseline.push(await timed(() => bareFetch('/ping')));
    }
    line(`steady GET /alerts?limit=25 (median of ${RUNS * 4})`, ms(median(steady)));
    line(`  bare msw http.get handler (median of ${RUNS * 4})`, ms(median(baseline)));
    return seed;
  } finally {
    server.close();
  }
}

/** Resets after a write: through MSW, and the handle's `reset()`; beside them a bare POST handler. */
async function resets(sandbox, alertId, barePost) {
  const write = () =>
    get(`/public/${VERSION}/alerts/${alertId}/outcome`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'refunded' }),
    });
  const viaMsw = [];
  const viaHandle = [];
  const bare = [];
  for (let i = 0; i < RUNS; i++) {
    await write();
    viaMsw.push(await timed(() => get('/__mock/reset', { method: 'POST' })));
    await write();
    viaHandle.push(await timed(() => sandbox.reset()));
    bare.push(await timed(barePost));
  }
  line(`reset, POST /__mock/reset via msw (median of ${RUNS})`, ms(median(viaMsw)));
  line(`  bare msw http.post handler (median of ${RUNS})`, ms(median(bare)));
  line(`reset, the handle's reset() (median of ${RUNS})`, ms(median(viaHandle)));
}

/** `engine.reset()` itself, after a write, on an engine of the spec's bundles. */
async function engineReset() {
  const [{ createEngine }, { BUNDLES }] = await Promise.all([
    import(nodeEntry),
    import('@dispute-api/spec/bundles'),
  ]);
  const engine = createEngine({ bundles: BUNDLES, logLevel: 'silent' });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await engine.handle({
      method: 'POST',
      target: `/public/${VERSION}/alerts/6601a7c3e4b0c1d2e3f40a11/outcome`,
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: new TextEncoder().encode('{"outcome":"refunded"}'),
    });
    runs.push(await timed(() => engine.reset()));
  }
  line(`reset, engine.reset() (median of ${RUNS})`, ms(median(runs)));
}

/** 100,000 alerts from the seed's, each with an id of its own, as an own-data file. */
function ownDataFile(dir, seed) {
  const list = Array.from({ length: OWN_ALERTS }, (_, i) => ({
    ...seed[i % seed.length],
    id: i.toString(16).padStart(24, '0'),
  }));
  const file = join(dir, 'alerts.json');
  writeFileSync(file, JSON.stringify({ [VERSION]: { alerts: list } }, null, 2));
  return file;
}

/** Milliseconds of CPU a process has used (user and system), from /proc; undefined elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** Starts the command with the own-data file; resolves at its first 200 with wall and CPU time. */
async function startWithOwnData(file) {
  const port = await freePort('127.0.0.1');
  const url = `http://127.0.0.1:${port}/public/${VERSION}/alerts`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(appDir, 'dist', 'cli.js'), '--port', String(port), '--fixtures', file, '--log-level', 'error'],
    { stdio: 'ignore' },
  );
  while (child.exitCode === null && performance.now() - started < 120_000) {
    try {
      const response = await fetch(`${url}?limit=1`, { headers: { 'x-api-key': KEY } });
      await response.arrayBuffer();
      if (response.status === 200)
        return { child, url, wall: performance.now() - started, cpu: cpuMs(child.pid) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  throw new Error(`no answer from ${url} (exit code ${child.exitCode})`);
}

/**
 * `createSandbox({ fixtures })` of the parsed own data to its first answer, under msw/node: of a
 * fixtures value not given before (each run parses the file again, untimed), then a second sandbox
 * of the same value.
 */
async function ownDataUnderMsw(file) {
  const { setupServer } = await import('msw/node');
  const { createSandbox } = await import(mswEntry);
  const server = setupServer();
  server.listen({ onUnhandledRequest: 'error' });
  const toFirstAnswer = (fixtures) =>
    timedWithCpu(() => (server.resetHandlers(...createSandbox({ fixtures }).handlers), alerts('limit=1')));
  try {
    const first = [];
    let fixtures;
    for (let i = 0; i < 3; i++) {
      fixtures = JSON.parse(readFileSync(file, 'utf8'));
      first.push(await toFirstAnswer(fixtures));
    }
    line('  msw: createSandbox({ fixtures }) to first answer (median of 3)', wallAndCpu(medianRun(first)));
    const again = [];
    for (let i = 0; i < 5; i++) again.push(await toFirstAnswer(fixtures));
    line('  msw: a second createSandbox, same fixtures (median of 5)', wallAndCpu(medianRun(again)));
  } finally {
    server.close();
  }
}

/** Updates of the last of the own records, through `engine.handle` (no HTTP, no MSW). */
async function ownDataUpdate(records) {
  const [{ createEngine }, { BUNDLES }] = await Promise.all([
    import(nodeEntry),
    import('@dispute-api/spec/bundles'),
  ]);
  const engine = createEngine({
    bundles: BUNDLES,
    fixtures: { [VERSION]: { alerts: records } },
    logLevel: 'silent',
  });
  const outcome = async (value) => {
    const answer = await engine.handle({
      method: 'POST',
      target: `/public/${VERSION}/alerts/${records.at(-1).id}/outcome`,
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: new TextEncoder().encode(JSON.stringify({ outcome: value })),
    });
    if (answer.status !== 202) throw new Error(`POST outcome: ${answer.status}`);
  };
  // The first write copies the collection's list, once per reset; the figure is of the writes after.
  await outcome('refunded');
  const runs = [];
  for (let i = 0; i < RUNS * 4; i++) runs.push(await timed(() => outcome(i % 2 ? 'refunded' : 'duplicate')));
  line(`  update the last record: engine.handle (median of ${RUNS * 4})`, ms(median(runs)));
}

/** A collection's own operations on the records, each timed over a batch of 100 calls, per call. */
async function collectionOps(records) {
  const collectionModule = pathToFileURL(join(appDir, 'dist', 'core', 'sandbox', 'collection.js')).href;
  const { Collection, RecordList } = await import(collectionModule);
  const collection = new Collection(new RecordList(records));
  const last = String(records.at(-1).id);
  // The first write copies the list, once per reset; the figures are of the writes after.
  collection.update(collection.get(last), {});
  const BATCH = 100;
  /** `op(n)` for a different n on every call. */
  const perCall = (op) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      for (let j = 0; j < BATCH; j++) op(i * BATCH + j);
      runs.push((performance.now() - started) / BATCH);
    }
    return us(median(runs));
  };
  const label = `  collection alone: update / prepend / remove (median of ${RUNS}×${BATCH})`;
  const update = perCall((i) => collection.update(collection.get(last), { amount: i }));
  const prepend = perCall((i) => collection.prepend({ id: `new-${i}` }));
  const remove = perCall((i) => collection.remove(String(records[2 * i + 1].id)));
  line(label, `${update} / ${prepend} / ${remove}`);
}

/** The first and the deepest page of the own data, each a page size not asked before. */
async function deepPages(url) {
  const page = (offset, limit) =>
    timed(() =>
      fetch(`${url}?offset=${offset}&limit=${limit}`, { headers: { 'x-api-key': KEY } }).then((r) =>
        r.arrayBuffer(),
      ),
    );
  const first = [];
  const deepest = [];
  for (let i = 0; i < 40; i++) {
    const limit = 60 + i;
    first.push(await page(0, limit));
    deepest.push(await page(OWN_ALERTS - limit, limit));
  }
  line('  first page, uncached (median of 40)', ms(median(first)));
  line('  deepest page, uncached (median of 40)', ms(median(deepest)));
}

async function ownDataAtScale(seed) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-bench-'));
  const children = [];
  try {
    const file = ownDataFile(dir, seed);
    const size = `${(statSync(file).size / 1e6).toFixed(0)} MB`;
    const starts = [];
    for (let i = 0; i < 3; i++) {
      const start = await startWithOwnData(file);
      children.push(start.child);
      starts.push(start);
      if (i < 2) start.child.kill('SIGKILL');
    }
    line(
      `${OWN_ALERTS} own alerts (${size}): start to first answer (median of 3)`,
      ms(median(starts.map((s) => s.wall))),
    );
    const cpu = starts.map((s) => s.cpu).filter((c) => c !== undefined);
    if (cpu.length > 0) line('  CPU time of the process until then (median)', ms(median(cpu)));
    const floor = await timedWithCpu(() => JSON.parse(readFileSync(file, 'utf8')));
    line('  reading and parsing the file alone, in this process', wallAndCpu(floor));
    await deepPages(starts[2].url);
    await ownDataUpdate(floor.result[VERSION].alerts);
    await collectionOps(floor.result[VERSION].alerts);
    await ownDataUnderMsw(file);
  } finally {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

process.stdout.write(`sandbox bench, ${RUNS} runs per median; figures from a shared machine\n`);
const imports = importTimes();
line(`import msw + msw/node (median of ${IMPORT_RUNS})`, ms(imports.msw));
line(`import @dispute-api/mock/msw (median of ${IMPORT_RUNS})`, ms(imports.mock));
const seed = await underMsw();
await engineReset();
await ownDataAtScale(seed);
