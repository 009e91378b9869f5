// What every package's vitest.config.ts starts from.
import { fileURLToPath } from 'node:url';

/**
 * Time limits end a test that hangs; they never judge speed. CI runners are shared, and a 2-core
 * machine at a load of 16 runs a test eight times slower than a quiet one, so the limits are
 * generous, and tests wait for readiness by polling (expect.poll, or a line a child prints), never
 * by sleeping.
 */
export const testDefaults = {
  // Every test process gets a run folder and a reaper before its first test (./cleanup.mjs).
  setupFiles: [fileURLToPath(new URL('./setup.mjs', import.meta.url))],
  testTimeout: 600_000,
  hookTimeout: 600_000,
  expect: { poll: { timeout: 60_000 } },
};
