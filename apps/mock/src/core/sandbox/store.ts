// The records of one space (the whole sandbox, or one key's copy with isolated keys): one state per
// version, made from the version's starting records and made again from them by `reset()`. Each
// version has its own records, also two versions of one shape (a version added by `pnpm
// version:add` starts from the same seed as the one it copies, and a write through one is not seen
// through the other): a record written through one version could not always be shown validly
// through another (the 2024-03-18 webhook events are an enumeration, the 2025-04-01 ones a plain
// string), and a copied version that later changes its contract must not show records written
// under the old one. The starting records are shared by every store and never written to
// (collection.ts copies on write), so a new store or a reset copies nothing.
import { RecordList, type Json } from './collection.js';
import type { OwnRecords } from './own-data.js';
import { idSource } from './prng.js';
import type { SeedRecords } from './seed/index.js';
import type { AnyShape, RecordLists } from './shape.js';
import type { SpecModel } from './spec-model.js';

/** What the store needs of one version: its shape, its bundle's model and its own data, if any. */
export interface VersionPlan {
  readonly shape: AnyShape;
  readonly model: SpecModel;
  readonly own: OwnRecords | undefined;
}

/** A version's shape with the records its state starts from. */
export interface VersionStart {
  readonly shape: AnyShape;
  readonly records: RecordLists;
}

export interface Store {
  /** The state of one version, which its shape's handlers read and change. */
  state(version: string): unknown;
  /** Records per collection, by version. */
  counts(): Json;
  /** Back to the seeded state (or own data): same records, same ids for the next created ones. */
  reset(): void;
}

/** A version's starting records: the seed in its shape's form, own records in place of the collections they name. */
export function versionStart({ shape, model, own }: VersionPlan, seed: SeedRecords): VersionStart {
  const records: RecordLists = Object.fromEntries(
    Object.entries(shape.seed(seed, model)).map(([name, list]) => [name, new RecordList(list)]),
  );
  for (const [name, list] of Object.entries(own ?? {})) if (list) records[name] = list;
  return { shape, records };
}

export function createStore(idSeed: number, starts: ReadonlyMap<string, VersionStart>): Store {
  let states = new Map<string, unknown>();
  const build = () => {
    // One id stream for every version of the space, so that no two created records share an id.
    const ids = idSource(idSeed);
    states = new Map(
      [...starts].map(([version, { shape, records }]) => [version, shape.state(records, ids)]),
    );
  };
  build();
  return {
    state: (version) => states.get(version),
    counts: () =>
      Object.fromEntries(
        [...starts].map(([version, { shape }]) => [version, shape.counts(states.get(version))]),
      ),
    reset: build,
  };
}
