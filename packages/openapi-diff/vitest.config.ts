import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The CLI and README tests start `node`, which is slow on a 2-core machine.
    testTimeout: 30_000,
  },
});
