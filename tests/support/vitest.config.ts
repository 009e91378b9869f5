import { defineConfig } from 'vitest/config';
import { testDefaults } from './src/vitest.mjs';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
  },
});
