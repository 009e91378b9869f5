// The MSW entry's browser build: within its size budget, and without Prism or Node built-ins (the
// browser platform build fails on a `node:` import), since the static mode never runs there; nor
// prom-client, whose metrics the node server alone keeps; nor
// Ajv's compiler, since the validators come generated with the spec's bundles; nor the control
// panel, which is an entry of its own; and the panel's build, small because it takes the versions'
// operations from the sandbox's handle, without the bundles, their model or their validators.
import { expect, it } from 'vitest';
import {
  bundleMswEntry,
  bundlePanelEntry,
  gzipped,
  LIMIT_BYTES,
  PANEL_LIMIT_BYTES,
} from '../scripts/size.mjs';
import { PANEL_ELEMENT } from '../src/msw/panel.js';

it(`bundles for the browser within ${LIMIT_BYTES} B min+gz, with every version and no Prism or Ajv compiler`, async () => {
  const code = await bundleMswEntry();
  const text = new TextDecoder().decode(code);
  expect(gzipped(code)).toBeLessThanOrEqual(LIMIT_BYTES);
  expect(text).not.toMatch(/stoplight|json-schema-faker/i);
  // prom-client's default metrics (node/metrics.ts only): the browser never counts for Prometheus.
  expect(text).not.toMatch(/process_cpu_user_seconds_total|dispute_api_mock_requests_total/);
  expect(text).not.toContain(PANEL_ELEMENT);
  // A message of Ajv's compiler (ajv/dist/core.js), which the generated validators do without.
  expect(text).not.toContain('Disable strict mode');
  expect(text).toContain('"/alerts/{alertId}/outcome"');
  expect(text).toContain('"/disputes"');
});

it(`bundles the panel for the browser within ${PANEL_LIMIT_BYTES} B min+gz, with no bundle or validator`, async () => {
  const code = await bundlePanelEntry();
  const text = new TextDecoder().decode(code);
  expect(gzipped(code)).toBeLessThanOrEqual(PANEL_LIMIT_BYTES);
  expect(text).toContain(PANEL_ELEMENT);
  // A path of the bundles, and the code of a generated validator (Ajv's standalone code names it).
  expect(text).not.toContain('"/alerts/{alertId}/outcome"');
  expect(text).not.toMatch(/instancePath/);
});
