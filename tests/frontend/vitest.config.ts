import { testDefaults } from '@dispute-api/test-support/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
    // Per file, packing the packages and npm installs: of the app (vite, msw 3, vitest and the
    // tarballs), with five production builds and a vitest run in it, beside a second app on msw 2
    // (vite, msw 2 and the tarballs) for the development build's browser cases; of the Storybook
    // project, with a `storybook build`. Minutes on a loaded 2-core machine, so the limits are
    // generous. Waiting is what these hooks do; no test measures speed.
    hookTimeout: 900_000,
  },
});
