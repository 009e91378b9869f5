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
import { RawJson } from '../raw-json.js';

export type Json = Record<string, unknown>;

/** Distinct list answers kept per collection (pages × page sizes × filters in use). */
const CACHED_ANSWERS = 256;

/** Records in list order with their index by id, shared by the collections made from them; never changed. */
export class RecordList<T extends Json = Json> {
  readonly byId: ReadonlyMap<string, T>;

  /** `byId`, when the caller has made the index already (own data's check makes one). */
  constructor(
    readonly items: readonly T[],
    byId?: ReadonlyMap<string, T>,
  ) {
    if (!byId) {
      const index = new Map<string, T>();
      for (const item of items) index.set(String(item.id), item);
      byId = index;
    }
    this.byId = byId;
  }
}

export class Collection<T extends Json = Json> {
  private items: readonly T[];
  /** The shared list's index, read after `changes`. */
  private readonly sharedById: ReadonlyMap<string, T>;
  /** The records this collection changed or added by id, and undefined for those it removed. */
  private readonly changes = new Map<string, T | undefined>();
  /** Whether `items` is still the shared list's, to be copied before a write. */
  private shared = true;
  private readonly listJson = new WeakMap<T, string>();
  private readonly answers = new Map<string, RawJson>();

  /** `listForm` projects a record to the form list answers show (default: the record itself). */
  constructor(
    records: RecordList<T> | readonly T[] = [],
    private readonly listForm: (item: T) => unknown = (item) => item,
  ) {
    const list = records instanceof RecordList ? records : new RecordList(records);
    this.items = list.items;
    this.sharedById = list.byId;
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
    return this.changes.has(id) ? this.changes.get(id) : this.sharedById.get(id);
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

  /** Changes members of a stored record: the record is replaced by a changed copy, which is returned. */
  update(item: T, changes: Partial<T>): T {
    const items = this.writable();
    const changed = { ...item, ...changes };
    const at = items.indexOf(item);
    if (at >= 0) items[at] = changed;
    this.changes.set(String(item.id), changed);
    return changed;
  }

  /** Newest first: created records go to the top of their list. */
  prepend(item: T): void {
    this.writable().unshift(item);
    this.changes.set(String(item.id), item);
  }

  append(item: T): void {
    this.writable().push(item);
    this.changes.set(String(item.id), item);
  }

  remove(id: string): boolean {
    if (!this.has(id)) return false;
    // filter makes a list of this collection's own, so the shared one needs no copy first.
    this.items = this.items.filter((item) => String(item.id) !== id);
    this.shared = false;
    this.answers.clear();
    this.changes.set(id, undefined);
    return true;
  }
}
