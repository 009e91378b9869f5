import { testDefaults } from '@dispute-api/test-support/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
    // Packing, publishing and five npm installs through the registry's uplink (three projects, the
    // Prism peers, msw 3): minutes on a loaded 2-core machine, more on a cold npm cache.
    hookTimeout: 1_200_000,
  },
});
