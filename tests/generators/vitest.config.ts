import { testDefaults } from '@dispute-api/test-support/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
    // Each trial runs a generator and tsc over its output, tens of seconds on a 2-core machine.
    fileParallelism: false,
  },
});
