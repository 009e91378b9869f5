// What the unrolled workflows share: the access-key input and header, the jsonpath criterion over a
// body, and the Arazzo document around one workflow.

const apiKeyInput = {
  type: 'string',
  format: 'password',
  description: 'The API Access Key, sent as `x-api-key`. Request signing must be off for it.',
};

/** A jsonpath criterion over the answer's body, as the Arazzo Criterion Object states it. */
export const onBody = (condition) => ({ context: '$response.body', type: 'jsonpath', condition });

/** One workflow in its document; `inputs` and `required` add to the access key. */
export function document({ title, summary, description, workflow, inputs = {}, required = [] }) {
  const { workflowId, summary: workflowSummary, steps, outputs } = workflow;
  return {
    arazzo: '1.0.1',
    info: { title, summary, description, version: '1.0.0' },
    sourceDescriptions: [{ name: 'disputeApi', url: '../openapi.yaml', type: 'openapi' }],
    workflows: [
      {
        workflowId,
        summary: workflowSummary,
        inputs: {
          type: 'object',
          required: ['apiKey', ...required],
          properties: { apiKey: apiKeyInput, ...inputs },
        },
        parameters: [{ name: 'x-api-key', in: 'header', value: '$inputs.apiKey' }],
        steps,
        outputs,
      },
    ],
  };
}
