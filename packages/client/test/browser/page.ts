// The page of the Chromium test (empty-bodies.test.ts), bundled by esbuild: the client's entry on
// `globalThis.api`, for the test to call from the page.
import * as api from '../../src/versions/2025-04-01.js';

(globalThis as unknown as { api: typeof api }).api = api;
