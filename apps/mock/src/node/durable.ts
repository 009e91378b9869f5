// The node server's side of a durable store: opens what `store` names, makes the keyring of the
// sandbox keys kept in it, and removes the spaces idle past their time to live, at start and then
// every hour. Everything here is left out when no store is given.
import { StartupError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { EngineStore } from '../core/options.js';
import type { SpaceStore } from '../core/store/space-store.js';
import { followRecords } from '../core/store/durable-records.js';
import { createKeyring, KEY_SECRET_VARIABLE, MIN_KEY_SECRET_LENGTH, spaceOfKey } from './keys.js';
import { openStore, storeTarget } from './store/index.js';
import type { KeyLookup } from '../core/auth.js';

export const DEFAULT_SPACE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface DurableMockOptions {
  /** `sqlite:FILE`, `postgres://…` or `memory`; or a store of your own (tests). */
  store?: string | EngineStore;
  /** The root secret of the sandbox keys kept in the store (DISPUTE_MOCK_KEY_SECRET). */
  keySecret?: string;
  maxSpacesInMemory?: number;
  maxRecords?: number;
  /** How long a space may stay unused before it is removed (default 30 days). */
  spaceTtlMs?: number;
}

export interface OpenedDurable {
  /** For the engine: the store and its limits, and the keys kept in it. */
  readonly engine: { store?: EngineStore; keyLookup?: KeyLookup; isolateKeys?: true };
  readonly store?: SpaceStore;
  close(): Promise<void>;
}

const NONE: OpenedDurable = { engine: {}, close: () => Promise.resolve() };

/** The store of the options, opened and migrated, with its sweeper running; NONE without one. */
export async function openDurable(
  options: DurableMockOptions,
  logger: Logger,
  now = Date.now,
): Promise<OpenedDurable> {
  const { store: given, keySecret } = options;
  if (keySecret !== undefined && keySecret.length < MIN_KEY_SECRET_LENGTH)
    throw new StartupError(`${KEY_SECRET_VARIABLE} must be at least ${MIN_KEY_SECRET_LENGTH} characters`);
  if (given === undefined || given === 'memory') {
    if (keySecret !== undefined)
      throw new StartupError(`${KEY_SECRET_VARIABLE} needs a store (--store) to keep the keys in`);
    return NONE;
  }
  const limits = {
    ...(options.maxSpacesInMemory === undefined ? {} : { maxSpacesInMemory: options.maxSpacesInMemory }),
    ...(options.maxRecords === undefined ? {} : { maxRecords: options.maxRecords }),
  };
  if (typeof given !== 'string')
    return {
      engine: { store: { follow: followRecords, ...limits, ...given } },
      store: given.store,
      close: () => Promise.resolve(),
    };
  const target = storeTarget(given);
  if (!target)
    throw new StartupError(`the store must be memory, sqlite:FILE or postgres://…, got "${given}"`);
  const store = (await openStore(target, logger))!;
  const keyring = keySecret === undefined ? undefined : createKeyring(keySecret, store);
  const sweeper = sweep(store, options.spaceTtlMs ?? DEFAULT_SPACE_TTL_MS, logger, now);
  return {
    engine: {
      store: {
        store,
        follow: followRecords,
        spaceOf: (key) => spaceOfKey(keySecret, key),
        ...limits,
      },
      ...(keyring ? { keyLookup: keyring.lookup, isolateKeys: true } : {}),
    },
    store,
    close: async () => {
      clearInterval(sweeper);
      await store.close();
    },
  };
}

/** Removes idle spaces now and every hour; a failure costs a log line, never the server. */
function sweep(store: SpaceStore, ttlMs: number, logger: Logger, now: () => number): NodeJS.Timeout {
  const run = () =>
    store.removeIdle(now() - ttlMs).then(
      (removed) =>
        removed > 0 && logger.info(`removed ${removed} space(s) unused for ${ttlMs / 86_400_000} days`),
      (error: unknown) => logger.warn(`could not remove idle spaces from the store: ${String(error)}`),
    );
  void run();
  return setInterval(() => void run(), SWEEP_EVERY_MS).unref();
}
