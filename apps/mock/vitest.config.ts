import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts a mock (two Prism instances, ~0.5 s) and some spawn the CLI; slow on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // expect.poll gives up after 1 s by default, which a busy machine exceeds while Chromium renders.
    expect: { poll: { timeout: 15_000 } },
  },
});
