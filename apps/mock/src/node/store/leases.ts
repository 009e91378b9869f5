// Leases of spaces in PostgreSQL, so that an instance need not ask before every read. While an
// instance holds a space's lease, no other instance can save it (a save and a reset are refused
// unless their instance holds the lease then: `fence`), so the instance's copy stays the store's
// and its reads ask nothing. An instance takes a lease when it finds the space free (a read's
// question about the revision takes it at the same time) and renews it while it uses the space; an
// unused lease ends by itself. An instance that must write a space another holds makes a wish in
// the row and sends NOTIFY: the holder lets go at once; while the wish is fresh, nobody else may
// take or renew the lease, the holder included, so the writer gets it within one lease's length
// even when the notification is lost or the holder was killed.
// Time here is real time, never the sandbox's clock: PostgreSQL's for the lease in the row, and
// this process's monotonic clock for how long it may trust a lease it took, counted from before it
// asked, and ending a margin before the row's.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';
import type { SpaceLeases } from '../../core/store/space-store.js';

export const LEASE_MS = 3_000;
/** Renewed when a space is used with less than this left. */
const RENEW_BELOW_MS = 2_000;
/** How much sooner than PostgreSQL this process stops trusting a lease (clocks run at slightly different speeds). */
const MARGIN_MS = 250;
/** A writer that has waited this long for a lease gives up (its answer is a 500). */
const GIVE_UP_MS = 4 * LEASE_MS;
/** How long a lost connection to hear wishes on waits before it is made again. */
const RELISTEN_MS = 1_000;
const LEASE_CHANNEL = 'dispute_mock_leases';

/** `$n` milliseconds as an interval. */
const ms = (parameter: string) => `${parameter}::double precision * interval '1 millisecond'`;
/** No other instance ($2) has a fresh wish for the space (parameter: the lease's length). */
const unwished = (length: string) =>
  `(wanted_by IS NULL OR wanted_by = $2 OR wanted_at < clock_timestamp() - ${ms(length)})`;

/**
 * Takes or renews the lease when the space is free or ours and no other instance wishes it; makes
 * the space's row when there is none. Answers the revision either way: a lease's as of the row's
 * lock (current), otherwise as of the statement's start, without waiting for a lock (when the row
 * another instance made meanwhile is not seen yet: 0, never written, as it was then).
 */
const TAKE = `WITH updated AS (
    UPDATE dispute_mock_spaces SET holder = $2, lease_until = clock_timestamp() + ${ms('$4')},
      wanted_by = NULL, wanted_at = NULL
    WHERE id = $1 AND (holder IS NULL OR holder = $2 OR lease_until < clock_timestamp()) AND ${unwished('$4')}
    RETURNING revision
  ), inserted AS (
    INSERT INTO dispute_mock_spaces (id, revision, used_at, holder, lease_until)
    SELECT $1, 0, $3, $2, clock_timestamp() + ${ms('$4')}
    WHERE NOT EXISTS (SELECT 1 FROM dispute_mock_spaces WHERE id = $1)
    ON CONFLICT (id) DO NOTHING RETURNING revision
  ), taken AS (SELECT revision FROM updated UNION ALL SELECT revision FROM inserted)
  SELECT revision, true AS taken FROM taken
  UNION ALL SELECT coalesce((SELECT revision FROM dispute_mock_spaces WHERE id = $1), 0), false
  WHERE NOT EXISTS (SELECT 1 FROM taken)`;

const RENEW = `UPDATE dispute_mock_spaces SET lease_until = clock_timestamp() + ${ms('$3')}
  WHERE id = $1 AND holder = $2 AND ${unwished('$3')} RETURNING 1 AS renewed`;

/** The wish of $2, unless another's is fresh; the holder hears of it. */
const WANT = `WITH wanted AS (
    UPDATE dispute_mock_spaces SET wanted_by = $2, wanted_at = clock_timestamp()
    WHERE id = $1 AND holder IS DISTINCT FROM $2 AND ${unwished('$3')} RETURNING id
  ) SELECT pg_notify('${LEASE_CHANNEL}', id) FROM wanted`;

/**
 * Lets go of a space another instance ($2 is not it) wishes. Only while the wish is fresh: no lease
 * of this instance can have begun since, so a release that arrives late never ends a newer one.
 */
const RELEASE = `UPDATE dispute_mock_spaces SET holder = NULL, lease_until = NULL
  WHERE id = $1 AND holder = $2 AND wanted_by <> $2 AND wanted_at >= clock_timestamp() - ${ms('$3')}`;
const RELEASE_ALL = `UPDATE dispute_mock_spaces SET holder = NULL, lease_until = NULL WHERE holder = $1`;

/** What a save or a reset adds to its condition: the instance named by the parameter holds the lease now. */
export const fence = (parameter: string) => `holder = ${parameter} AND lease_until > clock_timestamp()`;

type Rows = (sql: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

export interface PostgresLeases extends SpaceLeases {
  /** Lets go of a space another instance wants (a notification on `LEASE_CHANNEL`). */
  wanted(space: string): void;
  /** Lets go of every lease and takes no more (at close), so that other instances need not wait. */
  releaseAll(): Promise<void>;
}

export function postgresLeases(rows: Rows, holder: string, warn: (text: string) => void): PostgresLeases {
  return new Leases(rows, holder, warn);
}

class Leases implements PostgresLeases {
  /** The spaces this instance holds, with when it stops trusting each (performance.now()). */
  private readonly held = new Map<string, number>();
  /** When another instance last said it wants each space (performance.now()). */
  private readonly wishes = new Map<string, number>();
  private readonly renewing = new Set<string>();
  private closing = false;
  private pruneAbove = 1024;

  constructor(
    private readonly rows: Rows,
    private readonly holder: string,
    private readonly warn: (text: string) => void,
  ) {}

  holds(space: string): boolean {
    const until = this.held.get(space);
    if (until === undefined) return false;
    const left = until - performance.now();
    if (left <= 0) return !this.held.delete(space);
    if (left < RENEW_BELOW_MS && !this.renewing.has(space)) this.renew(space);
    return true;
  }

  async take(space: string, write: boolean): Promise<number> {
    const began = performance.now();
    for (let attempt = 0; ; attempt++) {
      const taken = await this.takeOnce(space);
      if (taken.held || !write) return taken.revision;
      if (this.closing) throw new Error('the store is closing');
      if (performance.now() - began > GIVE_UP_MS)
        throw new Error(`another instance held space ${space} for ${GIVE_UP_MS / 1000} s`);
      // Said again now and then: a wish is fresh for one lease's length.
      if (attempt % 8 === 0) await this.rows(WANT, [space, this.holder, LEASE_MS]);
      await sleep(Math.min(attempt + 1, 20));
    }
  }

  wanted(space: string): void {
    this.wishes.set(space, performance.now());
    this.held.delete(space);
    this.prune();
    // Also when this instance no longer trusts its lease: the row may still name it.
    this.release(space);
  }

  async releaseAll(): Promise<void> {
    this.closing = true;
    this.held.clear();
    await this.rows(RELEASE_ALL, [this.holder]);
  }

  /** One question: the revision, and whether this instance may trust the lease it took with it. */
  private async takeOnce(space: string): Promise<{ revision: number; held: boolean }> {
    const sentAt = performance.now();
    const [row] = await this.rows(TAKE, [space, this.holder, Date.now(), LEASE_MS]);
    const revision = row!.revision as number;
    // A wish heard while the question was under way may be for this very lease: let it go.
    const wished = (this.wishes.get(space) ?? -Infinity) >= sentAt;
    if (!row!.taken || this.closing || wished) {
      this.held.delete(space);
      if (row!.taken) this.release(space);
      return { revision, held: false };
    }
    this.held.set(space, sentAt + LEASE_MS - MARGIN_MS);
    this.prune();
    return { revision, held: true };
  }

  private renew(space: string): void {
    const sentAt = performance.now();
    this.renewing.add(space);
    this.rows(RENEW, [space, this.holder, LEASE_MS])
      .then(
        (renewed) => {
          if (renewed.length === 0) this.held.delete(space);
          else if (this.held.has(space)) this.held.set(space, sentAt + LEASE_MS - MARGIN_MS);
        },
        (error: unknown) => this.warn(`could not renew the lease of space ${space}: ${String(error)}`),
      )
      .finally(() => this.renewing.delete(space));
  }

  private release(space: string): void {
    this.rows(RELEASE, [space, this.holder, LEASE_MS]).catch((error: unknown) =>
      this.warn(`could not let go of space ${space}: ${String(error)}`),
    );
  }

  /** Forgets leases that ended and wishes past a lease's length, each time the maps have doubled since. */
  private prune(): void {
    if (this.held.size + this.wishes.size <= this.pruneAbove) return;
    const at = performance.now();
    for (const [space, end] of this.held) if (end <= at) this.held.delete(space);
    for (const [space, when] of this.wishes) if (when < at - LEASE_MS) this.wishes.delete(space);
    this.pruneAbove = Math.max(1024, (this.held.size + this.wishes.size) * 2);
  }
}

/**
 * Hears which spaces other instances want, on a connection of its own, made again a second after
 * it is lost; while it is lost, wishes are only slower to be granted (their lease's length).
 */
export async function listenForWanted(
  connect: () => Client,
  leases: PostgresLeases,
  warn: (text: string) => void,
): Promise<{ close(): Promise<void> }> {
  let current: Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const again = () => {
    timer = setTimeout(() => {
      listen().catch((error: unknown) => {
        warn(`could not hear which spaces other instances want again: ${String(error)}`);
        again();
      });
    }, RELISTEN_MS).unref();
  };
  const lost = (client: Client, why: string) => {
    if (closed || current !== client) return;
    current = undefined;
    warn(`lost the connection that hears which spaces other instances want (${why}); making it again`);
    client.end().catch(() => undefined);
    again();
  };
  const listen = async () => {
    const client = connect();
    client.on('notification', (message) => message.payload && leases.wanted(message.payload));
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'it ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${LEASE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) await client.end();
    else current = client;
  };
  await listen();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.end();
    },
  };
}
