// The records of one space kept in a durable store (space-store.ts): the copy in memory answers,
// the store decides what is current. Before a read is answered, the copy is brought up to the
// store's revision (by asking for it: one question serves every read that arrived while none was
// under way; a store in this process answers at once). A request that changed records is answered
// only once its changes are saved, so a 2xx answer to a write means it is stored. A write saved on
// a revision another process has moved past is refused by the store; it is then made again on the
// current records, so concurrent writes from two processes lose no update. In a store with leases
// (space-store.ts), a process that holds the space's lease reads without asking, and writes only
// while it holds it. In this process, writes to a space go one at a time, and reads wait while one
// is under way.
import { ApiError, internalError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Store, StoreChanges } from '../sandbox/store.js';
import type { SpaceStore } from './space-store.js';

/**
 * How often a write is made again after another process saved first, before it is given up. Each
 * refusal means the other process's write was saved, so the space moves on; a writer that keeps
 * losing the race waits a little longer each time, a random part of it, so that two processes
 * writing one space in bursts stop meeting.
 */
const WRITE_ATTEMPTS = 50;
const backoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 20)));

export interface DurableOptions {
  store: SpaceStore;
  /** The space's id in the store (never a key: node/keys.ts). */
  id: string;
  /** What the records are made from (seed, own data), as `StoredSpace.changes.basis`. */
  basis: string;
  /** Most records a space may hold, every version and collection together. */
  maxRecords: number;
  logger: Logger;
  /** Times each call to the store (metrics). */
  timed: <T>(kind: string, call: () => Promise<T>) => Promise<T>;
  /** Epoch ms, for when the space was last used (`touch`). */
  now: () => number;
}

/** How often a space in use tells the store so (its idle time is counted from the last). */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Readers together, or one writer alone. */
class ReadWriteLock {
  private readers = 0;
  private writer: Promise<void> | undefined;
  private drained: (() => void) | undefined;

  async read<T>(run: () => Promise<T>): Promise<T> {
    while (this.writer) await this.writer;
    this.readers++;
    try {
      return await run();
    } finally {
      if (--this.readers === 0) this.drained?.();
    }
  }

  async write<T>(run: () => Promise<T>): Promise<T> {
    while (this.writer) await this.writer;
    let release!: () => void;
    this.writer = new Promise((resolve) => (release = resolve));
    try {
      if (this.readers > 0) await new Promise<void>((resolve) => (this.drained = resolve));
      return await run();
    } finally {
      this.writer = this.drained = undefined;
      release();
    }
  }
}

/** The refusal of a write that would take a space past its records' limit (the README's policy). */
export const recordsLimit = (max: number) =>
  new ApiError(400, {
    error: {
      type: 'invalid_request_error',
      code: 'sandbox_records_limit',
      message: `This sandbox space holds at most ${max} records; delete some, or reset it with POST /__mock/reset`,
    },
  });

const total = (store: Store) =>
  Object.values(store.counts()).reduce(
    (sum, counts) => sum + Object.values(counts).reduce((a, b) => a + b, 0),
    0,
  );

export class DurableRecords {
  /** The store's revision the copy in memory shows; undefined until it is read. */
  private revision: number | undefined;
  private readonly lock = new ReadWriteLock();
  private checking: Promise<void> | undefined;
  private nextCheck: Promise<void> | undefined;
  private touchedAt = -Infinity;

  constructor(
    private readonly records: Store,
    private readonly options: DurableOptions,
  ) {
    records.followChanges();
  }

  /** Answers a request with `respond` on current records; saves what it changed before resolving. */
  run<T>(respond: () => Promise<T>, write: boolean): Promise<T> {
    this.touch();
    return write ? this.lock.write(() => this.write(respond)) : this.lock.read(() => this.read(respond));
  }

  /** Tells the store the space is in use, at most once an hour; a failure only costs a log line. */
  private touch(): void {
    const { store, id, now, logger } = this.options;
    const at = now();
    if (at - this.touchedAt < TOUCH_EVERY_MS) return;
    this.touchedAt = at;
    this.options
      .timed('touch', () => store.touch(id, at))
      .catch((error: unknown) => {
        logger.warn(`space ${id}: the store failed to touch it: ${String(error)}`);
      });
  }

  /** Brings the copy up to the store, for what reads it outside a request (`GET /__mock/state`). */
  settle(): Promise<void> {
    return this.lock.read(() => this.current());
  }

  /** Back to the seed, in the store too; resolves once the store has it. */
  reset(): Promise<void> {
    const { store, id } = this.options;
    return this.lock.write(async () => {
      do await this.takeLease();
      while ((this.revision = await this.call('clear', () => store.clear(id))) === undefined);
      this.records.reset();
      this.records.takeChanges();
    });
  }

  private async read<T>(respond: () => Promise<T>): Promise<T> {
    if (!this.holdsLease() && !this.currentNow()) await this.current();
    const answer = await respond();
    // A read may change records (evidence completes when it is read after its time): saved like a
    // write; when another process saved first, that process's records are read next time instead.
    const changes = this.records.takeChanges();
    if (changes && (await this.save(changes)) === undefined) this.revision = undefined;
    return answer;
  }

  /**
   * A write is made on the copy as it is, without asking the store first: its save is refused when
   * another process wrote since, and it is then made again on the records read back. A write that
   * changed nothing (a refusal, a 404) is answered once the store says the copy was current.
   */
  private async write<T>(respond: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      if (this.options.store.leases) await this.takeLease();
      else if (this.revision === undefined) await this.current();
      const made = await this.respondWithin(respond);
      const changes = 'answer' in made ? this.records.takeChanges() : undefined;
      const kept = changes ? (await this.save(changes)) !== undefined : await this.isCurrent();
      // A refusal after changes (past the limit) leaves a copy to read again.
      if ('error' in made && made.dropped) this.revision = undefined;
      if (kept) {
        if ('error' in made) throw made.error;
        return made.answer;
      }
      this.revision = undefined;
      if (attempt === WRITE_ATTEMPTS)
        throw internalError(
          `${this.options.id}: ${WRITE_ATTEMPTS} writes in a row met another process's write`,
        );
      await backoff(attempt);
    }
  }

  /**
   * Whether this process holds the space's lease with a copy it knows to be current: not while a
   * question is under way, whose answer may show the copy old.
   */
  private holdsLease(): boolean {
    return (
      !this.checking &&
      this.revision !== undefined &&
      this.options.store.leases?.holds(this.options.id) === true
    );
  }

  /** Makes sure this process holds the space's lease (for a write), with the copy brought up to it. */
  private async takeLease(): Promise<void> {
    const { store, id } = this.options;
    if (!store.leases || this.holdsLease()) return;
    const revision = await this.call('lease', () => store.leases!.take(id, true));
    if (revision !== this.revision) await this.load();
  }

  /** Whether the copy is the store's, told at once by a store in this process; false when it cannot tell. */
  private currentNow(): boolean {
    const { store, id } = this.options;
    try {
      return this.revision !== undefined && store.revisionNow?.(id) === this.revision;
    } catch {
      // The store failed: the question through promises says how, in the API's format.
      return false;
    }
  }

  private async isCurrent(): Promise<boolean> {
    const { store, id } = this.options;
    if (this.holdsLease()) return true;
    const revision = this.revision;
    return revision !== undefined && (await this.call('revision', () => store.revision(id))) === revision;
  }

  /**
   * `respond`, refused when it takes the space past its limit; what it changed before it threw is
   * dropped (the copy is read again before the next request), so the refusal keeps the space as it was.
   */
  private async respondWithin<T>(
    respond: () => Promise<T>,
  ): Promise<{ answer: T } | { error: unknown; dropped: boolean }> {
    try {
      const answer = await respond();
      if (total(this.records) > this.options.maxRecords) throw recordsLimit(this.options.maxRecords);
      return { answer };
    } catch (error) {
      return { error, dropped: this.records.takeChanges() !== undefined };
    }
  }

  private save(changes: StoreChanges): Promise<number | undefined> {
    const { id, basis, store } = this.options;
    // The copy was found stale meanwhile (another request's save met a newer revision).
    if (this.revision === undefined) return Promise.resolve(undefined);
    const write = { revision: this.revision, at: this.options.now(), basis, ...changes };
    return this.call('save', () => store.save(id, write)).then((saved) => {
      if (saved !== undefined) this.revision = saved;
      return saved;
    });
  }

  /**
   * Brings the copy up to the store, asked before every request (another process may have written:
   * an instance on the same database, or the `keys` command's sweep), by a question begun after the
   * request arrived; one question serves every request that waits for it.
   */
  private current(): Promise<void> {
    if (!this.checking) {
      this.checking = this.check().finally(() => (this.checking = undefined));
      return this.checking;
    }
    this.nextCheck ??= this.checking.then(
      () => ((this.nextCheck = undefined), this.current()),
      () => ((this.nextCheck = undefined), this.current()),
    );
    return this.nextCheck;
  }

  private async check(): Promise<void> {
    const { store, id } = this.options;
    // With leases, the question takes the lease too when it is free; without, a copy never read
    // is loaded without asking.
    if (!store.leases && this.revision === undefined) return this.load();
    const ask = store.leases ? () => store.leases!.take(id, false) : () => store.revision(id);
    if ((await this.call('revision', ask)) === this.revision) return;
    this.revision = undefined;
    await this.load();
  }

  private async load(): Promise<void> {
    const { store, id, basis, logger } = this.options;
    const stored = await this.call('load', () => store.load(id));
    const { changes } = stored;
    if (changes && changes.basis !== basis)
      logger.warn(
        `space ${id}: its stored records were made from another seed or own data; it starts from the seed`,
      );
    const problems =
      changes && changes.basis === basis ? this.records.replay(changes.records, changes.meta) : this.seed();
    if (problems.length > 0)
      logger.warn(`space ${id}: stored records do not fit, so it starts from the seed: ${problems[0]}`);
    this.records.takeChanges();
    this.revision = stored.revision;
  }

  private seed(): string[] {
    this.records.reset();
    return [];
  }

  private call<T>(kind: string, run: () => Promise<T>): Promise<T> {
    return this.options.timed(kind, run).catch((error: unknown) => {
      this.revision = undefined;
      throw internalError(`the store (${this.options.store.kind}) failed to ${kind}: ${String(error)}`);
    });
  }
}

/** The records of a space under a durable store (what the node server hands the engine). */
export const followRecords = (records: Store, options: DurableOptions) =>
  new DurableRecords(records, options);
