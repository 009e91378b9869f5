// An ordered collection with an index by id: lists keep a stable order for paging, reads by id stay
// O(1). Each record's list form is kept as JSON text, and whole list answers as bytes, until the
// collection changes, so a page is not serialised again on every request. Records must therefore
// change only through this class (`update()` and the rest), which drops what is cached.
//
// Collections start from a `RecordList` that every collection made from it shares (the seed, own
// data): a new sandbox, or a reset, costs no copy of its records. The first write copies the list
// (not the records); the shared index is never copied: what this collection changed is kept by id
// beside it and read first, since copying the index of 100,000 own records took some 30 ms, paid by
// the first write after every reset. A changed record is a new object (`update`), so a record is
// never written to in place, and shared ones stay as they were for every other collection.
//
// A write finds its record's index in the list from its place (places.ts), not by a scan of the
// list, which took some 25 µs per update of the last of 100,000 records and 5 ms per removal. The
// list stays one array, which pages slice: a prepend or a removal still moves the items after it
// by one, a memory move (some 15 µs for 100,000).
import { RawJson } from '../raw-json.js';
import { Places } from './places.js';

export type Json = Record<string, unknown>;

/**
 * A change of one record since the last `takeChanges()`: the record as it is now (undefined once
 * removed) and its place, which orders the list (places.ts): a seeded record's index in the shared
 * list, below 0 for prepended records, past the shared list's end for appended ones. A durable store
 * keeps these rows only, and `replay` puts them back on the same shared list.
 */
export interface RecordChange {
  readonly id: string;
  readonly place: number;
  readonly record: Json | undefined;
}

/** Distinct list answers kept per collection (pages × page sizes × filters in use). */
const CACHED_ANSWERS = 256;

/** Records in list order with their index in it by id, shared by the collections made from them; never changed. */
export class RecordList<T extends Json = Json> {
  readonly indexById: ReadonlyMap<string, number>;

  /** `indexById`, when the caller has made the index already (own data's check makes one). */
  constructor(
    readonly items: readonly T[],
    indexById?: ReadonlyMap<string, number>,
  ) {
    if (!indexById) {
      const index = new Map<string, number>();
      items.forEach((item, at) => index.set(String(item.id), at));
      indexById = index;
    }
    this.indexById = indexById;
  }
}

/**
 * The list form's JSON of each record, by list form, shared by every collection: a record is never
 * changed in place (a change is a new object), and the seed's and own data's records are shared by
 * every space, so a thousand spaces that read the same page keep its records' text once.
 */
/** The list form of records shown as they are; one function, so that its cache is one. */
const asItself = (item: unknown) => item;

const listJsonByForm = new WeakMap<(item: never) => unknown, WeakMap<object, string>>();
function listJsonOf(listForm: (item: never) => unknown): WeakMap<object, string> {
  let cache = listJsonByForm.get(listForm);
  if (!cache) listJsonByForm.set(listForm, (cache = new WeakMap()));
  return cache;
}

export class Collection<T extends Json = Json> {
  private items: readonly T[];
  /** The shared list, whose index is read after `changes`. */
  private readonly list: RecordList<T>;
  /** The records this collection changed or added by id, and undefined for those it removed. */
  private readonly changes = new Map<string, T | undefined>();
  /** Where each record stands in `items`. */
  private readonly places: Places;
  /** Whether `items` is still the shared list's, to be copied before a write. */
  private shared = true;
  private readonly listJson: WeakMap<T, string>;
  private readonly answers = new Map<string, RawJson>();
  /** The places of the records changed since `takeChanges()`, when a durable store follows them. */
  private dirty: Map<string, number> | undefined;

  /** `listForm` projects a record to the form list answers show (default: the record itself). */
  constructor(
    records: RecordList<T> | readonly T[] = [],
    private readonly listForm: (item: T) => unknown = asItself,
  ) {
    this.list = records instanceof RecordList ? records : new RecordList(records);
    this.listJson = listJsonOf(listForm);
    this.items = this.list.items;
    this.places = new Places(this.list.indexById, this.items.length);
  }

  /** The list of this collection alone, copied from the shared one on first write. */
  private writable(): T[] {
    if (this.shared) {
      this.items = [...this.items];
      this.shared = false;
    }
    this.answers.clear();
    return this.items as T[];
  }

  get size(): number {
    return this.items.length;
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  get(id: string): T | undefined {
    if (this.changes.has(id)) return this.changes.get(id);
    const at = this.list.indexById.get(id);
    return at === undefined ? undefined : this.list.items[at];
  }

  /** The records in list order; callers must not modify the array or the records. */
  all(): readonly T[] {
    return this.items;
  }

  /** The list form of some records as a JSON array text, from the cache where possible. */
  toJsonArray(items: readonly T[]): string {
    let text = '[';
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      let json = this.listJson.get(item);
      if (json === undefined) {
        json = JSON.stringify(this.listForm(item));
        this.listJson.set(item, json);
      }
      text += i === 0 ? json : `,${json}`;
    }
    return `${text}]`;
  }

  /** A list answer, built once per `key` (e.g. the query) until the collection changes. */
  cachedAnswer(key: string, build: () => string): RawJson {
    let answer = this.answers.get(key);
    if (!answer) {
      if (this.answers.size >= CACHED_ANSWERS) this.answers.clear();
      answer = new RawJson(build());
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** From now on, remembers which records change, for `takeChanges`. */
  followChanges(): void {
    this.dirty ??= new Map();
  }

  /** The records changed since the last call (or since `followChanges`), and forgets them. */
  takeChanges(): RecordChange[] {
    if (!this.dirty || this.dirty.size === 0) return [];
    const changes = [...this.dirty].map(([id, place]) => ({ id, place, record: this.get(id) }));
    this.dirty.clear();
    return changes;
  }

  /**
   * Puts back changes that `takeChanges` gave, on a collection made from the same shared list: in
   * the order their places were given (prepended ones from -1 down, appended ones upwards), each
   * removed one added first, so that every record gets back the place it had.
   */
  replay(changes: readonly RecordChange[]): void {
    const shared = this.list.items.length;
    const byPlace = (a: RecordChange, b: RecordChange) =>
      a.place < 0 && b.place < 0 ? b.place - a.place : a.place - b.place;
    for (const change of [...changes].sort(byPlace)) {
      const { id, place, record } = change;
      if (place >= 0 && place < shared) {
        if (record) this.update(this.get(id)!, record as Partial<T>);
        else this.remove(id);
        continue;
      }
      const added = (record ?? { id }) as T;
      if (place < 0) this.prepend(added);
      else this.append(added);
      if (!record) this.remove(id);
    }
    this.dirty?.clear();
  }

  /** Changes members of a stored record: the record is replaced by a changed copy, which is returned. */
  update(item: T, changes: Partial<T>): T {
    const id = String(item.id);
    // Another object under the id would be a stale copy: its changes would undo newer ones.
    if (this.get(id) !== item) throw new Error(`update of a record the collection does not hold: ${id}`);
    const changed = { ...item, ...changes };
    this.writable()[this.places.indexOf(id)] = changed;
    this.changes.set(id, changed);
    this.dirty?.set(id, this.places.placeOf(id));
    return changed;
  }

  /** Newest first: created records go to the top of their list. */
  prepend(item: T): void {
    const id = this.newId(item);
    this.writable().unshift(item);
    this.places.prepend(id);
    this.changes.set(id, item);
    this.dirty?.set(id, this.places.placeOf(id));
  }

  append(item: T): void {
    const id = this.newId(item);
    this.writable().push(item);
    this.places.append(id);
    this.changes.set(id, item);
    this.dirty?.set(id, this.places.placeOf(id));
  }

  remove(id: string): boolean {
    if (!this.has(id)) return false;
    this.dirty?.set(id, this.places.placeOf(id));
    this.writable().splice(this.places.remove(id), 1);
    this.changes.set(id, undefined);
    return true;
  }

  /** The id of a record to add, which must be new: two records of one id would share one place. */
  private newId(item: T): string {
    const id = String(item.id);
    if (this.has(id)) throw new Error(`a second record of id ${id}`);
    return id;
  }
}
