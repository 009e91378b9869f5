import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts a mock (two Prism instances, ~0.5 s) and some spawn the CLI; slow on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
