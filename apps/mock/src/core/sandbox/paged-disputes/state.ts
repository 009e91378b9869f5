// The state of one paged-disputes version: its collections and what its writes keep.
import { Collection, type Json } from '../collection.js';
import type { IdSource } from '../prng.js';
import { listItem } from '../seed/disputes.js';
import type { Kept, RecordLists } from '../shape.js';

export interface PagedState {
  readonly alerts: Collection;
  /** In the single-dispute form; list answers show the flat members (`listItem`). */
  readonly disputes: Collection;
  readonly accounts: Collection;
  readonly evidence: Collection;
  /** Evidence still `in_progress`, with the time (epoch ms) it completes. */
  readonly evidenceDue: Map<string, number>;
  readonly webhooks: Collection;
  /** What write operations without a read counterpart were given, kept for inspection and tests. */
  readonly received: {
    disputeEvidence: Json[];
    customerCommunications: Json[];
    dataSubjectRemovals: unknown[];
    disputeUpdates: Json[];
  };
  readonly ids: IdSource;
}

export const pagedState = (records: RecordLists, ids: IdSource): PagedState => ({
  alerts: new Collection(records.alerts),
  disputes: new Collection(records.disputes, listItem),
  accounts: new Collection(records.accounts),
  evidence: new Collection(records.evidence),
  evidenceDue: new Map(),
  webhooks: new Collection(records.webhooks),
  received: { disputeEvidence: [], customerCommunications: [], dataSubjectRemovals: [], disputeUpdates: [] },
  ids,
});

/** Evidence still `in_progress` survives a reload with its due time, so it completes when it would have. */
export const pagedKept: Kept<PagedState> = {
  save: (state) => Object.fromEntries(state.evidenceDue),
  restore(state, saved) {
    if (saved === null || typeof saved !== 'object') return 'evidence due times must be an object';
    for (const [id, due] of Object.entries(saved)) {
      if (!state.evidence.has(id) || typeof due !== 'number')
        return `evidence ${id} has no record or no due time`;
      state.evidenceDue.set(id, due);
    }
    return undefined;
  },
};
