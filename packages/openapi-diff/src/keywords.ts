import { canonical, compareText, has, own, show, showList, type JsonObject } from './json.js';
import type { Effect, RuleId } from './rules.js';

/** Reports one change at the schema being compared. */
export type Emit = (id: RuleId, effect: Effect, message: string, before?: unknown, after?: unknown) => void;

/** Compares the value constraints of two (flattened) schemas; structure is left to schemas.ts. */
export function compareConstraints(base: JsonObject, head: JsonObject, emit: Emit): void {
  compareTypes(base, head, emit);
  compareEnums(base, head, emit);
  compareBounds(base, head, emit);
  compareStrings(base, head, emit);
  compareAdditionalProperties(base, head, emit);
}

/** The allowed types, or undefined for any type. 3.0's `nullable: true` means 'null' too. */
function typeSet(schema: JsonObject): string[] | undefined {
  const type = own(schema, 'type');
  const list = typeof type === 'string' ? [type] : Array.isArray(type) ? type.filter(isString) : undefined;
  if (list === undefined) return undefined;
  if (own(schema, 'nullable') === true) list.push('null');
  return [...new Set(list)].sort(compareText);
}

function compareTypes(base: JsonObject, head: JsonObject, emit: Emit): void {
  const before = typeSet(base);
  const after = typeSet(head);
  if (before === undefined && after === undefined) return;
  if (before === undefined) {
    emit('type-changed', 'narrowing', `Type is now restricted to ${after!.join(' | ')}.`, before, after);
    return;
  }
  if (after === undefined) {
    emit('type-changed', 'widening', `Type restriction ${before.join(' | ')} was removed.`, before, after);
    return;
  }
  const widened = covers(after, before);
  const narrowed = covers(before, after);
  if (widened && narrowed) return;
  const effect: Effect = widened ? 'widening' : narrowed ? 'narrowing' : 'breaking';
  emit(
    'type-changed',
    effect,
    `Type changed from ${before.join(' | ')} to ${after.join(' | ')}.`,
    before,
    after,
  );
}

// Every integer is a number, so number admits everything integer does.
function covers(outer: string[], inner: string[]): boolean {
  return inner.every((type) => outer.includes(type) || (type === 'integer' && outer.includes('number')));
}

/** Allowed values keyed by canonical JSON, or undefined when any value is allowed. */
function enumValues(schema: JsonObject): Map<string, unknown> | undefined {
  const values = own(schema, 'enum');
  if (Array.isArray(values)) return new Map(values.map((value) => [canonical(value), value]));
  if (has(schema, 'const')) return new Map([[canonical(schema.const), schema.const]]);
  return undefined;
}

function compareEnums(base: JsonObject, head: JsonObject, emit: Emit): void {
  const before = enumValues(base);
  const after = enumValues(head);
  if (before === undefined && after === undefined) return;
  if (before === undefined) {
    const values = sortedValues(after!);
    emit('enum-added', 'narrowing', `Values are now restricted to ${showList(values)}.`, undefined, values);
    return;
  }
  if (after === undefined) {
    const values = sortedValues(before);
    emit(
      'enum-removed',
      'widening',
      `The restriction to ${showList(values)} was removed.`,
      values,
      undefined,
    );
    return;
  }
  const removed = sortedValues(before, (key) => !after.has(key));
  const added = sortedValues(after, (key) => !before.has(key));
  if (removed.length > 0) {
    // Narrowing alone would spare responses, but a documented value is a promise too: readers
    // branch on it, and a generated union type that loses a member breaks code comparing with it.
    emit('enum-value-removed', 'breaking', `${values(removed)} removed.`, removed);
  }
  if (added.length > 0) {
    emit('enum-value-added', 'widening', `${values(added)} added.`, undefined, added);
  }
}

function sortedValues(values: Map<string, unknown>, keep: (key: string) => boolean = () => true): unknown[] {
  return [...values.keys()]
    .filter(keep)
    .sort(compareText)
    .map((key) => values.get(key));
}

function values(list: unknown[]): string {
  return list.length === 1 ? `Value ${show(list[0])} was` : `Values ${showList(list)} were`;
}

// Lower bounds tighten upwards, upper bounds downwards.
const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

function compareBounds(base: JsonObject, head: JsonObject, emit: Emit): void {
  for (const keyword of [...LOWER, ...UPPER]) {
    const before = own(base, keyword);
    const after = own(head, keyword);
    if (typeof before === 'boolean' || typeof after === 'boolean') {
      // OpenAPI 3.0's exclusiveMinimum/Maximum are flags on minimum/maximum: true is tighter.
      if ((before === true) !== (after === true)) reportBound(keyword, after === true, before, after, emit);
      continue;
    }
    const b = typeof before === 'number' ? before : undefined;
    const a = typeof after === 'number' ? after : undefined;
    if (a === b) continue;
    const tighter =
      a === undefined ? false : b === undefined ? true : LOWER.includes(keyword) ? a > b : a < b;
    reportBound(keyword, tighter, b, a, emit);
  }
  compareMultipleOf(own(base, 'multipleOf'), own(head, 'multipleOf'), emit);
  const uniqueBefore = own(base, 'uniqueItems') === true;
  const uniqueAfter = own(head, 'uniqueItems') === true;
  if (uniqueBefore !== uniqueAfter) reportBound('uniqueItems', uniqueAfter, uniqueBefore, uniqueAfter, emit);
}

function compareMultipleOf(before: unknown, after: unknown, emit: Emit): void {
  const b = typeof before === 'number' && before > 0 ? before : undefined;
  const a = typeof after === 'number' && after > 0 ? after : undefined;
  if (a === b) return;
  if (a === undefined || b === undefined) return reportBound('multipleOf', a !== undefined, b, a, emit);
  // Multiples of 10 are all multiples of 5: a new step that the old one divides tightens.
  if (divides(b, a)) return reportBound('multipleOf', true, b, a, emit);
  if (divides(a, b)) return reportBound('multipleOf', false, b, a, emit);
  emit('bound-changed', 'breaking', `The multipleOf changed from ${b} to ${a}.`, b, a);
}

function divides(step: number, value: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

function reportBound(keyword: string, tighter: boolean, before: unknown, after: unknown, emit: Emit): void {
  const effect: Effect = tighter ? 'narrowing' : 'widening';
  const verb = tighter ? 'tightened' : 'loosened';
  const message =
    before === undefined
      ? `The ${keyword} ${show(after)} was added.`
      : after === undefined
        ? `The ${keyword} ${show(before)} was removed.`
        : `The ${keyword} was ${verb} from ${show(before)} to ${show(after)}.`;
  emit('bound-changed', effect, message, before, after);
}

/** pattern and format: no order between two of them, so any change breaks both directions. */
function compareStrings(base: JsonObject, head: JsonObject, emit: Emit): void {
  for (const keyword of ['pattern', 'format']) {
    const before = own(base, keyword);
    const after = own(head, keyword);
    const b = typeof before === 'string' ? before : undefined;
    const a = typeof after === 'string' ? after : undefined;
    if (a === b) continue;
    if (b === undefined) emit('bound-changed', 'narrowing', `The ${keyword} ${show(a)} was added.`, b, a);
    else if (a === undefined)
      emit('bound-changed', 'widening', `The ${keyword} ${show(b)} was removed.`, b, a);
    else emit('bound-changed', 'breaking', `The ${keyword} changed from ${show(b)} to ${show(a)}.`, b, a);
  }
}

function compareAdditionalProperties(base: JsonObject, head: JsonObject, emit: Emit): void {
  const closedBefore = own(base, 'additionalProperties') === false;
  const closedAfter = own(head, 'additionalProperties') === false;
  if (closedAfter && !closedBefore) {
    emit(
      'additional-properties-forbidden',
      'narrowing',
      'Properties not listed are no longer allowed.',
      true,
      false,
    );
  } else if (closedBefore && !closedAfter) {
    emit('additional-properties-allowed', 'widening', 'Properties not listed are now allowed.', false, true);
  }
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
