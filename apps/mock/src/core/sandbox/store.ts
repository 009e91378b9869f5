// The records of one space (the whole sandbox, or one key's copy with isolated keys): one state per
// version, made from the version's starting records and made again from them by `reset()`. Each
// version has its own records, also two versions of one shape (a version added by `pnpm
// version:add` starts from the same seed as the one it copies, and a write through one is not seen
// through the other): a record written through one version could not always be shown validly
// through another (the 2024-03-18 webhook events are an enumeration, the 2025-04-01 ones a plain
// string), and a copied version that later changes its contract must not show records written
// under the old one. The starting records are shared by every store and never written to
// (collection.ts copies on write), so a new store or a reset copies nothing.
import { RecordList, type Json, type RecordChange } from './collection.js';
import type { OwnRecords } from './own-data.js';
import { idSource, type IdSource } from './prng.js';
import type { SeedRecords } from './seed/index.js';
import type { AnyShape, RecordLists, Records, RecordsView } from './shape.js';
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

/** Records per collection, by version: `{ "2025-04-01": { "alerts": 137, … }, … }`. */
export type Counts = Record<string, Record<string, number>>;

/** A store as JSON, for a page reload (`persist`): each version's records and what its shape keeps. */
export interface StoreSnapshot {
  /** How many ids the space's stream has drawn, so that new ids go on where they stopped. */
  ids: number;
  versions: Record<string, { records: RecordsView; kept?: Json }>;
}

/** One record's change as a durable store keeps it: its version and collection, with the change. */
export interface StoredChange extends RecordChange {
  readonly version: string;
  readonly collection: string;
}

/** What a durable store keeps of a space besides its records: the ids drawn and what each shape keeps. */
export interface StoredMeta {
  ids: number;
  kept: Record<string, Json>;
}

/** What a request changed in a store, for a durable store to save. */
export interface StoreChanges {
  records: StoredChange[];
  meta: StoredMeta;
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
  /** From now on, remembers which records change, for `takeChanges` (a durable store follows it). */
  followChanges(): void;
  /** What changed since the last call, or undefined when nothing did. */
  takeChanges(): StoreChanges | undefined;
  /**
   * Back to the seed, then a durable store's changes put back on it; returns why what a shape keeps
   * does not fit (the store is then left at the seed), or [].
   */
  replay(records: readonly StoredChange[], meta: StoredMeta): string[];
}

/** A version's starting records: the seed in its shape's form, own records in place of the collections they name. */
export function versionStart({ shape, model, own }: VersionPlan, seed: SeedRecords): VersionStart {
  const records = listsOf(shape.seed(seed, model));
  for (const [name, list] of Object.entries(own ?? {})) if (list) records[name] = list;
  return { shape, records };
}

const listsOf = (records: Records): RecordLists =>
  Object.fromEntries(Object.entries(records).map(([name, list]) => [name, new RecordList(list)]));

/** Puts back what each version's shape keeps besides its records; returns why some does not fit. */
function restoreKept(
  starts: ReadonlyMap<string, VersionStart>,
  states: ReadonlyMap<string, unknown>,
  savedOf: (version: string) => unknown,
): string[] {
  return [...starts].flatMap(([version, { shape }]) => {
    const problem = shape.kept?.restore(states.get(version), savedOf(version));
    return problem === undefined ? [] : [`version ${version}: ${problem}`];
  });
}

/** What each version's shape keeps besides its records, by version (those that keep nothing left out). */
const savedKept = (starts: ReadonlyMap<string, VersionStart>, states: ReadonlyMap<string, unknown>) =>
  Object.fromEntries(
    [...starts].flatMap(([version, { shape }]) => {
      const kept = shape.kept?.save(states.get(version));
      return kept === undefined ? [] : [[version, kept]];
    }),
  ) as Record<string, Json>;

export function createStore(idSeed: number, starts: ReadonlyMap<string, VersionStart>): Store {
  let states = new Map<string, unknown>();
  let ids: IdSource;
  let following = false;
  const collectionsOf = (version: string) => starts.get(version)!.shape.collectionsOf(states.get(version));
  // One id stream for every version of the space, so that no two created records share an id.
  const build = (recordsOf: (version: string, start: VersionStart) => RecordLists, drawn = 0) => {
    ids = idSource(idSeed, drawn);
    states = new Map(
      [...starts].map(([version, start]) => [version, start.shape.state(recordsOf(version, start), ids)]),
    );
    follow();
  };
  const follow = () => {
    if (!following) return;
    for (const version of starts.keys())
      for (const collection of Object.values(collectionsOf(version))) collection.followChanges();
  };
  const seeded = (_version: string, start: VersionStart) => start.records;
  const recordsOf = (version: string): RecordsView =>
    Object.fromEntries(Object.entries(collectionsOf(version)).map(([name, list]) => [name, list.all()]));
  const keptOf = () => savedKept(starts, states);
  /** Puts back what the shapes keep on the state just built; back to the seed when that does not fit. */
  const withKept = (savedOf: (version: string) => unknown) => {
    const problems = restoreKept(starts, states, savedOf);
    if (problems.length > 0) build(seeded);
    return problems;
  };
  build(seeded);
  return {
    state: (version) => states.get(version),
    counts: () =>
      Object.fromEntries(
        [...starts.keys()].map((version) => [
          version,
          Object.fromEntries(Object.entries(recordsOf(version)).map(([name, list]) => [name, list.length])),
        ]),
      ),
    reset: () => build(seeded),
    snapshot: () => {
      const kept = keptOf();
      return {
        ids: ids.drawn,
        versions: Object.fromEntries(
          [...starts.keys()].map((version) => [
            version,
            { records: recordsOf(version), ...(kept[version] === undefined ? {} : { kept: kept[version] }) },
          ]),
        ),
      };
    },
    restore(snapshot) {
      build((version) => listsOf(snapshot.versions[version]!.records), snapshot.ids);
      return withKept((version) => snapshot.versions[version]!.kept);
    },
    followChanges() {
      following = true;
      follow();
    },
    takeChanges() {
      const records = [...starts.keys()].flatMap((version) =>
        Object.entries(collectionsOf(version)).flatMap(([collection, list]) =>
          list.takeChanges().map((change) => ({ version, collection, ...change })),
        ),
      );
      return records.length === 0 ? undefined : { records, meta: { ids: ids.drawn, kept: keptOf() } };
    },
    replay(records, meta) {
      build(seeded, meta.ids);
      for (const version of starts.keys())
        for (const [name, collection] of Object.entries(collectionsOf(version)))
          collection.replay(records.filter((r) => r.version === version && r.collection === name));
      return withKept((version) => meta.kept[version] ?? {});
    },
  };
}
