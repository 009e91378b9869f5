// A server that breaks a rule of the reference fails the workflow that states the rule. The
// sandbox itself keeps the rules, so a loopback proxy in front of it breaks one answer at a time.
import { startMock, type RunningMock } from '@dispute-api/mock';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { alteringProxy, type AlteringProxy, type Rewrite } from './proxy.js';
import { DEV_KEY, respect, shippedWorkflows, toolFindings } from './respect.js';

const VERSION = '2025-04-01';
const workflow = (name: string) =>
  shippedWorkflows().find((w) => w.version === VERSION && w.name === name)!.file;

let sandbox: RunningMock;
let proxy: AlteringProxy | undefined;
beforeAll(async () => {
  sandbox = await startMock({ port: 0, stateful: true, logLevel: 'silent' });
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  sandbox.reset?.();
});
afterAll(async () => sandbox?.close());

async function runThrough(name: string, rewrite: Rewrite, inputs: Record<string, string> = {}) {
  proxy = await alteringProxy(sandbox.baseUrls[VERSION], rewrite);
  return respect(workflow(name), {
    server: `disputeApi=${proxy.origin}/public/${VERSION}`,
    inputs: { apiKey: DEV_KEY, ...inputs },
  });
}

const failedCriteria = (result: Awaited<ReturnType<typeof respect>>) =>
  result.steps.flatMap((s) =>
    s.checks.filter((c) => !c.passed && c.severity === 'error').map((c) => `${s.stepId}: ${c.message}`),
  );

it('the dispute walk fails when totalPages is one short (rounded down)', async () => {
  const result = await runThrough('list-all-disputes.arazzo.yaml', (method, path, body) => {
    if (method !== 'GET' || !path.endsWith('/disputes')) return undefined;
    const pagination = body.pagination as { totalCount: number; limit: number; totalPages: number };
    return {
      ...body,
      pagination: { ...pagination, totalPages: Math.floor(pagination.totalCount / pagination.limit) },
    };
  });
  expect(result.status).toBe(1);
  // 53 disputes, 50 a page: told there is 1 page, the walk would stop with 3 disputes unread.
  expect(failedCriteria(result)).toEqual([
    expect.stringMatching(/^page1: .*totalPages > 1 \|\| @\.pagination\.totalCount <= 50/),
  ]);
});

it('the dispute walk fails when a page below totalPages is empty (one page too many)', async () => {
  const result = await runThrough('list-all-disputes.arazzo.yaml', (method, path, body) => {
    if (method !== 'GET' || !path.endsWith('/disputes')) return undefined;
    const pagination = body.pagination as { totalPages: number };
    return { ...body, pagination: { ...pagination, totalPages: pagination.totalPages + 1 } };
  });
  expect(result.status).toBe(1);
  expect(failedCriteria(result)).toEqual([expect.stringMatching(/^page3: .*length\(@\.disputes\) > 0/)]);
});

it('the outcome report fails when the alert does not read back the reported outcome', async () => {
  const result = await runThrough(
    'report-alert-outcome.arazzo.yaml',
    (method, path, body) =>
      method === 'GET' && /\/alerts\/[^/]+$/.test(path) ? { ...body, outcome: null } : undefined,
    { alertId: '6601a7c3e4b0c1d2e3f40a11', outcome: 'refunded' },
  );
  expect(result.status).toBe(1);
  expect(failedCriteria(result)).toEqual([
    expect.stringMatching(/^readBack: .*outcome == \$inputs\.outcome/),
  ]);
});

it('an answer outside its schema is still reported, though Respect only warns on schema checks here', async () => {
  const result = await runThrough('list-all-alerts.arazzo.yaml', (method, path, body) => {
    if (method !== 'GET' || !path.endsWith('/alerts')) return undefined;
    const pagination = body.pagination as { totalCount: number };
    return { ...body, pagination: { ...pagination, totalCount: String(pagination.totalCount) } };
  });
  const findings = toolFindings(result);
  expect(findings.length).toBeGreaterThan(0);
  for (const finding of findings) expect(finding).toMatch(/^page\d+ .* schema check .*totalCount/s);
});
