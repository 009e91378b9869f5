// Spaces: what the mock keeps for its callers. Without isolated keys there is one, the shared space;
// with them (`isolateKeys`), each accepted key gets its own on first use, made like the shared one. A
// space owns its scenarios, its request journal and, in the sandbox, its store of records with the
// response sources over them, so that finding the caller's space once finds all of them.
import { JOURNAL_SIZE, createJournal } from './control/journal.js';
import { createScenarios } from './control/scenarios.js';
import { controlOf, type SpaceControl, type Steered } from './control/space-control.js';
import type { SandboxMode } from './sandbox/index.js';
import type { Decorate, LoadedSources } from './sources.js';
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
  /** Every space made so far, the shared one first. */
  all(): Space[];
}

export interface SpaceOptions {
  versions: readonly VersionApi[];
  isolateKeys: boolean;
  /** The sandbox, whose records each space gets a store of; or, in the static mode, the shared sources. */
  answers: { sandbox: SandboxMode } | { sources: LoadedSources };
  decorate: Decorate;
  /** Hides keys, the secret and signatures in what the journal shows (and saves). */
  redact: (text: string) => string;
}

type Answers = Pick<Space, 'source' | 'reset' | 'counts'> & { records?: SpacePart };

function answersOf({ versions, answers, decorate }: SpaceOptions): Answers {
  if ('sources' in answers) return { source: answers.sources.get };
  const { sandbox } = answers;
  const store = sandbox.newStore();
  const sources = new Map(versions.map((v) => [v.version, decorate(sandbox.source(v, store), v)]));
  return {
    source: (version) => sources.get(version)!,
    reset: () => sandbox.reset(store),
    counts: () => store.counts(),
    records: { snapshot: () => sandbox.snapshot(store), restore: (saved) => sandbox.restore(store, saved) },
  };
}

function newSpace(options: SpaceOptions): Space {
  const scenarios = createScenarios(options.versions);
  const journal = createJournal(options.redact);
  const { records, ...answers } = answersOf(options);
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

export function createSpaces(options: SpaceOptions): Spaces {
  const shared = newSpace(options);
  // Only keys the engine has accepted get a space, so the map stays as small as the list of keys.
  const isolated = new Map<string, Space>();
  return {
    shared,
    of(key) {
      if (!options.isolateKeys) return shared;
      let space = isolated.get(key);
      if (!space) isolated.set(key, (space = newSpace(options)));
      return space;
    },
    all: () => [shared, ...isolated.values()],
  };
}
