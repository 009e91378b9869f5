import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each trial runs a generator and tsc over its output, tens of seconds on a 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 600_000,
    fileParallelism: false,
  },
});
