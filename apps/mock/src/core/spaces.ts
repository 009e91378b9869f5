// Spaces: what the mock keeps for its callers. Without isolated keys there is one, the shared space;
// with them (`isolateKeys`), each accepted key gets its own on first use, made like the shared one. A
// space owns its scenarios, its request journal and, in the sandbox, its store of records with the
// response sources over them, so that finding the caller's space once finds all of them.
import { createJournal, type Journal } from './control/journal.js';
import { createScenarios, type Scenarios } from './control/scenarios.js';
import type { SandboxMode } from './sandbox/index.js';
import type { Decorate, LoadedSources } from './sources.js';
import type { ResponseSource } from './types.js';
import type { VersionApi } from './versions.js';

export interface Space {
  readonly scenarios: Scenarios;
  /** The requests of this space, and those no accepted key owns. */
  readonly journal: Journal;
  /** The response source of a version for this space's callers. */
  source(version: string): ResponseSource | Promise<ResponseSource>;
  /** Sandbox only: restores the seed (or the own data) and returns a summary. */
  readonly reset?: () => Record<string, unknown>;
  /** Sandbox only: records per collection and version. */
  readonly counts?: () => Record<string, unknown>;
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
}

function newSpace({ versions, answers, decorate }: SpaceOptions): Space {
  const own = { scenarios: createScenarios(versions), journal: createJournal() };
  if ('sources' in answers) return { ...own, source: answers.sources.get };
  const { sandbox } = answers;
  const store = sandbox.newStore();
  const sources = new Map(versions.map((v) => [v.version, decorate(sandbox.source(v, store), v)]));
  return {
    ...own,
    source: (version) => sources.get(version)!,
    reset: () => sandbox.reset(store),
    counts: () => store.counts(),
  };
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
