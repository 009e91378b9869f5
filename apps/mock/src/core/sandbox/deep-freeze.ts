// Records that every sandbox of a process shares (the seed, own data) are frozen all the way down:
// the sandbox never writes to a record in place (collection.ts copies the records it changes), so
// a write shows in one sandbox only, and a record stays as it was made or checked.

/**
 * `value`, frozen all the way down. Below an object frozen already it goes on, since it may be frozen
 * only on top (`seen` keeps those, so that a cycle ends).
 */
export function deepFreeze<T>(value: T, seen = new Set<object>()): T {
  if (value === null || typeof value !== 'object') return value;
  if (!Object.isFrozen(value)) Object.freeze(value);
  else if (seen.has(value)) return value;
  else seen.add(value);
  for (const member of Object.values(value)) deepFreeze(member, seen);
  return value;
}
