// Spaces: what the mock keeps for its callers. Without isolated keys there is one, the shared space;
// with them (`isolateKeys`), each accepted key gets its own on first use, made like the shared one. A
// space owns its scenarios, its request journal and, in the sandbox, its store of records with the
// response sources over them, so that finding the caller's space once finds all of them.
import { JOURNAL_SIZE, createJournal } from './control/journal.js';
import { createScenarios } from './control/scenarios.js';
import { controlOf, type SpaceControl, type Steered } from './control/space-control.js';
import type { SandboxMode } from './sandbox/index.js';
import { DurableRecords, type DurableOptions } from './store/durable-records.js';
import type { Decorate, LoadedSources } from './sources.js';
import type { Store } from './sandbox/store.js';
import type { ResponseSource } from './types.js';
import type { VersionApi } from './versions.js';

/** A part of a space that can be saved as JSON and put back (a page reload, with `persist`). */
export interface SpacePart {
  snapshot(): unknown;
  /** Puts back what `snapshot` gave; returns why it does not fit (nothing restored), or []. */
  restore(saved: unknown): string[];
}

/**
 * Its scenarios; its journal (the requests of this space, and those no accepted key owns); in the
 * sandbox, `reset` (back to the seed or the own data) and `counts` (records per collection and version).
 */
export interface Space extends Steered {
  /**
   * With a durable store: resolves once the records in memory are the store's, and what the last
   * control call changed (a reset) is stored; the control routes wait for it.
   */
  readonly settled?: () => Promise<void>;
  /** The response source of a version for this space's callers. */
  source(version: string): ResponseSource | Promise<ResponseSource>;
  /** The space as its owner steers it: what the `/__mock/` routes do, as calls. */
  readonly control: SpaceControl;
  /** What survives a page reload: scenarios, journal and, in the sandbox, records. */
  readonly parts: {
    readonly scenarios: SpacePart;
    readonly journal: SpacePart;
    readonly records?: SpacePart;
  };
}

export interface Spaces {
  readonly shared: Space;
  /** The space of an accepted key (the shared one unless keys are isolated). */
  readonly of: (key: string) => Space;
  /** Every space in memory, the shared one first. */
  all(): Space[];
}

/** A durable store under the spaces (store/space-store.ts), and how many spaces memory keeps. */
export interface DurableSpaces extends Omit<DurableOptions, 'id'> {
  /** The id in the store of an accepted key's space (never the key itself). */
  spaceOf: (key: string) => string;
  /** Most spaces kept in memory; the least recently used beyond it live in the store only. */
  maxInMemory: number;
}

export interface SpaceOptions {
  versions: readonly VersionApi[];
  isolateKeys: boolean;
  /** The sandbox, whose records each space gets a store of; or, in the static mode, the shared sources. */
  answers: { sandbox: SandboxMode } | { sources: LoadedSources };
  decorate: Decorate;
  /** Hides keys, the secret and signatures in what the journal shows (and saves). */
  redact: (text: string) => string;
  durable?: DurableSpaces;
}

const READS = new Set(['GET', 'HEAD']);

/** The sources of a space's versions over its records: with a durable store, through it. */
function sourcesOf(options: SpaceOptions, sandbox: SandboxMode, store: Store, durable?: DurableRecords) {
  return new Map(
    options.versions.map((v) => {
      const source = sandbox.source(v, store);
      const stored: ResponseSource = durable
        ? { respond: (ctx) => durable.run(async () => source.respond(ctx), !READS.has(ctx.method)) }
        : source;
      return [v.version, options.decorate(stored, v)];
    }),
  );
}

type Answers = Pick<Space, 'source' | 'reset' | 'counts' | 'settled'> & { records?: SpacePart };

function answersOf(options: SpaceOptions, id: string): Answers {
  const { answers, durable: stored } = options;
  if ('sources' in answers) return { source: answers.sources.get };
  const { sandbox } = answers;
  const store = sandbox.newStore();
  const durable = stored && new DurableRecords(store, { ...stored, id });
  const sources = sourcesOf(options, sandbox, store, durable);
  let settled = Promise.resolve();
  return {
    source: (version) => sources.get(version)!,
    reset: () => {
      const summary = sandbox.reset(store);
      if (durable) settled = durable.reset();
      return summary;
    },
    ...(durable ? { settled: () => settled.then(() => durable.settle()) } : {}),
    counts: () => store.counts(),
    records: { snapshot: () => sandbox.snapshot(store), restore: (saved) => sandbox.restore(store, saved) },
  };
}

function newSpace(options: SpaceOptions, id: string): Space {
  const scenarios = createScenarios(options.versions);
  const journal = createJournal(options.redact);
  const { records, ...answers } = answersOf(options, id);
  const parts = {
    scenarios,
    journal: {
      snapshot: () => journal.list(JOURNAL_SIZE),
      restore: (saved: unknown) => journal.restore(saved),
    },
    ...(records ? { records } : {}),
  };
  const space: Omit<Space, 'control'> = { scenarios, journal, ...answers, parts };
  return Object.assign(space, { control: controlOf(space) });
}

/** The id of the shared space in a durable store. */
export const SHARED_SPACE = 'shared';

export function createSpaces(options: SpaceOptions): Spaces {
  const shared = newSpace(options, SHARED_SPACE);
  // Only keys the engine has accepted get a space, so the map stays as small as the list of keys;
  // with a durable store, as small as its limit: a Map keeps the order of insertion, and a space
  // used again is moved to its end, so the first is the least recently used.
  const isolated = new Map<string, Space>();
  const limit = options.durable?.maxInMemory ?? Infinity;
  return {
    shared,
    of(key) {
      if (!options.isolateKeys) return shared;
      let space = isolated.get(key);
      if (space && limit !== Infinity) isolated.delete(key);
      space ??= newSpace(options, options.durable?.spaceOf(key) ?? key);
      isolated.set(key, space);
      if (isolated.size > limit) isolated.delete(isolated.keys().next().value!);
      return space;
    },
    all: () => [shared, ...isolated.values()],
  };
}
