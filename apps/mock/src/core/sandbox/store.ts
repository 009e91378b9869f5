// The records of one space (the whole sandbox, or one key's copy with isolated keys): one state per
// version, built from the seed and rebuilt from it by `reset()`. Each version has its own records,
// also two versions of one shape (a version added by `pnpm version:add` starts from the same seed
// as the one it copies, and a write through one is not seen through the other): a record written
// through one version could not always be shown validly through another (the 2024-03-18 webhook
// events are an enumeration, the 2025-04-01 ones a plain string), and a copied version that later
// changes its contract must not show records written under the old one.
import type { Json } from './collection.js';
import type { OwnRecords } from './own-data.js';
import { idSource } from './prng.js';
import type { SeedRecords } from './seed/index.js';
import type { AnyShape } from './shape.js';
import type { SpecModel } from './spec-model.js';

/** What the store needs of one version: its shape, its bundle's model and its own data, if any. */
export interface VersionPlan {
  readonly shape: AnyShape;
  readonly model: SpecModel;
  readonly own: OwnRecords | undefined;
}

export interface Store {
  /** The state of one version, which its shape's handlers read and change. */
  state(version: string): unknown;
  /** Records per collection, by version. */
  counts(): Json;
  /** Back to the seeded state (or own data): same records, same ids for the next created ones. */
  reset(): void;
}

/** `seed()` makes the seed afresh, so that no two versions hold the same record objects. */
export function createStore(
  idSeed: number,
  plans: ReadonlyMap<string, VersionPlan>,
  seed: () => SeedRecords,
): Store {
  let states = new Map<string, unknown>();
  const build = () => {
    // One id stream for every version of the space, so that no two created records share an id.
    const ids = idSource(idSeed);
    states = new Map(
      [...plans].map(([version, { shape, model, own }]) => {
        const records = shape.seed(seed(), model);
        // Own records in place of the collections they name (copies, so that a reset restores them).
        for (const [name, list] of Object.entries(own ?? {})) if (list) records[name] = structuredClone(list);
        return [version, shape.state(records, ids)];
      }),
    );
  };
  build();
  return {
    state: (version) => states.get(version),
    counts: () =>
      Object.fromEntries(
        [...plans].map(([version, { shape }]) => [version, shape.counts(states.get(version))]),
      ),
    reset: build,
  };
}
