// An ordered collection with an index by id: lists keep a stable order for paging, reads by id stay
// O(1). Each record's list form is kept as JSON text, and whole list answers as bytes, until the
// collection changes, so a page is not serialised again on every request. Records must therefore
// change only through this class (`update()` and the rest), which drops what is cached.
import { RawJson } from '../raw-json.js';

export type Json = Record<string, unknown>;

/** Distinct list answers kept per collection (pages × page sizes × filters in use). */
const CACHED_ANSWERS = 256;

export class Collection<T extends Json = Json> {
  private items: T[];
  private readonly byId = new Map<string, T>();
  private readonly listJson = new WeakMap<T, string>();
  private readonly answers = new Map<string, RawJson>();

  /** `listForm` projects a record to the form list answers show (default: the record itself). */
  constructor(
    items: readonly T[] = [],
    private readonly listForm: (item: T) => unknown = (item) => item,
  ) {
    this.items = [...items];
    for (const item of this.items) this.byId.set(String(item.id), item);
  }

  get size(): number {
    return this.items.length;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): T | undefined {
    return this.byId.get(id);
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

  /** Changes members of a stored record (in place, so references stay valid). */
  update(item: T, changes: Partial<T>): T {
    Object.assign(item, changes);
    this.listJson.delete(item);
    this.answers.clear();
    return item;
  }

  /** Newest first: created records go to the top of their list. */
  prepend(item: T): void {
    this.items.unshift(item);
    this.byId.set(String(item.id), item);
    this.answers.clear();
  }

  append(item: T): void {
    this.items.push(item);
    this.byId.set(String(item.id), item);
    this.answers.clear();
  }

  remove(id: string): boolean {
    if (!this.byId.delete(id)) return false;
    this.items = this.items.filter((item) => String(item.id) !== id);
    this.answers.clear();
    return true;
  }
}
