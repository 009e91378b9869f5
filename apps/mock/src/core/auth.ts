// Access-key check: every operation but `GET /health-check` needs `x-api-key` (the spec's security
// requirements), and a failure answers 403 in the simple format. Keys are compared as SHA-256
// digests (WebCrypto, so the check runs in browsers too) without stopping at the first differing
// byte, so neither the accepted keys' lengths nor their prefixes leak through timing. A WebCrypto
// digest is a round trip to a worker thread, most of the cost of a sandbox read, so the verdict on
// each header value is remembered (a hash lookup, which reveals no prefix either). Nothing here
// logs a key.
import { forbidden, missingKey } from './errors.js';

const encoder = new TextEncoder();
const digest = async (key: string) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(key)));

/** Equal-length byte arrays compared in time independent of where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Throws (or rejects with) the 403 unless the key is accepted; a remembered verdict answers at once. */
export type KeyCheck = (header: string | undefined) => Promise<void> | undefined;

/** Distinct header values whose verdict is kept; past it the memory starts over. */
const REMEMBERED = 256;

/** Rejects with the documented 403 unless `header` carries one of `apiKeys`. */
export function createKeyCheck(apiKeys: readonly string[]): KeyCheck {
  if (apiKeys.length === 0) throw new Error('at least one API key is needed');
  let accepted: Promise<Uint8Array[]> | undefined;
  const verdicts = new Map<string, boolean>();
  const matches = async (key: string) => {
    accepted ??= Promise.all(apiKeys.map(digest));
    const given = await digest(key);
    // Compare with every accepted key, without stopping early, to keep the time independent of which.
    let match = false;
    for (const a of await accepted) match = constantTimeEqual(a, given) || match;
    if (verdicts.size >= REMEMBERED) verdicts.clear();
    verdicts.set(key, match);
    return match;
  };
  const refuse = () => forbidden('Forbidden', 'x-api-key is not an accepted key');
  return (key) => {
    if (key === undefined || key.trim() === '') throw missingKey();
    const known = verdicts.get(key);
    if (known === undefined)
      return matches(key).then((match) => {
        if (!match) throw refuse();
      });
    if (!known) throw refuse();
    return undefined;
  };
}
