// The paged-disputes shape (2025-04-01): the dispute list pages by zero-based page index with a
// `pagination` object, and disputes, alerts, platform accounts and evidence are resources of their
// own. Its records are the seed as it is, plus the webhooks of the version's own examples.
import { webhooksOf } from '../seed/index.js';
import { defineShape, schemaMembers } from '../shape.js';
import { pagedHandlers } from './handlers.js';
import { pagedKept, pagedState } from './state.js';

export const pagedDisputes = defineShape({
  name: 'paged-disputes',
  shows: '`DisputeList` with a `pagination` object',
  detect: (document) => 'pagination' in schemaMembers(document, 'DisputeList'),
  collections: {
    alerts: { operationId: 'listAlerts', member: 'alerts' },
    disputes: { operationId: 'getDispute' },
    accounts: { operationId: 'getAccount' },
    evidence: { operationId: 'getEvidence' },
    webhooks: { operationId: 'listWebhooks', member: 'data' },
  },
  seed: (records, model) => ({ ...records, webhooks: webhooksOf(model) }),
  state: pagedState,
  collectionsOf: ({ alerts, disputes, accounts, evidence, webhooks }) => ({
    alerts,
    disputes,
    accounts,
    evidence,
    webhooks,
  }),
  kept: pagedKept,
  handlers: pagedHandlers,
});
