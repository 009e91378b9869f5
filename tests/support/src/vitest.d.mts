/** What every package's vitest.config.ts starts from: the run folder's setup file and generous time limits. */
export declare const testDefaults: {
  setupFiles: string[];
  testTimeout: number;
  hookTimeout: number;
  expect: { poll: { timeout: number } };
};
