import { compareText } from './json.js';
import { isBreaking, type Effect, type RuleId } from './rules.js';
import type { Change, Direction } from './types.js';

export interface Finding {
  id: RuleId;
  effect: Effect;
  direction: Direction;
  /** Absent for a change to the whole document (its servers, its security). */
  operation?: string;
  location: string;
  message: string;
  before?: unknown;
  after?: unknown;
}

/** Gathers findings once each and hands them out in one fixed order. */
export class Collector {
  private readonly byKey = new Map<string, Change>();

  add(finding: Finding): void {
    const { effect, direction, operation, before, after, ...rest } = finding;
    const change: Change = { ...rest, breaking: isBreaking(effect, direction) };
    // Only set when known, so JSON reports carry no empty keys.
    if (operation !== undefined) change.operation = operation;
    if (before !== undefined) change.before = before;
    if (after !== undefined) change.after = after;
    const key = JSON.stringify([change.operation, change.location, change.id, change.message]);
    if (!this.byKey.has(key)) this.byKey.set(key, change);
  }

  changes(): Change[] {
    return [...this.byKey.values()].sort(compareChanges);
  }
}

const METHOD_ORDER = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];

/** Operations by path, then by method in the order the OpenAPI spec lists them. */
export function compareOperations(a = '', b = ''): number {
  const [methodA = '', pathA = ''] = splitOperation(a);
  const [methodB = '', pathB = ''] = splitOperation(b);
  return compareText(pathA, pathB) || methodRank(methodA) - methodRank(methodB) || compareText(a, b);
}

export function compareChanges(a: Change, b: Change): number {
  return (
    compareOperations(a.operation, b.operation) ||
    compareText(a.location, b.location) ||
    compareText(a.id, b.id) ||
    compareText(a.message, b.message)
  );
}

function splitOperation(operation: string): [string, string] {
  const space = operation.indexOf(' ');
  return space < 0 ? ['', operation] : [operation.slice(0, space), operation.slice(space + 1)];
}

function methodRank(method: string): number {
  const rank = METHOD_ORDER.indexOf(method);
  return rank < 0 ? METHOD_ORDER.length : rank;
}
