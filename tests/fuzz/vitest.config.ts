import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One property per mode sends thousands of requests; a failing one then shrinks, request by
    // request. Generous bounds, so that a slow 2-core CI machine shows the counterexample instead
    // of a timeout.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
