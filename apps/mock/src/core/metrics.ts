// What the engine tells whoever counts its work: each answer, each refusal of the rate limit, and,
// from the durable store, its calls and how many spaces it holds. An interface only, so that the
// core imports no metrics library (it runs in browsers, behind MSW): node/metrics.ts keeps
// Prometheus's counts from it. Not to be confused with observe.ts, which shows each answer itself
// to the tests.
//
// Every argument becomes a label value or a number, so each comes from a small, fixed set: an
// operationId of the contract (or `control`, `unknown`), a status, a kind of store call named in
// code. Never a path, a key or a record's id, which would make a series per caller.

export interface Observer {
  /** An answer was sent: its operation (`operationLabel`), its status, the seconds it took. */
  answered(operationId: string, status: number, seconds: number): void;
  /** The rate limit refused a request (a 429 of the mock's own). */
  rateLimited(): void;
  /** The durable store answered a call of a kind (`load`, `save`, …), in so many seconds. */
  storeCall(kind: string, seconds: number): void;
  /** How many spaces are in memory now, and how many the durable store holds. */
  spaces(inMemory: number, stored: number): void;
}

/** Both observers told the same: the caller's own, and the server's metrics. */
export function bothObservers(a: Observer | undefined, b: Observer | undefined): Observer | undefined {
  if (!a || !b) return a ?? b;
  return {
    answered: (...args) => (a.answered(...args), b.answered(...args)),
    rateLimited: () => (a.rateLimited(), b.rateLimited()),
    storeCall: (...args) => (a.storeCall(...args), b.storeCall(...args)),
    spaces: (...args) => (a.spaces(...args), b.spaces(...args)),
  };
}
