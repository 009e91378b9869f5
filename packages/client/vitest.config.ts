import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Type tests (*.test-d.ts) run through tsc, so a wrong event-name type fails `pnpm test` too.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // The generator, packaging and README tests start `node`, which is slow on a 2-core machine.
    testTimeout: 60_000,
  },
});
