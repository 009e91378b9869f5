// The checking proxy's added latency (`--proxy`): the sandbox and a proxy in front of it, each in its
// own process on loopback, and one client that calls them in turn, one request at a time: a direct
// call to the sandbox, then the same call through the proxy, then the next pair in the other order,
// so that a slow spell of the machine falls on both alike. Each call's time is from sending the
// request to reading the last byte, on kept-alive connections. Two targets: `GET /alerts?limit=25`
// (a page of 25 alerts, about 18 kB, all of them checked against the schema) and `GET /alerts/{id}`.
// It prints the median and the 90th percentile of each, the median time the proxy adds, and
// `proxy vs direct: X.XX× median` per target.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const CLI = join(dirname(fileURLToPath(import.meta.url)), '../dist/cli.js');
const KEY = 'local-dev-key';
const PAIRS = Number(process.env.PROXY_BENCH_PAIRS ?? 2000);
const WARMUP = 300;
const TARGETS = ['/public/2025-04-01/alerts?limit=25', '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11'];

async function startProcess(args) {
  const port = await freePort('127.0.0.1');
  const child = spawn(process.execPath, [CLI, '--port', String(port), '--log-level', 'error', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    child.stdout.on('data', (chunk) => String(chunk).includes(`:${port}/`) && resolve());
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGINT') };
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

const sandbox = await startProcess([]);
const proxy = await startProcess(['--proxy', sandbox.url]);
try {
  for (const path of TARGETS) {
    const times = { direct: [], proxy: [] };
    for (let i = 0; i < WARMUP + PAIRS; i++) {
      const order = i % 2 === 0 ? ['direct', 'proxy'] : ['proxy', 'direct'];
      for (const which of order) {
        const took = await timed(`${which === 'direct' ? sandbox.url : proxy.url}${path}`);
        if (i >= WARMUP) times[which].push(took);
      }
    }
    const [direct, proxied] = [times.direct, times.proxy].map((t) => percentile(t, 0.5));
    console.log(`GET ${path}, ${PAIRS} pairs`);
    console.log(`  direct: median ${ms(direct)}, p90 ${ms(percentile(times.direct, 0.9))}`);
    console.log(`  proxy:  median ${ms(proxied)}, p90 ${ms(percentile(times.proxy, 0.9))}`);
    console.log(`  the proxy adds ${ms(proxied - direct)} per call (median)`);
    console.log(`  proxy vs direct: ${(proxied / direct).toFixed(2)}× median`);
  }
  const summary = await fetch(`${proxy.url}/__mock/violations`, { headers: { 'x-api-key': KEY } });
  const { exchanges, violations } = await summary.json();
  console.log(`proxy: ${exchanges} exchanges checked, ${violations} violations`);
} finally {
  agent.destroy();
  proxy.stop();
  sandbox.stop();
}
