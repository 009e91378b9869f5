// A store in this process's memory: what the SQLite and PostgreSQL stores keep, in maps. The mock
// without `--store` does not use it (its spaces are the memory); tests do, to run two engines on one
// store as two instances would share a database, and to hold the other stores to the same answers.
import type { StoredChange } from '../sandbox/store.js';
import {
  promising,
  type SpaceChanges,
  type SpaceStore,
  type SpaceWrite,
  type StoredKey,
  type StoredSpace,
} from './space-store.js';

interface Row {
  revision: number;
  usedAt: number;
  changes: { basis: string; meta: SpaceChanges['meta']; records: Map<string, StoredChange> } | undefined;
}

const recordKey = (r: StoredChange) => `${r.version}\n${r.collection}\n${r.id}`;

export function createMemoryStore(): SpaceStore {
  const spaces = new Map<string, Row>();
  const keys = new Map<string, StoredKey>();
  let lastRevision = 0;
  const rowOf = (space: string) => {
    let row = spaces.get(space);
    if (!row) spaces.set(space, (row = { revision: 0, usedAt: 0, changes: undefined }));
    return row;
  };
  return promising({
    kind: 'memory',
    load(space): StoredSpace {
      const row = spaces.get(space);
      if (!row?.changes) return { revision: row?.revision ?? 0, changes: undefined };
      const { basis, meta, records } = row.changes;
      return {
        revision: row.revision,
        changes: { basis, meta: structuredClone(meta), records: [...records.values()] },
      };
    },
    revision: (space) => spaces.get(space)?.revision ?? 0,
    save(space, write: SpaceWrite) {
      const row = rowOf(space);
      if (row.revision !== write.revision) return undefined;
      const kept = row.changes?.basis === write.basis ? row.changes.records : new Map<string, StoredChange>();
      for (const record of write.records) kept.set(recordKey(record), structuredClone(record));
      row.changes = { basis: write.basis, meta: structuredClone(write.meta), records: kept };
      row.usedAt = write.at;
      return (row.revision = ++lastRevision);
    },
    clear(space) {
      const row = rowOf(space);
      row.changes = undefined;
      return (row.revision = ++lastRevision);
    },
    touch(space, at) {
      const row = spaces.get(space);
      if (row) row.usedAt = at;
    },
    removeIdle(before) {
      let removed = 0;
      for (const [space, row] of spaces)
        if (row.usedAt < before) {
          spaces.delete(space);
          removed++;
        }
      return removed;
    },
    count: () => spaces.size,
    keys: {
      add(key) {
        keys.set(key.id, { ...key });
      },
      find: (id) => keys.get(id),
      list: () => [...keys.values()],
      revoke(id, at) {
        const key = keys.get(id);
        if (!key) return false;
        keys.set(id, { ...key, revokedAt: key.revokedAt ?? at });
        return true;
      },
    },
    ping: () => undefined,
    close: () => undefined,
  });
}
