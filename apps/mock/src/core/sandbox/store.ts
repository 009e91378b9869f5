// The records of one space (the whole sandbox, or one key's copy with isolated keys): one state per
// version, built from the seed and rebuilt from it by `reset()`. Each version has its own records,
// also two versions of one shape (a version added by `pnpm version:add` starts from the same seed
// as the one it copies, and a write through one is not seen through the other): a record written
// through one version could not always be shown validly through another (the 2024-03-18 webhook
// events are an enumeration, the 2025-04-01 ones a plain string), and a copied version that later
// changes its contract must not show records written under the old one.
import type { Json } from './collection.js';
import type { OwnRecords } from './own-data.js';
import { idSource, type IdSource } from './prng.js';
import type { SeedRecords } from './seed/index.js';
import type { AnyShape, Records, RecordsView } from './shape.js';
import type { SpecModel } from './spec-model.js';

/** What the store needs of one version: its shape, its bundle's model and its own data, if any. */
export interface VersionPlan {
  readonly shape: AnyShape;
  readonly model: SpecModel;
  readonly own: OwnRecords | undefined;
}

/** Records per collection, by version: `{ "2025-04-01": { "alerts": 137, … }, … }`. */
export type Counts = Record<string, Record<string, number>>;

/** A store as JSON, for a page reload (`persist`): each version's records and what its shape keeps. */
export interface StoreSnapshot {
  /** How many ids the space's stream has drawn, so that new ids go on where they stopped. */
  ids: number;
  versions: Record<string, { records: RecordsView; kept?: Json }>;
}

export interface Store {
  /** The state of one version, which its shape's handlers read and change. */
  state(version: string): unknown;
  counts(): Counts;
  /** Back to the seeded state (or own data): same records, same ids for the next created ones. */
  reset(): void;
  snapshot(): StoreSnapshot;
  /**
   * Replaces every version's state with a snapshot's, whose records are already checked against the
   * contract; returns why what a shape keeps besides does not fit (the store is then reset), or [].
   */
  restore(snapshot: {
    ids: number;
    versions: Record<string, { records: Records; kept?: unknown }>;
  }): string[];
}

/** `seed()` makes the seed afresh, so that no two versions hold the same record objects. */
export function createStore(
  idSeed: number,
  plans: ReadonlyMap<string, VersionPlan>,
  seed: () => SeedRecords,
): Store {
  let states = new Map<string, unknown>();
  let ids: IdSource;
  // One id stream for every version of the space, so that no two created records share an id.
  const build = (recordsOf: (version: string, plan: VersionPlan) => Records, drawn = 0) => {
    ids = idSource(idSeed, drawn);
    states = new Map(
      [...plans].map(([version, plan]) => [version, plan.shape.state(recordsOf(version, plan), ids)]),
    );
  };
  const seeded = (_version: string, { shape, model, own }: VersionPlan) => {
    const records = shape.seed(seed(), model);
    // Own records in place of the collections they name (copies, so that a reset restores them).
    for (const [name, list] of Object.entries(own ?? {})) if (list) records[name] = structuredClone(list);
    return records;
  };
  const recordsOf = (version: string) => plans.get(version)!.shape.records(states.get(version));
  build(seeded);
  return {
    state: (version) => states.get(version),
    counts: () =>
      Object.fromEntries(
        [...plans.keys()].map((version) => [
          version,
          Object.fromEntries(Object.entries(recordsOf(version)).map(([name, list]) => [name, list.length])),
        ]),
      ),
    reset: () => build(seeded),
    snapshot: () => ({
      ids: ids.drawn,
      versions: Object.fromEntries(
        [...plans].map(([version, { shape }]) => {
          const kept = shape.kept?.save(states.get(version));
          return [version, { records: recordsOf(version), ...(kept === undefined ? {} : { kept }) }];
        }),
      ),
    }),
    restore(snapshot) {
      build((version) => snapshot.versions[version]!.records, snapshot.ids);
      const problems = [...plans].flatMap(([version, { shape }]) => {
        const problem = shape.kept?.restore(states.get(version), snapshot.versions[version]!.kept);
        return problem === undefined ? [] : [`version ${version}: ${problem}`];
      });
      if (problems.length > 0) build(seeded);
      return problems;
    },
  };
}
