// Every shipped workflow through the mock's checking proxy (`startMock({ proxy })`) in front of the
// sandbox: each still passes, and the proxy finds no exchange that breaks the contract, so a partner
// who runs these workflows through the proxy against a real environment reads its findings as the
// environment's, not the proxy's.
import { startMock, type RunningMock } from '@dispute-api/mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEY, EXTRA_INPUTS, respect, shippedWorkflows } from './respect.js';

let sandbox: RunningMock;
let proxy: RunningMock;
beforeAll(async () => {
  sandbox = await startMock({ port: 0, stateful: true, evidenceDelayMs: 300, logLevel: 'silent' });
  proxy = await startMock({ port: 0, proxy: sandbox.url, logLevel: 'silent' });
});
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
});

describe.each(shippedWorkflows())('$version $name through the proxy', ({ version, name, file }) => {
  it('passes, and no exchange breaks the contract', async () => {
    sandbox.reset?.();
    const before = proxy.engine.violations!().exchanges;
    const result = await respect(file, {
      server: `disputeApi=${proxy.baseUrls[version]}`,
      inputs: { apiKey: DEV_KEY, ...EXTRA_INPUTS[name] },
    });
    expect(result.status, result.output).toBe(0);
    const summary = proxy.engine.violations!();
    expect(summary.exchanges).toBeGreaterThan(before);
    expect(summary.rows).toEqual([]);
  });
});
