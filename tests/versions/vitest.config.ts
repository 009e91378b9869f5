import { testDefaults } from '@dispute-api/test-support/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
    // The copy is built once, in beforeAll: bundling three versions, the client's generator and
    // the docs site take about a minute on a quiet 2-core machine, many on a loaded one.
    hookTimeout: 1_200_000,
  },
});
