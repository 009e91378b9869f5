// Start-up: from spawning the process to its first real answer, a 200 to an authenticated
// `GET /alerts?limit=1`, polled every 5 ms. The sandbox and `prism mock` on the same JSON bundle are
// started in turn (sandbox, prism, sandbox, …), so that load from elsewhere on the machine falls on
// both alike; the median of each is compared.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';

const POLL_MS = 5;
const TIMEOUT_MS = 30_000;

async function timeToFirstAnswer(argsFor, pathFor, key) {
  const port = await freePort('127.0.0.1');
  const url = `http://127.0.0.1:${port}${pathFor}`;
  const started = performance.now();
  // Without NODE_ENV=production, Prism stays in one process, as the mock does.
  const child = spawn(process.execPath, argsFor(port), {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null)
        throw new Error(`exited with ${child.exitCode} before answering:\n${stderr}`);
      try {
        const response = await fetch(url, { headers: { 'x-api-key': key } });
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    throw new Error(`no answer from ${url} within ${TIMEOUT_MS / 1000} s:\n${stderr}`);
  } finally {
    const exited = child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined;
    child.kill('SIGKILL');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `{ sandbox, prism }` medians in ms over `runs` alternating starts. `sandbox` and `prism` give each
 * process's arguments for a port, and the path of the first answer.
 */
export async function measureStartup({ sandbox, prism, key, runs = 5 }) {
  const times = { sandbox: [], prism: [] };
  for (let i = 0; i < runs; i++) {
    times.sandbox.push(await timeToFirstAnswer(sandbox.args, sandbox.path, key));
    times.prism.push(await timeToFirstAnswer(prism.args, prism.path, key));
  }
  return { sandbox: median(times.sandbox), prism: median(times.prism), times };
}
