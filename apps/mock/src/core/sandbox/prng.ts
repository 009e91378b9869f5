// A small seeded PRNG (mulberry32), the draws the seed needs, and the ids of created records. Own
// code instead of a faker dependency: the seed must repeat exactly for a seed number, on every Node
// version, forever, and a library upgrade must not reshuffle the data a frontend team wrote its
// tests against.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `n` lower-case hex digits. */
  hex(n: number): string;
  /** A service identifier: 24 lower-case hex digits (`^[0-9a-fA-F]{24}$`). */
  id(): string;
  /** `n` decimal digits, leading zeros kept (e.g. `last4`). */
  digits(n: number): string;
}

/** mulberry32: 32-bit state, good enough spread for the seed, and trivially portable. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number) => {
    let out = '';
    for (let i = 0; i < n; i++) out += int(0, 15).toString(16);
    return out;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)]!,
    hex,
    id: () => hex(24),
    digits: (n) => {
      let out = '';
      for (let i = 0; i < n; i++) out += String(int(0, 9));
      return out;
    },
  };
}

/**
 * A seed as the PRNG takes it. `--seed` is a decimal integer; programmatic callers may pass any
 * string, which is hashed (FNV-1a) so that every string still names one repeatable data set.
 */
export function seedNumber(seed: string | number | undefined, fallback = 1): number {
  if (seed === undefined) return fallback;
  const text = String(seed);
  if (/^\d+$/.test(text) && Number(text) <= 0xffffffff) return Number(text);
  return hashText(text);
}

/** FNV-1a of a text: a 32-bit number naming it, to tell texts apart (not a security hash). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** Ids of created records: 24 hex digits from their own seeded stream, so they repeat after a reset. */
export interface IdSource {
  next(taken: (id: string) => boolean): string;
  /** How many ids the stream has drawn: a stream made with this many skipped goes on where it stopped. */
  readonly drawn: number;
}

export function idSource(seed: number, skip = 0): IdSource {
  const random = createRandom(seed ^ 0x5bd1e995);
  let drawn = 0;
  const draw = () => {
    drawn++;
    return random.id();
  };
  while (drawn < skip) draw();
  return {
    next(taken) {
      let id = draw();
      while (taken(id)) id = draw();
      return id;
    },
    get drawn() {
      return drawn;
    },
  };
}
