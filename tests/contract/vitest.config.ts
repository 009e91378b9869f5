import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The files share one module graph instead of re-importing the bundles, Ajv and the engine
    // per file (about a third less CPU); no test keeps state in a module or leaves a global stubbed.
    isolate: false,
    // The static mode loads Prism when its mock starts; on a 2-core machine that takes a few seconds.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
