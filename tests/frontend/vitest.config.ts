import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Per file, packing the packages and one npm install: of the app (vite, msw, vitest and the
    // tarballs), with five production builds and a vitest run in it; of the Storybook project, with
    // a `storybook build`. Minutes on a loaded 2-core machine, so the limits are generous. Waiting
    // is what these hooks do; no test measures speed.
    hookTimeout: 900_000,
    testTimeout: 300_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
