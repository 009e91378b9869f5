import { testDefaults } from '@dispute-api/test-support/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
  },
});
