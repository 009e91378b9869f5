// The Respect issues that shaped webhook-lifecycle (apps/docs/guides/check-a-real-environment.md,
// "Redocly's known issues", items 4, 7 and 8), each shown on a two-step workflow against the sandbox's seeded webhook list.
// Each test states the faulty behaviour and its workaround side by side, so it fails once Respect
// is fixed and the workaround can go.
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startMock, type RunningMock } from '@dispute-api/mock';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { DEV_KEY, respect } from './respect.js';

const require = createRequire(import.meta.url);
const VERSION = '2025-04-01';
const WORKFLOW_ID = 'probe';

let sandbox: RunningMock;
let dir: string;
let firstUrl: string;
beforeAll(async () => {
  sandbox = await startMock({ port: 0, stateful: true, logLevel: 'silent' });
  dir = scratchDir('respect-issues');
  const answer = await fetch(`${sandbox.baseUrls[VERSION]}/webhooks`, { headers: { 'x-api-key': DEV_KEY } });
  firstUrl = ((await answer.json()) as { data: { url: string }[] }).data[0].url;
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a workflow of a `listWebhooks` step (`list`) followed by the given steps. */
async function probe(
  name: string,
  list: Record<string, unknown>,
  next: Record<string, unknown>[],
  arazzo = '1.0.1',
) {
  const file = join(dir, `${name}.arazzo.yaml`);
  const doc = {
    arazzo,
    info: { title: name, version: '1.0.0' },
    sourceDescriptions: [
      { name: 'disputeApi', url: require.resolve(`@dispute-api/spec/${VERSION}.yaml`), type: 'openapi' },
    ],
    workflows: [
      {
        workflowId: WORKFLOW_ID,
        inputs: { type: 'object', properties: { apiKey: { type: 'string' }, url: { type: 'string' } } },
        parameters: [{ name: 'x-api-key', in: 'header', value: '$inputs.apiKey' }],
        steps: [{ stepId: 'list', operationId: 'listWebhooks', ...list }, ...next],
      },
    ],
  };
  writeFileSync(file, stringify(doc));
  const result = await respect(file, {
    server: `disputeApi=${sandbox.baseUrls[VERSION]}`,
    inputs: { apiKey: DEV_KEY, url: firstUrl },
  });
  return { result, stepIds: result.steps.map((s) => s.stepId) };
}

const listAgain = (stepId: string, extra: Record<string, unknown> = {}) => ({
  stepId,
  operationId: 'listWebhooks',
  onSuccess: [{ name: 'stop', type: 'end' }],
  ...extra,
});

it('4: a Selector Object output reaches the next step as an object', async () => {
  const { result } = await probe(
    'selector',
    { outputs: { id: { context: '$response.body', selector: '$.data[0].id', type: 'jsonpath' } } },
    [
      {
        stepId: 'remove',
        operationId: 'deleteWebhook',
        parameters: [{ name: 'id', in: 'path', value: '$steps.list.outputs.id' }],
      },
    ],
    '1.1.0',
  );
  expect(result.steps.find((s) => s.stepId === 'remove')?.request.url).toMatch(
    /\/webhooks\/\[object(%20| )Object\]$/,
  );
});

it('7: an action criterion sees no $inputs, but sees $workflows.<id>.inputs', async () => {
  const gotoWhen = (condition: string) => ({
    onSuccess: [{ name: 'matched', type: 'goto', stepId: 'matched', criteria: [{ condition }] }],
  });
  const steps = [listAgain('fellThrough'), listAgain('matched')];
  const viaInputs = await probe('inputs', gotoWhen('$response.body#/data/0/url == $inputs.url'), steps);
  expect(viaInputs.stepIds).toEqual(['list', 'fellThrough']);
  const viaWorkflows = await probe(
    'workflows',
    gotoWhen(`$response.body#/data/0/url == $workflows.${WORKFLOW_ID}.inputs.url`),
    steps,
  );
  expect(viaWorkflows.stepIds).toEqual(['list', 'matched']);
});

it('8: a jsonpath comparison with an index selector never holds; the JSON pointer form does', async () => {
  const criteria = (condition: Record<string, unknown>) => ({ successCriteria: [condition] });
  const jsonpath = await probe(
    'jsonpath',
    criteria({
      context: '$response.body',
      type: 'jsonpath',
      condition: '$[?@.data[0].url == {$inputs.url}]',
    }),
    [],
  );
  expect(jsonpath.result.status).toBe(1);
  expect(jsonpath.result.steps[0].checks.filter((c) => !c.passed).map((c) => c.message)).toEqual([
    expect.stringContaining('@.data[0].url == {$inputs.url}'),
  ]);
  const pointer = await probe(
    'pointer',
    criteria({ condition: '$response.body#/data/0/url == $inputs.url' }),
    [],
  );
  expect(pointer.result.status, pointer.result.output).toBe(0);
});
