// Leases of spaces in PostgreSQL, so that an instance need not ask before every read. While an
// instance holds a space's lease, no other instance can save it (a save and a reset are refused
// unless their instance holds the lease then: `fence`), so the instance's copy stays the store's
// and its reads ask nothing. An instance takes a lease when it finds the space free (a read's
// question about the revision takes it at the same time) and renews it while it uses the space; an
// unused lease ends by itself. An instance that must write a space another holds says so in the row
// and by NOTIFY: the holder lets go at once, and it can no longer renew while the space is wanted,
// so a lost notification, or a holder killed, costs the writer at most one lease's length.
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
export const LEASE_CHANNEL = 'dispute_mock_leases';

const MS = `$4::double precision * interval '1 millisecond'`;

/**
 * Takes or renews the lease when the space is free or already ours, and, for a read ($5 false),
 * not wanted by a writer; the space's row is made when there is none. Answers the revision either
 * way: a lease's as of its row lock (current), otherwise as of the statement's start (when the row
 * another instance made meanwhile is not seen yet: 0, never written, as it was then).
 */
const TAKE = `WITH taken AS (
    INSERT INTO dispute_mock_spaces AS s (id, revision, used_at, holder, lease_until)
    VALUES ($1, 0, $3, $2, clock_timestamp() + ${MS})
    ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until, wanted_at = NULL
    WHERE (s.holder = excluded.holder OR s.holder IS NULL OR s.lease_until < clock_timestamp())
      AND ($5::boolean OR s.wanted_at IS NULL OR s.wanted_at < clock_timestamp() - ${MS})
    RETURNING s.revision
  )
  SELECT revision, true AS taken FROM taken
  UNION ALL SELECT coalesce((SELECT revision FROM dispute_mock_spaces WHERE id = $1), 0), false
  WHERE NOT EXISTS (SELECT 1 FROM taken)`;

const RENEW = `UPDATE dispute_mock_spaces SET lease_until = clock_timestamp() + $3::double precision * interval '1 millisecond'
  WHERE id = $1 AND holder = $2 AND wanted_at IS NULL RETURNING 1 AS renewed`;

const WANT = `WITH wanted AS (
    UPDATE dispute_mock_spaces SET wanted_at = clock_timestamp() WHERE id = $1 AND holder IS DISTINCT FROM $2 RETURNING id
  ) SELECT pg_notify('${LEASE_CHANNEL}', id) FROM wanted`;

const RELEASE = `UPDATE dispute_mock_spaces SET holder = NULL, lease_until = NULL WHERE id = $1 AND holder = $2`;
const RELEASE_ALL = `UPDATE dispute_mock_spaces SET holder = NULL, lease_until = NULL WHERE holder = $1`;

/** What a save or a reset adds to its condition: the instance named by the parameter holds the lease now. */
export const fence = (parameter: string) => `holder = ${parameter} AND lease_until > clock_timestamp()`;

type Rows = (sql: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

export interface PostgresLeases extends SpaceLeases {
  /** Lets go of a space another instance wants (a notification on `LEASE_CHANNEL`). */
  wanted(space: string): void;
  /** Lets go of every lease (at close), so that other instances need not wait for them to end. */
  releaseAll(): Promise<void>;
}

export function postgresLeases(rows: Rows, holder: string, warn: (text: string) => void): PostgresLeases {
  /** The spaces this instance holds, with when it stops trusting each (performance.now()). */
  const held = new Map<string, number>();
  const renewing = new Set<string>();
  /** Forgets the leases that ended, each time the map has doubled since (spaces used once stay in it otherwise). */
  let pruneAbove = 1024;
  const hold = (space: string, until: number) => {
    held.set(space, until);
    if (held.size <= pruneAbove) return;
    const at = performance.now();
    for (const [other, end] of held) if (end <= at) held.delete(other);
    pruneAbove = Math.max(1024, held.size * 2);
  };

  const renew = (space: string) => {
    const sentAt = performance.now();
    renewing.add(space);
    rows(RENEW, [space, holder, LEASE_MS])
      .then(
        (renewed) => {
          if (renewed.length === 0) held.delete(space);
          else if (held.has(space)) hold(space, sentAt + LEASE_MS - MARGIN_MS);
        },
        (error: unknown) => warn(`could not renew the lease of space ${space}: ${String(error)}`),
      )
      .finally(() => renewing.delete(space));
  };

  return {
    holds(space) {
      const until = held.get(space);
      if (until === undefined) return false;
      const left = until - performance.now();
      if (left <= 0) return !held.delete(space);
      if (left < RENEW_BELOW_MS && !renewing.has(space)) renew(space);
      return true;
    },
    async take(space, write) {
      const began = performance.now();
      for (let attempt = 0; ; attempt++) {
        const sentAt = performance.now();
        const [row] = await rows(TAKE, [space, holder, Date.now(), LEASE_MS, write]);
        if (row!.taken) {
          hold(space, sentAt + LEASE_MS - MARGIN_MS);
          return row!.revision as number;
        }
        held.delete(space);
        if (!write) return row!.revision as number;
        if (performance.now() - began > GIVE_UP_MS)
          throw new Error(`another instance held space ${space} for ${GIVE_UP_MS / 1000} s`);
        // Said again now and then: a holder whose own write took the lease back forgot the wish.
        if (attempt % 8 === 0) await rows(WANT, [space, holder]);
        await sleep(Math.min(attempt + 1, 20));
      }
    },
    wanted(space) {
      if (held.delete(space))
        rows(RELEASE, [space, holder]).catch((error: unknown) =>
          warn(`could not let go of space ${space}: ${String(error)}`),
        );
    },
    async releaseAll() {
      held.clear();
      await rows(RELEASE_ALL, [holder]);
    },
  };
}

/** Hears which spaces other instances want, on a connection of its own; without it, leases only end slower. */
export async function listenForWanted(client: Client, leases: PostgresLeases, warn: (text: string) => void) {
  client.on('notification', (message) => message.payload && leases.wanted(message.payload));
  client.on('error', (error) =>
    warn(`stopped hearing which spaces other instances want (they wait for leases to end): ${error.message}`),
  );
  await client.connect();
  await client.query(`LISTEN ${LEASE_CHANNEL}`);
}
