import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Prism loads both bundles when a mock starts; on a 2-core machine that takes a few seconds.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
