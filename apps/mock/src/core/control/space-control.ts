// A space as its owner steers it: what the `/__mock/` routes do, as calls. The routes (index.ts)
// answer with these, and the MSW handle (`createSandbox`) is made of them, so both act on the same
// state in the same way: the same checks, the same errors, the same summaries.
import { invalidRequest, notFound } from '../errors.js';
import type { ResetSummary } from '../sandbox/index.js';
import type { Counts } from '../sandbox/store.js';
import { JOURNAL_SIZE, type Journal, type JournalEntry } from './journal.js';
import type { Scenario, ScenarioInput, Scenarios } from './scenarios.js';

/** What `GET /__mock/state` answers. */
export interface StateSummary {
  /** Records per collection, by version. */
  counts: Counts;
  /** How many scenarios are in force, and how many requests the journal holds. */
  scenarios: number;
  journal: number;
}

/** Its members are plain functions (no `this`), so the MSW handle hands them on as they are. */
export interface SpaceControl {
  /** Back to the seed (or the own data); scenarios and the journal stay. `POST /__mock/reset`. */
  readonly reset: () => ResetSummary;
  /** `GET /__mock/state`. */
  readonly state: () => StateSummary;
  readonly scenarios: {
    /** `POST /__mock/scenarios`: throws the route's 400 (an `ApiError`) naming what is wrong. */
    readonly add: (scenario: ScenarioInput) => Scenario;
    readonly list: () => Scenario[];
    /** `DELETE /__mock/scenarios/{id}`: throws the route's 404 for an unknown id. */
    readonly remove: (id: string) => void;
    readonly clear: () => void;
  };
  /** `GET /__mock/requests?limit=N`: newest first, redacted; `limit` a positive integer (default all). */
  readonly journal: (options?: { limit?: number }) => JournalEntry[];
  readonly clearJournal: () => void;
}

/** What of a space (spaces.ts) the control acts on. */
export interface Steered {
  readonly scenarios: Scenarios;
  readonly journal: Journal;
  /** Sandbox only, like `counts`. */
  readonly reset?: () => ResetSummary;
  readonly counts?: () => Counts;
}

const SANDBOX_ONLY = 'exists in the sandbox only, not in the static mode';

function journalLimit(limit: number | undefined): number {
  if (limit === undefined) return JOURNAL_SIZE;
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw invalidRequest(`limit must be a positive integer (at most ${JOURNAL_SIZE} are kept)`);
  return Math.min(limit, JOURNAL_SIZE);
}

export function controlOf(space: Steered): SpaceControl {
  const { scenarios, journal } = space;
  return {
    reset() {
      if (!space.reset) throw notFound(`/__mock/reset ${SANDBOX_ONLY}`);
      return space.reset();
    },
    state() {
      if (!space.counts) throw notFound(`/__mock/state ${SANDBOX_ONLY}`);
      return { counts: space.counts(), scenarios: scenarios.list().length, journal: journal.size };
    },
    scenarios: {
      add: (scenario) => scenarios.add(scenario),
      list: () => scenarios.list(),
      remove: (id) => scenarios.remove(id),
      clear: () => scenarios.clear(),
    },
    journal: (options = {}) => journal.list(journalLimit(options.limit)),
    clearJournal: () => journal.clear(),
  };
}
