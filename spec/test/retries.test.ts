// The retry marks of every error response say what the reference's status table and Limits say:
// 429 "Yes, after waiting" (Retry-After, or "exponential backoff with jitter" without it), 500 and
// 502 "Yes, with backoff", and nothing else retry-safe. The errors' Rule 4 ("Before repeating a
// POST, check whether it took effect") is the only word on repeating a write.
import { describe, expect, it } from 'vitest';
import { bundledVersions, loadBundle, type JsonObject } from './helpers/bundle.js';
import { deref, operation, operations } from './helpers/walk.js';

/** Every documented error response of a bundle, by `METHOD path status`. */
function errorResponses(bundle: JsonObject): [string, JsonObject][] {
  return operations(bundle).flatMap((key) => {
    const [method, path] = key.split(' ');
    const responses = operation(bundle, method, path).responses as JsonObject;
    return Object.entries(responses)
      .filter(([status]) => /^[45]/.test(status))
      .map(([status, ref]): [string, JsonObject] => [`${key} ${status}`, deref(bundle, ref)]);
  });
}

const STRATEGY: Record<string, string | undefined> = {
  '429': 'retry-after',
  '500': 'backoff',
  '502': 'backoff',
};

describe.each(bundledVersions())('%s: retries as the reference states them', (version) => {
  const errors = errorResponses(loadBundle(version));

  it('marks 429 retry-after, 500 and 502 backoff, and no other status retry-safe', () => {
    for (const [at, response] of errors) {
      const status = at.split(' ').at(-1)!;
      expect(response['x-retry-strategy'], at).toBe(STRATEGY[status]);
      expect(response['x-retry-safe'] === true, at).toBe(STRATEGY[status] !== undefined);
    }
  });

  it('says "with backoff" for 500 and 502, and keeps exponential backoff with jitter for 429', () => {
    for (const [at, response] of errors) {
      const description = response.description as string;
      if (/ 50[02]$/.test(at)) {
        expect(description, at).toMatch(/retry with backoff/);
        expect(description, at).not.toMatch(/exponential|jitter|repeating a write/i);
        expect(description, at).toMatch(/before repeating a POST, check whether it took effect/);
      }
      if (/ 429$/.test(at)) expect(description, at).toMatch(/exponential backoff and jitter/);
    }
  });
});
