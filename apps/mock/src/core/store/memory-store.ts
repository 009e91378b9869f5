// A store in this process's memory: what the SQLite and PostgreSQL stores keep, in maps. The mock
// without `--store` does not use it (its spaces are the memory); tests do, to run two engines on one
// store as two instances would share a database, and to hold the other stores to the same answers.
import type { StoredChange } from '../sandbox/store.js';
import type { SpaceChanges, SpaceStore, SpaceWrite, StoredKey, StoredSpace } from './space-store.js';

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
  return {
    kind: 'memory',
    shared: true,
    async load(space): Promise<StoredSpace> {
      const row = spaces.get(space);
      if (!row?.changes) return { revision: row?.revision ?? 0, changes: undefined };
      const { basis, meta, records } = row.changes;
      return {
        revision: row.revision,
        changes: { basis, meta: structuredClone(meta), records: [...records.values()] },
      };
    },
    revision: async (space) => spaces.get(space)?.revision ?? 0,
    async save(space, write: SpaceWrite) {
      const row = rowOf(space);
      if (row.revision !== write.revision) return undefined;
      const kept = row.changes?.basis === write.basis ? row.changes.records : new Map<string, StoredChange>();
      for (const record of write.records) kept.set(recordKey(record), structuredClone(record));
      row.changes = { basis: write.basis, meta: structuredClone(write.meta), records: kept };
      row.usedAt = write.at;
      return (row.revision = ++lastRevision);
    },
    async clear(space) {
      const row = rowOf(space);
      row.changes = undefined;
      return (row.revision = ++lastRevision);
    },
    async touch(space, at) {
      const row = spaces.get(space);
      if (row) row.usedAt = at;
    },
    async removeIdle(before) {
      let removed = 0;
      for (const [space, row] of spaces)
        if (row.usedAt < before) {
          spaces.delete(space);
          removed++;
        }
      return removed;
    },
    count: async () => spaces.size,
    keys: {
      async add(key) {
        keys.set(key.id, { ...key });
      },
      find: async (id) => keys.get(id),
      list: async () => [...keys.values()],
      async revoke(id, at) {
        const key = keys.get(id);
        if (!key) return false;
        keys.set(id, { ...key, revokedAt: key.revokedAt ?? at });
        return true;
      },
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
}
