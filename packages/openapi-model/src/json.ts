// Reading untrusted JSON-like documents without tripping over inherited properties: a member named
// 'constructor' or '__proto__' is data, never Object's.

export type JsonObject = Record<string, unknown>;

/** A plain JSON object: not null, not an array. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value's own member `key`, or undefined. */
export function own(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

export function has(value: unknown, key: string): boolean {
  return isObject(value) && Object.hasOwn(value, key);
}
