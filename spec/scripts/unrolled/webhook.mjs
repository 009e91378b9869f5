// The webhook-lifecycle workflow: register a URL for one event, find the registration in the list,
// delete it, and list again. The answer to a registration is not shown, so the id can only come
// from the list, which holds it at some position the reference does not order. A JSON pointer in
// a runtime expression is fixed text, so "the id of the item with this URL" becomes one goto per
// position and one delete step per position, each with its pointer written out. (Arazzo 1.1's
// Selector Object could pick it by URL in one step, but Redocly Respect 2.77 does not evaluate it:
// apps/docs/guides/check-a-real-environment.md, "Redocly's known issues".)
import { apiModel } from '@dispute-api/openapi-model';
import { loadBundle } from '../../load.mjs';
import { document, onBody } from './document.mjs';

/** Registrations the workflow looks through; one further down fails it before anything is deleted. */
const MAX_POSITIONS = 20;

const positions = Array.from({ length: MAX_POSITIONS }, (_, k) => k);
// A JSON-pointer condition, not a jsonpath one: the jsonpath library in Respect 2.77 never matches a
// comparison whose query has an index selector (`@.data[2].url`). A pointer past the end of the list
// reaches no value and fails its condition, and `||` stops at the first match, so position k is read
// only when positions 0..k-1 exist. In an action's criteria the URL is named through `$workflows`,
// since Respect gives those no `$inputs` (both in apps/docs/guides/check-a-real-environment.md,
// "Redocly's known issues").
const WORKFLOW_ID = 'webhookLifecycle';
const atPosition = (k, url = '$inputs.url') => `$response.body#/data/${k}/url == ${url}`;
const ACTION_URL = `$workflows.${WORKFLOW_ID}.inputs.url`;
const succeeded = { condition: '$statusCode >= 200 && $statusCode < 300' };

/** The event of the registration example in the bundle, the workflow's default event. */
function exampleEvent(model) {
  const media = model.operation('post', '/webhooks')?.requestBody?.content.get('application/json');
  return media?.examples.values().next().value?.event;
}

/** The workflow for a version with the three webhook operations, else none. */
export function webhookWorkflows(version) {
  const model = apiModel(loadBundle(version));
  const routes = [
    ['get', '/webhooks'],
    ['post', '/webhooks'],
    ['delete', '/webhooks/{id}'],
  ];
  if (routes.some(([method, path]) => model.operation(method, path) === undefined)) return [];
  const steps = [
    {
      stepId: 'register',
      description: 'Register the event for the URL. The success code and body are not shown.',
      operationId: 'createWebhook',
      requestBody: {
        contentType: 'application/json',
        payload: { event: '$inputs.event', url: '$inputs.url' },
      },
      successCriteria: [succeeded],
    },
    {
      stepId: 'findRegistration',
      description:
        `List the registrations: exactly one has the URL, with the registered event, and it is ` +
        `among the first ${MAX_POSITIONS} listed. Go to the delete step of its position.`,
      operationId: 'listWebhooks',
      successCriteria: [
        { condition: '$statusCode == 200' },
        onBody('$[?count(@.data[?@.url == {$inputs.url} && @.event == {$inputs.event}]) == 1]'),
        { condition: positions.map((k) => atPosition(k)).join(' || ') },
      ],
      onSuccess: positions.map((k) => ({
        name: `listedAt${k}`,
        type: 'goto',
        stepId: `deleteAt${k}`,
        criteria: [{ condition: atPosition(k, ACTION_URL) }],
      })),
      outputs: { registrations: '$response.body#/data' },
    },
    {
      stepId: 'checkDeleted',
      description:
        'List the registrations again; none has the URL any more. It comes before the delete ' +
        'steps, which reach it by goto, so that a run that found no position would fail here ' +
        'rather than delete the first registration listed.',
      operationId: 'listWebhooks',
      successCriteria: [
        { condition: '$statusCode == 200' },
        onBody('$[?count(@.data[?@.url == {$inputs.url}]) == 0]'),
      ],
      onSuccess: [{ name: 'done', type: 'end' }],
    },
    ...positions.map((k) => ({
      stepId: `deleteAt${k}`,
      description: `Delete the registration listed at position ${k} (counting from 0). The success code and body are not shown.`,
      operationId: 'deleteWebhook',
      parameters: [
        { name: 'id', in: 'path', value: `$steps.findRegistration.outputs.registrations#/${k}/id` },
      ],
      successCriteria: [succeeded],
      onSuccess: [{ name: 'deleted', type: 'goto', stepId: 'checkDeleted' }],
    })),
  ];
  const doc = document({
    title: 'Register, list and delete a webhook',
    summary: 'Register one event for a URL, find the registration in the list, delete it.',
    description:
      `Webhooks are registered one event name per registration. The answer to a registration is ` +
      `not shown, so the workflow finds the new registration by listing the webhooks and looking ` +
      `for its URL, then deletes it and lists again to see that it is gone. The list's order is ` +
      `not stated: the workflow looks at each of the first ${MAX_POSITIONS} positions, with one ` +
      `delete step per position because a JSON pointer cannot be computed while the workflow runs, ` +
      `and fails without deleting anything when the URL is listed further down. Event payloads and ` +
      `which operation sends which event are not shown, so no delivery is awaited. It writes: a ` +
      `registration is created and deleted again.`,
    workflow: {
      workflowId: WORKFLOW_ID,
      summary: 'Register, find, delete and check a webhook registration.',
      steps,
      outputs: { registrations: '$steps.findRegistration.outputs.registrations' },
    },
    required: ['url'],
    inputs: {
      url: {
        type: 'string',
        description:
          'Target URL of the registration; use one that no other registration of the account has, ' +
          'since the workflow finds its registration by this URL.',
      },
      event: {
        type: 'string',
        default: exampleEvent(model),
        description: "The one event name of the registration (default: the spec's example).",
      },
    },
  });
  return [{ name: 'webhook-lifecycle', doc }];
}
