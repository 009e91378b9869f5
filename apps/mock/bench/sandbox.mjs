#!/usr/bin/env node
// `pnpm --filter @dispute-api/mock bench:sandbox` (after `pnpm build`): what the sandbox costs a test
// suite that makes many of them, beside a bare MSW handler under `msw/node`:
//   - import: `import('@dispute-api/mock/msw')` in a fresh process, after msw itself is loaded;
//   - the first sandbox to its first answer (`createHandlers()`, then `GET /alerts?limit=1`);
//   - a fresh sandbox after the first to its first answer, and a reset (`POST /__mock/reset` after a
//     write, through MSW; and `engine.reset()` called directly), medians;
//   - a steady `GET /alerts?limit=25` against a bare `http.get` handler answering a small JSON object;
//   - own data at scale: a file of 100,000 alerts made from the seed's (distinct ids), served by
//     `dispute-api-mock --fixtures`: process start to the first answer (wall time, and the CPU time
//     the process used, which depends less on the machine's other load), beside what reading and
//     parsing that file alone costs; then the first and the deepest page (each request a page size
//     not asked before, so no answer comes from the page cache).
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
const line = (label, value) => process.stdout.write(`${label.padEnd(48)} ${value}\n`);

async function timed(run) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

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

/** The sandbox under msw/node, beside a bare handler; returns the seed's alerts for the own-data part. */
async function underMsw() {
  const [{ setupServer }, { http, HttpResponse }] = await Promise.all([import('msw/node'), import('msw')]);
  const { createHandlers } = await import(mswEntry);
  const bare = http.get('http://bare.test/ping', () => HttpResponse.json({ ok: true }));
  const server = setupServer();
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const fresh = () => server.resetHandlers(bare, ...createHandlers());
    line('first sandbox to first answer', ms(await timed(() => (fresh(), alerts('limit=1')))));
    const freshRuns = [];
    for (let i = 0; i < RUNS; i++) freshRuns.push(await timed(() => (fresh(), alerts('limit=1'))));
    line(`fresh sandbox to first answer (median of ${RUNS})`, ms(median(freshRuns)));

    const seed = JSON.parse(Buffer.from(await alerts('limit=100')).toString()).alerts;
    seed.push(...JSON.parse(Buffer.from(await alerts('limit=100&offset=100')).toString()).alerts);
    const resets = [];
    for (let i = 0; i < RUNS; i++) {
      await get(`/public/${VERSION}/alerts/${seed[0].id}/outcome`, {
        method: 'POST',
        body: JSON.stringify({ outcome: 'refunded' }),
      });
      resets.push(await timed(() => get('/__mock/reset', { method: 'POST' })));
    }
    line(`reset, POST /__mock/reset via msw (median of ${RUNS})`, ms(median(resets)));

    const steady = [];
    const baseline = [];
    for (let i = 0; i < RUNS * 4; i++) {
      steady.push(await timed(() => alerts('limit=25')));
      baseline.push(await timed(() => fetch('http://bare.test/ping').then((r) => r.arrayBuffer())));
    }
    line(`steady GET /alerts?limit=25 (median of ${RUNS * 4})`, ms(median(steady)));
    line(`  bare msw http.get handler (median of ${RUNS * 4})`, ms(median(baseline)));
    return seed;
  } finally {
    server.close();
  }
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

async function ownDataAtScale(seed) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-bench-'));
  const children = [];
  try {
    const file = ownDataFile(dir, seed);
    const size = `${(statSync(file).size / 1e6).toFixed(0)} MB`;
    const floor = await timed(() => JSON.parse(readFileSync(file, 'utf8')));
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
    line('  reading and parsing the file alone, in this process', ms(floor));
    const { url } = starts[2];
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
