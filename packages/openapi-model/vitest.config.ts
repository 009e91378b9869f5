import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // No test keeps state in a module, so the files share one module graph.
    isolate: false,
    // The README test starts `node`, which is slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
