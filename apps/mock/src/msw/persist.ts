// Memory across page reloads (`createSandbox({ persist })`): the shared space's records, scenarios
// and journal, each under its own key of a Web Storage (`sessionStorage`, `localStorage`, or any
// object with `getItem`, `setItem` and `removeItem`), read back when the sandbox is created. What is
// read back is checked (core/sandbox/snapshot.ts, and each part's own `restore`); a stored sandbox
// that does not fit (another seed, other own data, records that break a newer contract) is dropped
// whole, with one warning, and the sandbox starts from the seed. Every part is saved as soon as a request has
// changed it, before the answer reaches the app, so a reload right after an answer finds it stored.
import type { Logger } from '../core/logger.js';
import type { Space, SpacePart } from '../core/spaces.js';

/** The part of the Web Storage interface that `persist` uses. */
export interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type PartName = 'records' | 'scenarios' | 'journal';
const PART_NAMES: readonly PartName[] = ['records', 'scenarios', 'journal'];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Persistence {
  /** After each request the handlers answered: saves what it may have changed. */
  afterRequest(method: string, status: number): void;
  /** After a change through the handle. */
  changed(part: PartName): void;
  /** After a reset: the records are the seed again, which needs no storing. */
  forgetRecords(): void;
}

/** The storage keys of one sandbox, by its base URL, so that two sandboxes in a page keep apart. */
const keyOf = (baseUrl: string, part: PartName) => `dispute-api-mock ${baseUrl} ${part}`;

/** Reads every stored part back into the space; all of them or, when one does not fit, none. */
function load(space: Space, storage: WebStorage, baseUrl: string, logger: Logger): void {
  const problems: string[] = [];
  for (const name of PART_NAMES) {
    const part = space.parts[name];
    const text = part && storage.getItem(keyOf(baseUrl, name));
    if (!part || text === null || text === undefined) continue;
    try {
      problems.push(...part.restore(JSON.parse(text)));
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
    if (problems.length > 0) break;
  }
  if (problems.length === 0) return;
  for (const name of PART_NAMES) storage.removeItem(keyOf(baseUrl, name));
  space.reset?.();
  space.scenarios.clear();
  space.journal.clear();
  logger.warn(
    `the sandbox stored for ${baseUrl} does not fit this mock and its contract, so it starts from the seed: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
  );
}

export function persistSpace(
  space: Space,
  storage: WebStorage,
  baseUrl: string,
  logger: Logger,
): Persistence {
  try {
    load(space, storage, baseUrl, logger);
  } catch (error) {
    logger.warn(
      `the sandbox could not be read from the storage, so it starts from the seed: ${String(error)}`,
    );
  }
  // What each part held when last saved, so that an unchanged part is not written again.
  const last = new Map<PartName, string>();
  let warned = false;
  const save = (name: PartName, part: SpacePart | undefined) => {
    if (!part) return;
    const text = JSON.stringify(part.snapshot());
    if (last.get(name) === text) return;
    try {
      storage.setItem(keyOf(baseUrl, name), text);
      last.set(name, text);
    } catch (error) {
      // A full storage (its quota) keeps the sandbox in memory only; one warning is enough.
      if (!warned) logger.warn(`the sandbox could not be stored, it lives in memory only: ${String(error)}`);
      warned = true;
    }
  };
  return {
    afterRequest(method, status) {
      if (WRITES.has(method) && status < 400) save('records', space.parts.records);
      save('scenarios', space.parts.scenarios);
      save('journal', space.parts.journal);
    },
    changed: (name) => save(name, space.parts[name]),
    forgetRecords() {
      storage.removeItem(keyOf(baseUrl, 'records'));
      last.delete('records');
    },
  };
}
