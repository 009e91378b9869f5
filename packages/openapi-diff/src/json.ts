// Helpers for reading untrusted JSON-like documents: the model package's guards (a property named
// 'constructor' or '__proto__' must be data, never Object's), and the diff's order and printing.

import { isObject } from '@dispute-api/openapi-model';

export { has, isObject, own, type JsonObject } from '@dispute-api/openapi-model';

/** Code-unit order, so output never depends on the machine's locale. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortedKeys(value: unknown): string[] {
  return isObject(value) ? Object.keys(value).sort(compareText) : [];
}

export function unionKeys(a: unknown, b: unknown): string[] {
  return [...new Set([...sortedKeys(a), ...sortedKeys(b)])].sort(compareText);
}

/** JSON with sorted keys, so equal values (enum members, bounds) compare and print equally. */
export function canonical(value: unknown, seen: object[] = []): string {
  if (Array.isArray(value) || isObject(value)) {
    // YAML aliases can make a value contain itself; JSON.stringify would throw.
    if (seen.includes(value)) return '"[circular]"';
    const inner = [...seen, value];
    if (Array.isArray(value)) return `[${value.map((item) => canonical(item, inner)).join(',')}]`;
    const entries = sortedKeys(value).map((key) => `${JSON.stringify(key)}:${canonical(value[key], inner)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A value as it appears in a message, cut short so one odd value cannot flood a report. */
export function show(value: unknown): string {
  const text = canonical(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function showList(values: unknown[]): string {
  return values.map(show).join(', ');
}
