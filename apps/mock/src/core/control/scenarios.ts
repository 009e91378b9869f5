// Scenarios: the mock's own way to make an operation fail or slow down on purpose, without touching
// app code. `{version, operationId, status?, delayMs?, times?}`: the next call(s) of that operation
// answer that documented status in the API's own format (the spec's example for it), after
// `delayMs`; `times` omitted means until removed.
import { isObject } from '@dispute-api/openapi-model';
import { invalidRequest, notFound } from '../errors.js';
import { isDocumented } from '../examples.js';
import type { Json } from '../sandbox/collection.js';
import type { Operation } from '../types.js';
import type { VersionApi } from '../versions.js';

export interface Scenario {
  readonly id: string;
  readonly version: string;
  readonly operationId: string;
  readonly status?: number;
  readonly delayMs?: number;
  /** How many more calls it applies to; undefined: until removed. */
  remaining?: number;
}

/** The longest delay a scenario may ask for; longer would only look like a hung mock. */
export const MAX_DELAY_MS = 120_000;

const isWhole = (v: unknown, min: number, max: number): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/** A scenario as posted to `POST /__mock/scenarios`, or added through the MSW handle. */
export interface ScenarioInput {
  version: string;
  operationId: string;
  /** A status the operation documents; answered with the spec's example for it. */
  status?: number;
  /** Milliseconds to wait before answering, 0 to 120000. */
  delayMs?: number;
  /** How many calls it applies to; omitted: until removed. */
  times?: number;
}

export interface Scenarios {
  /** Checks a scenario as posted and adds it; throws the 400 naming what is wrong. */
  add(body: unknown): Scenario;
  list(): Scenario[];
  remove(id: string): void;
  clear(): void;
  /** The scenario that applies to this call, counted down (and dropped when used up), or undefined. */
  take(operation: Operation): Scenario | undefined;
  /** The scenarios and the id counter as JSON, for a page reload. */
  snapshot(): Json;
  /** Puts a snapshot back, each scenario checked as if posted; returns why it does not fit (nothing restored), or []. */
  restore(saved: unknown): string[];
}

/** Checks a scenario as posted: the 400 naming what is wrong, or the scenario without its id. */
function checked(versions: readonly VersionApi[], body: unknown): Omit<Scenario, 'id'> {
  if (!isObject(body))
    throw invalidRequest('body must be an object: {version, operationId, status?, delayMs?, times?}');
  const api = versions.find((v) => v.version === body.version);
  if (!api) throw invalidRequest(`version must be one of: ${versions.map((v) => v.version).join(', ')}`);
  const operation = api.operations.find((op) => op.operationId === body.operationId);
  if (!operation)
    throw invalidRequest(
      `operationId must name an operation of ${api.version}: ${api.operations.map((op) => op.operationId).join(', ')}`,
    );
  const { status, delayMs, times } = body;
  if (status !== undefined && !(isWhole(status, 100, 599) && isDocumented(operation, status))) {
    throw invalidRequest(
      `status ${JSON.stringify(status)} is not documented for ${operation.operationId} (documented: ${operation.statuses.join(', ')})`,
    );
  }
  if (delayMs !== undefined && !isWhole(delayMs, 0, MAX_DELAY_MS))
    throw invalidRequest(`delayMs must be an integer from 0 to ${MAX_DELAY_MS}`);
  if (status === undefined && delayMs === undefined)
    throw invalidRequest('a scenario needs a status, a delayMs or both');
  if (times !== undefined && !isWhole(times, 1, 1_000_000))
    throw invalidRequest('times must be a positive integer (omit it: until removed)');
  return {
    version: api.version,
    operationId: operation.operationId,
    ...(status === undefined ? {} : { status }),
    ...(delayMs === undefined ? {} : { delayMs }),
    ...(times === undefined ? {} : { remaining: times }),
  };
}

/** The scenarios of a snapshot, each checked as if posted (its calls left as `times`). */
function restored(versions: readonly VersionApi[], saved: unknown): { items: Scenario[]; counter: number } {
  if (!isObject(saved) || !Array.isArray(saved.items) || !isWhole(saved.counter, 0, Number.MAX_SAFE_INTEGER))
    throw new Error('scenarios must be {counter, items}');
  const items = saved.items.map((item: unknown) => {
    if (!isObject(item) || typeof item.id !== 'string') throw new Error('a scenario has no id');
    return { id: item.id, ...checked(versions, { ...item, times: item.remaining }) };
  });
  return { items, counter: saved.counter };
}

export function createScenarios(versions: readonly VersionApi[]): Scenarios {
  let items: Scenario[] = [];
  let counter = 0;
  return {
    add(body) {
      const scenario: Scenario = { id: `scn_${(++counter).toString(36)}`, ...checked(versions, body) };
      items.push(scenario);
      return scenario;
    },
    list: () => items.map((s) => ({ ...s })),
    remove(id) {
      const before = items.length;
      items = items.filter((s) => s.id !== id);
      if (items.length === before) throw notFound(`No such scenario: ${id}`);
    },
    clear() {
      items = [];
    },
    take(operation) {
      if (items.length === 0) return undefined;
      const scenario = items.find(
        (s) => s.version === operation.version && s.operationId === operation.operationId,
      );
      if (!scenario) return undefined;
      if (scenario.remaining !== undefined && --scenario.remaining <= 0)
        items = items.filter((s) => s !== scenario);
      return scenario;
    },
    snapshot: () => ({ counter, items: items.map((s) => ({ ...s })) }),
    restore(saved) {
      try {
        ({ items, counter } = restored(versions, saved));
        return [];
      } catch (error) {
        return [`scenarios: ${(error as Error).message}`];
      }
    },
  };
}
