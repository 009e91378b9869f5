// The state of one flat-disputes version: its collections and what its writes keep.
import { Collection, type Json } from '../collection.js';
import type { IdSource } from '../prng.js';
import type { RecordLists } from '../shape.js';

export interface FlatState {
  /** Items of the flat list (`flatListItem`). */
  readonly disputes: Collection;
  readonly webhooks: Collection;
  readonly received: { disputeEvidence: Json[] };
  readonly ids: IdSource;
}

export const flatState = (records: RecordLists, ids: IdSource): FlatState => ({
  disputes: new Collection(records.disputes),
  webhooks: new Collection(records.webhooks),
  received: { disputeEvidence: [] },
  ids,
});
