// The MSW entry's browser build: within its size budget, and without Prism or Node built-ins (the
// browser platform build fails on a `node:` import), since the static mode never runs there; nor
// the control panel, which is an entry of its own.
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { bundleMswEntry, LIMIT_BYTES } from '../scripts/size.mjs';
import { PANEL_ELEMENT } from '../src/msw/panel.js';

it(`bundles for the browser within ${150_000} B min+gz, with both versions and no Prism`, async () => {
  const code = await bundleMswEntry();
  const text = new TextDecoder().decode(code);
  expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(LIMIT_BYTES);
  expect(text).not.toMatch(/stoplight|json-schema-faker/i);
  expect(text).not.toContain(PANEL_ELEMENT);
  expect(text).toContain('"/alerts/{alertId}/outcome"');
  expect(text).toContain('"/disputes"');
});
