// The seam under the spaces: where a space's records live beyond the process. Without a store (the
// default) every space lives in memory, as it always did, and nothing here is used. With one
// (`--store sqlite:FILE`, `--store postgres://…`, node/store/), a space is its seed plus the changes
// its writes made, and the store keeps only those changes, so a space never written costs nothing
// in it (in PostgreSQL, a row with no records while its lease runs). Every store keeps a revision
// per space, which each saved write raises: a process that holds a space in memory asks for the
// revision to know whether another process wrote since (unless it holds the space's lease:
// SpaceLeases), and a write saved on a revision that is no longer current is refused, so that no
// update is lost.
// Revisions come from one counter for the whole store, so a number is never given twice, also to a
// space removed and written again (else a process holding the old copy would take it as current).
// Nothing else in the mock knows which store it has.
import type { StoredChange, StoredMeta } from '../sandbox/store.js';

/** What the writes of a space changed since its seed. */
export interface SpaceChanges {
  /** What the records were made from (seed, own data), so that a sandbox made otherwise drops them. */
  readonly basis: string;
  readonly meta: StoredMeta;
  readonly records: readonly StoredChange[];
}

/** A space as a store holds it: its revision (0 when never written), and its changes, if any. */
export interface StoredSpace {
  readonly revision: number;
  readonly changes: SpaceChanges | undefined;
}

/** A write to save: the changes of one request, made on `revision` of the space at `at` (epoch ms). */
export interface SpaceWrite extends SpaceChanges {
  readonly revision: number;
  readonly at: number;
}

/** A sandbox key as the store keeps it: an id and a label, never the key or its secret (node/keys.ts). */
export interface StoredKey {
  readonly id: string;
  readonly label: string;
  /** Whether every request with this key must be signed with its secret key. */
  readonly signed: boolean;
  readonly createdAt: number;
  readonly revokedAt: number | null;
}

export interface SpaceStore {
  /** `sqlite` or `postgres`, for messages and metrics. */
  readonly kind: string;
  /** The stored space: revision 0 and no changes when it was never written (or was removed). */
  load(space: string): Promise<StoredSpace>;
  /** The space's revision: 0 when it was never written. */
  revision(space: string): Promise<number>;
  /**
   * The same, at once, from a store in this process (SQLite, memory): a read then asks without a
   * round trip through promises, which cost a sandbox read about as much as the rest of it.
   */
  readonly revisionNow?: (space: string) => number;
  /**
   * Saves a write, with the changed records replacing their earlier rows; returns the space's new
   * revision, or undefined (nothing saved) when the stored revision is no longer `write.revision`.
   */
  save(space: string, write: SpaceWrite): Promise<number | undefined>;
  /**
   * Removes the changes of a space (a reset: its seed again); returns its new revision, or
   * undefined (nothing removed) when the store has leases and this process no longer holds the space's.
   */
  clear(space: string): Promise<number | undefined>;
  /** Marks a stored space used at `at` (epoch ms), for `removeIdle`; a space never written has no row to mark. */
  touch(space: string, at: number): Promise<void>;
  /** Removes the spaces last used before `before` (epoch ms); returns how many. */
  removeIdle(before: number): Promise<number>;
  /** How many spaces are stored. */
  count(): Promise<number>;
  readonly keys: {
    add(key: StoredKey): Promise<void>;
    find(id: string): Promise<StoredKey | undefined>;
    list(): Promise<StoredKey[]>;
    /** Marks a key revoked at `at`; false when there is no such key. */
    revoke(id: string, at: number): Promise<boolean>;
  };
  /** Leases, in a store that other processes write too (PostgreSQL); see SpaceLeases. */
  readonly leases?: SpaceLeases;
  /** Resolves when the store answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * While a process holds a space's lease, no other process can save or clear the space, so the
 * process's copy stays current without asking (node/store/leases.ts). A save or clear made without
 * the lease is refused as one made on an old revision is.
 */
export interface SpaceLeases {
  /** Whether this process holds the space's lease now (and renews it when it is ending). */
  holds(space: string): boolean;
  /**
   * Asks for the space's revision and takes its lease at the same time when it can. For a read,
   * only when it is free; for a write, it waits until the process that holds it lets go.
   */
  take(space: string, write: boolean): Promise<number>;
}

/** A store whose calls finish at once (in memory, SQLite): the same calls, without promises. */
export type SyncSpaceStore = {
  readonly [K in Exclude<keyof SpaceStore, 'keys' | 'kind' | 'revisionNow' | 'leases'>]: (
    ...args: Parameters<SpaceStore[K]>
  ) => Awaited<ReturnType<SpaceStore[K]>>;
} & {
  readonly kind: string;
  readonly keys: {
    readonly [K in keyof SpaceStore['keys']]: (
      ...args: Parameters<SpaceStore['keys'][K]>
    ) => Awaited<ReturnType<SpaceStore['keys'][K]>>;
  };
};

/** A store of calls that finish at once, as the promises every store gives (a throw, a rejection). */
export function promising(store: SyncSpaceStore): SpaceStore {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): Promise<R> => {
      try {
        return Promise.resolve(call(...args));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  const { kind, keys, ...calls } = store;
  const wrapAll = <T extends object>(object: T) =>
    Object.fromEntries(
      Object.entries(object).map(([name, call]) => [name, wrap(call as (...args: unknown[]) => unknown)]),
    );
  return {
    kind,
    ...wrapAll(calls),
    keys: wrapAll(keys),
    revisionNow: store.revision,
  } as unknown as SpaceStore;
}
