import { testDefaults } from '@dispute-api/test-support/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
    // Per file, packing the packages and npm installs: of the app (React's template, vite, msw 3,
    // vitest, jsdom, happy-dom, Testing Library and the tarballs), with six production builds and
    // three vitest runs in it, beside a second app on msw 2 for the development build's browser
    // cases; of the Storybook project, with a `storybook build`; of the Next.js app, with three
    // `next build`s and a `next dev`. Minutes on a loaded 2-core machine, so the limits are
    // generous. Waiting is what these hooks do; no test measures speed.
    hookTimeout: 900_000,
  },
});
