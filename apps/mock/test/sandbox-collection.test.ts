// A sandbox collection (collection.ts) finds a record's index in its list from the record's place
// (places.ts), not by a scan: whatever mix of updates, prepends, appends and removals, its list and
// its reads by id are those of a plain array changed by scans, and the shared list it started from
// stays as it was for every other collection.
import { describe, expect, it } from 'vitest';
import { Collection, RecordList, type Json } from '../src/core/sandbox/collection.js';
import { createRandom } from '../src/core/sandbox/prng.js';

const SHARED = 40;
const shared = new RecordList(
  Array.from({ length: SHARED }, (_, i) => Object.freeze({ id: `s${i}`, n: 0 }) as Json),
);

/** The same operations on a plain array, each by a scan. */
class PlainList {
  items: Json[] = [...shared.items];
  update(id: string, n: number) {
    const at = this.items.findIndex((item) => item.id === id);
    this.items[at] = { ...this.items[at]!, n };
  }
  remove(id: string) {
    this.items = this.items.filter((item) => item.id !== id);
  }
}

describe('a collection', () => {
  it('keeps the list and the reads of a plain array through 3,000 random writes and resets', () => {
    const r = createRandom(7);
    let collection = new Collection(shared);
    let plain = new PlainList();
    const removed: string[] = [];
    let made = 0;
    // A new id, or now and then the id of a removed record, which then comes back in a new place.
    const newId = () => (removed.length > 0 && r.chance(0.2) ? removed.pop()! : `new${made++}`);
    for (let step = 0; step < 3_000; step++) {
      const held = plain.items.map((item) => String(item.id));
      const draw = r.next();
      if (draw < 0.35 && held.length > 0) {
        const id = r.pick(held);
        collection.update(collection.get(id)!, { n: step });
        plain.update(id, step);
      } else if (draw < 0.55) {
        const item = { id: newId(), n: step };
        collection.prepend(item);
        plain.items.unshift(item);
      } else if (draw < 0.7) {
        const item = { id: newId(), n: step };
        collection.append(item);
        plain.items.push(item);
      } else if (draw < 0.99 && held.length > 0) {
        const id = r.pick(held);
        expect(collection.remove(id)).toBe(true);
        plain.remove(id);
        removed.push(id);
      } else {
        collection = new Collection(shared);
        plain = new PlainList();
        removed.length = 0;
      }
      expect(collection.all()).toEqual(plain.items);
      for (const id of [r.pick(held.length > 0 ? held : ['s0']), ...removed.slice(-1)])
        expect(collection.get(id)).toEqual(plain.items.find((item) => item.id === id));
    }
    expect(shared.items).toEqual(Array.from({ length: SHARED }, (_, i) => ({ id: `s${i}`, n: 0 })));
  });

  it('answers false to the removal of a record it does not hold, and changes nothing', () => {
    const collection = new Collection(shared);
    collection.remove('s3');
    expect(collection.remove('s3')).toBe(false);
    expect(collection.remove('nope')).toBe(false);
    expect(collection.all().map((item) => item.id)).toEqual(
      shared.items.map((item) => item.id).filter((id) => id !== 's3'),
    );
  });

  it('refuses an update of a stale copy and a second record of an id, which would lose a place', () => {
    const collection = new Collection(shared);
    const stale = collection.get('s5')!;
    collection.update(stale, { n: 1 });
    expect(() => collection.update(stale, { n: 2 })).toThrow('does not hold: s5');
    expect(() => collection.append({ id: 's6' })).toThrow('a second record of id s6');
    expect(collection.get('s5')).toEqual({ id: 's5', n: 1 });
    expect(collection.size).toBe(SHARED);
  });
});
