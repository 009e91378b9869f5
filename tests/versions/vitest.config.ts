import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The copy is built once, in beforeAll: bundling three versions, the client's generator and
    // the docs site take about a minute on a 2-core machine.
    hookTimeout: 300_000,
    testTimeout: 120_000,
  },
});
