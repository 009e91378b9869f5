import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Packing the packages, one npm install of the app (vite, msw and the tarballs) and three
    // production builds: minutes on a loaded 2-core machine, so the limits are generous. Waiting is
    // what these hooks do; no test measures speed.
    hookTimeout: 900_000,
    testTimeout: 300_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
