// The flat-disputes shape (2024-03-18): the dispute list is `{totalCount, hasMore, data}` with
// filters and no paging, and disputes are created with a flat camelCase payload. Its records are the
// seed's disputes as items of that list (the same service seen through an older contract) and the
// webhooks of the version's own examples.
import { flatListItem } from '../seed/disputes.js';
import { webhooksOf } from '../seed/index.js';
import { defineShape, schemaMembers } from '../shape.js';
import { flatHandlers } from './handlers.js';
import { flatState } from './state.js';

export const flatDisputes = defineShape({
  name: 'flat-disputes',
  shows: '`DisputeList` with `totalCount`, `hasMore` and `data`',
  detect(document) {
    const members = schemaMembers(document, 'DisputeList');
    return ['totalCount', 'hasMore', 'data'].every((m) => m in members) && !('pagination' in members);
  },
  collections: {
    disputes: { operationId: 'listDisputes', member: 'data' },
    webhooks: { operationId: 'listWebhooks', member: 'data' },
  },
  seed: (records, model) => ({ disputes: records.disputes.map(flatListItem), webhooks: webhooksOf(model) }),
  state: flatState,
  collectionsOf: ({ disputes, webhooks }) => ({ disputes, webhooks }),
  handlers: flatHandlers,
});
