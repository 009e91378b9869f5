// `pnpm bench:proxy` kept runnable: a few rounds of it, whose figures are not asserted (a timing is
// a benchmark, never a test), but whose report must have every line a reader of
// docs/mock-performance.md ("The proxy's latency") looks for, and whose proxy must have checked every call it made with no violation.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInGroup } from '@dispute-api/test-support/processes';
import { expect, it } from 'vitest';

const BENCH = resolve(dirname(fileURLToPath(import.meta.url)), '../bench/proxy.mjs');
const [WARMUP, PAIRS] = [2, 3];

it('bench/proxy.mjs runs and reports every side, the budget and the violations', async () => {
  const env = {
    ...process.env,
    PROXY_BENCH_WARMUP: String(WARMUP),
    PROXY_BENCH_PAIRS: String(PAIRS),
    PROXY_BENCH_DELAYED_PAIRS: '2',
  };
  const { code, stdout, stderr } = await runInGroup(process.execPath, [BENCH], { env });
  expect(stderr).toBe('');
  expect(code).toBe(0);
  for (const side of ['direct', 'relay', 'bare', 'proxy'])
    expect(stdout.match(new RegExp(`^  ${side}: +median \\d+\\.\\d{3} ms`, 'gm'))).toHaveLength(4);
  expect(stdout.match(/^ {2}proxy vs direct: \d+\.\d\d× median$/gm)).toHaveLength(4);
  const figure = String.raw`-?\d+\.\d{3} ms`;
  const budget = new RegExp(
    `^  at 1\\.5× the proxy may add ${figure}; the byte relay adds ${figure}, the bare forwarder ${figure}; the proxy's engine alone takes ${figure}$`,
    'gm',
  );
  expect(stdout.match(budget)).toHaveLength(2);
  // Each round calls the loopback proxy once per target, warm-up included.
  expect(stdout).toContain(`proxy on loopback: ${(WARMUP + PAIRS) * 2} exchanges checked, 0 violations`);
});
