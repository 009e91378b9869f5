// The in-memory state of the stateful mode: one state per version, built from the seed and rebuilt
// from it by `reset()`. Versions do not share state: each answers in its own shape, and a record
// created through one version could not always be shown valid through the other (the 2024-03-18
// webhook events are an enumeration, the 2025-04-01 ones a plain string).
import { Collection, type Json } from './collection.js';
import { listItem } from './fixtures/disputes.js';
import { buildSeed, type CurrentSeed, type LegacySeed } from './fixtures/index.js';
import type { OwnData } from './own-data.js';
import { createRandom } from './prng.js';
import type { SpecModel } from './spec-model.js';

/** Ids of created records: 24 hex digits from their own seeded stream, so they repeat after a reset. */
export interface IdSource {
  next(taken: (id: string) => boolean): string;
}

function idSource(seed: number): IdSource {
  const random = createRandom(seed ^ 0x5bd1e995);
  return {
    next(taken) {
      let id = random.id();
      while (taken(id)) id = random.id();
      return id;
    },
  };
}

export interface CurrentState {
  readonly alerts: Collection;
  /** In the single-dispute shape; list answers project the flat members. */
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

export interface LegacyState {
  /** In the mock's 2024-03-18 list-item shape. */
  readonly disputes: Collection;
  readonly webhooks: Collection;
  readonly received: { disputeEvidence: Json[] };
  readonly ids: IdSource;
}

export interface Store {
  readonly seed: number;
  readonly current: CurrentState;
  readonly legacy: LegacyState;
  /** Back to the seeded state: same records, same ids for the next created ones. */
  reset(): void;
}

/** The seed data with own records put in place of the collections they name (copies, so a reset restores them). */
function seedData(seed: number, current: SpecModel, legacy: SpecModel | undefined, own: OwnData) {
  const data = buildSeed(seed, current, legacy);
  for (const [name, records] of Object.entries(own.current ?? {}))
    if (records) data.current[name as keyof CurrentSeed] = structuredClone(records);
  if (data.legacy)
    for (const [name, records] of Object.entries(own.legacy ?? {}))
      if (records) data.legacy[name as keyof LegacySeed] = structuredClone(records);
  return data;
}

export function createStore(
  seed: number,
  current: SpecModel,
  legacy: SpecModel | undefined,
  own: OwnData = {},
): Store {
  let state: { current: CurrentState; legacy: LegacyState };
  const build = () => {
    const data = seedData(seed, current, legacy, own);
    const ids = idSource(seed);
    state = {
      current: {
        alerts: new Collection(data.current.alerts),
        disputes: new Collection(data.current.disputes, listItem),
        accounts: new Collection(data.current.accounts),
        evidence: new Collection(data.current.evidence),
        evidenceDue: new Map(),
        webhooks: new Collection(data.current.webhooks),
        received: {
          disputeEvidence: [],
          customerCommunications: [],
          dataSubjectRemovals: [],
          disputeUpdates: [],
        },
        ids,
      },
      legacy: {
        disputes: new Collection(data.legacy?.disputes ?? []),
        webhooks: new Collection(data.legacy?.webhooks ?? []),
        received: { disputeEvidence: [] },
        ids,
      },
    };
  };
  build();
  return {
    seed,
    get current() {
      return state.current;
    },
    get legacy() {
      return state.legacy;
    },
    reset: build,
  };
}
