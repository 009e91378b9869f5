import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Spectral CLI start-up is slow on a 2-core machine.
    testTimeout: 60_000,
  },
});
