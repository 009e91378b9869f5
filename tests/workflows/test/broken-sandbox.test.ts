// A server that breaks a rule of the reference fails the workflow that states the rule. The
// sandbox itself keeps the rules, so a loopback proxy in front of it breaks one answer at a time
// (or a scenario of the sandbox gives a documented answer it does not give unasked).
import { readFileSync } from 'node:fs';
import { startMock, type RunningMock } from '@dispute-api/mock';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
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

it('the 403 diagnosis accepts the 401 that the contract documents on the alert read', async () => {
  // A scenario of the sandbox answers the next alert list with its documented 401.
  const scenarios = `${new URL(sandbox.baseUrls[VERSION]).origin}/__mock/scenarios`;
  const headers = { 'x-api-key': DEV_KEY, 'content-type': 'application/json' };
  const scenario = await fetch(scenarios, {
    method: 'POST',
    headers,
    body: JSON.stringify({ version: VERSION, operationId: 'listAlerts', status: 401, times: 1 }),
  });
  expect(scenario.status).toBe(201);
  const result = await runThrough('diagnose-forbidden.arazzo.yaml', () => undefined).finally(() =>
    fetch(scenarios, { method: 'DELETE', headers }),
  );
  expect(result.status, result.output).toBe(0);
  expect(result.steps.map((s) => [s.stepId, s.response?.statusCode])).toEqual([
    ['checkKey', 200],
    ['readAlerts', 401],
    ['readDisputes', 200],
  ]);
  expect(toolFindings(result)).toEqual([]);
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

// The webhook workflow finds its registration by URL at whatever position the list gives it. Other
// registrations are added first, so that deleting the wrong one would show.
const OWN_URL = 'https://hooks.example/workflow-test';
// How far down the list the workflow looks: one delete step per position.
const MAX_POSITIONS = (
  parse(readFileSync(workflow('webhook-lifecycle.arazzo.yaml'), 'utf8')) as {
    workflows: { steps: { stepId: string }[] }[];
  }
).workflows[0].steps.filter((s) => s.stepId.startsWith('deleteAt')).length;
const listedUrls = async () => {
  const answer = await fetch(`${sandbox.baseUrls[VERSION]}/webhooks`, { headers: { 'x-api-key': DEV_KEY } });
  return ((await answer.json()) as { data: { url: string }[] }).data.map((w) => w.url);
};
async function registerOthers(count: number) {
  for (let i = 0; i < count; i++) {
    await fetch(`${sandbox.baseUrls[VERSION]}/webhooks`, {
      method: 'POST',
      headers: { 'x-api-key': DEV_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'dispute.created', url: `https://other.example/${i}` }),
    });
  }
  return listedUrls();
}

it('the webhook workflow deletes its own registration wherever the list puts it, and no other', async () => {
  const before = await registerOthers(6);
  // The sandbox lists registrations oldest first; this list moves the newest to position 5.
  const result = await runThrough(
    'webhook-lifecycle.arazzo.yaml',
    (method, path, body) => {
      if (method !== 'GET' || !path.endsWith('/webhooks')) return undefined;
      const data = [...(body.data as unknown[])];
      data.splice(5, 0, data.pop());
      return { ...body, data };
    },
    { url: OWN_URL },
  );
  expect(result.status, result.output).toBe(0);
  expect(result.steps.map((s) => s.stepId)).toEqual([
    'register',
    'findRegistration',
    'deleteAt5',
    'checkDeleted',
  ]);
  expect(await listedUrls()).toEqual(before);
});

it('the webhook workflow fails before deleting anything when its registration is listed past its reach', async () => {
  const before = await registerOthers(MAX_POSITIONS);
  const result = await runThrough('webhook-lifecycle.arazzo.yaml', () => undefined, { url: OWN_URL });
  expect(result.status).toBe(1);
  expect(result.steps.map((s) => s.stepId)).toEqual(['register', 'findRegistration']);
  expect(failedCriteria(result)).toEqual([
    expect.stringMatching(new RegExp(`^findRegistration: .*data/${MAX_POSITIONS - 1}/url`)),
  ]);
  expect(await listedUrls()).toEqual([...before, OWN_URL]);
});
