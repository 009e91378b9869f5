import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Packing, publishing and five npm installs through the registry's uplink (three projects, the
    // Prism peers, msw 3): tens of seconds on a 2-core machine, more on a cold npm cache.
    hookTimeout: 300_000,
    testTimeout: 60_000,
  },
});
