// Every workflow the spec package ships, run with Redocly Respect against the sandbox on a free
// port, as the installed package lays them out (source descriptions resolve to its bundles).
import { startMock, type RunningMock } from '@dispute-api/mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, EXTRA_INPUTS, respect, shippedWorkflows, toolFindings } from './respect.js';

let sandbox: RunningMock;
beforeAll(async () => {
  sandbox = await startMock({ port: 0, stateful: true, evidenceDelayMs: 300, logLevel: 'silent' });
});
afterAll(async () => sandbox?.close());
beforeEach(() => sandbox.reset?.());

describe.each(shippedWorkflows())('$version $name', ({ version, name, file }) => {
  const run = () =>
    respect(file, {
      server: `disputeApi=${sandbox.baseUrls[version]}`,
      inputs: { apiKey: DEV_KEY, ...EXTRA_INPUTS[name] },
    });

  it('passes redocly respect against the sandbox', async () => {
    const result = await run();
    console.log(`${version}/${name}: ${result.summary.join(' | ')}`);
    expect(result.status, result.output).toBe(0);
    expect(toolFindings(result)).toEqual([]);
  });
});

describe('diagnosing a 403', () => {
  it.each(shippedWorkflows().filter((w) => w.name === 'diagnose-forbidden.arazzo.yaml'))(
    '$version: a rejected key ends the diagnosis at the key check',
    async ({ version, file }) => {
      const result = await respect(file, {
        server: `disputeApi=${sandbox.baseUrls[version]}`,
        inputs: { apiKey: 'not-a-key' },
      });
      expect(result.status, result.output).toBe(0);
      expect(result.steps.map((s) => [s.stepId, s.response?.statusCode])).toEqual([['checkKey', 403]]);
    },
  );
});
