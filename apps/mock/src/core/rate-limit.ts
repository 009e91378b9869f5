// The mock's own rate limit (the `rateLimit` option): a token bucket per accepted key, `rate`
// requests a second with room for `burst` at once. The reference says a 429 may come and how to
// wait for it (its "Limits"), not the service's numbers, so these are the operator's to choose.
// Per key only: requests refused for their key cost little, and an address says little behind a
// load balancer or a company's NAT. Per instance: with N instances behind a balancer a key may get
// up to N times the rate, since a shared count would cost a round trip to the store on every request.
//
// The buckets are kept in the order they were last used, so that the idle ones are at the front: a
// bucket that has filled up again is dropped (a new one starts full, the same thing), and the map
// holds only the keys seen within the last `burst / rate` seconds.

export interface RateLimitOptions {
  /** Requests a second, per key. */
  rate: number;
  /** Requests at once after a pause; default `rate`. */
  burst?: number;
}

export interface RateLimit {
  /** Takes a token of the key's bucket at `now` (ms): undefined when there was one, else the seconds until there is. */
  take(key: string, now: number): number | undefined;
  /** How many buckets are kept. */
  readonly size: number;
}

interface Bucket {
  tokens: number;
  /** When `tokens` was counted (ms). */
  at: number;
}

export function createRateLimit({ rate, burst = rate }: RateLimitOptions): RateLimit {
  const buckets = new Map<string, Bucket>();
  // A clock that steps back (a corrected wall clock) adds nothing, and takes nothing away.
  // Multiplied before divided, so that whole milliseconds at a whole rate give whole tokens.
  const tokensAt = (bucket: Bucket, now: number) =>
    Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) * rate) / 1000);
  const dropIdle = (now: number) => {
    for (const [key, bucket] of buckets) {
      if (tokensAt(bucket, now) < burst) return;
      buckets.delete(key);
    }
  };
  return {
    get size() {
      return buckets.size;
    },
    take(key, now) {
      dropIdle(now);
      const found = buckets.get(key);
      const bucket = { tokens: found ? tokensAt(found, now) : burst, at: now };
      // Deleted and set again: the key moves to the end, the most recently used.
      buckets.delete(key);
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return undefined;
      }
      return (1 - bucket.tokens) / rate;
    },
  };
}
