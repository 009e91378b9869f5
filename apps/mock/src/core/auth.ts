// Access-key check: every operation but `GET /health-check` needs `x-api-key` (the spec's security
// requirements), and a failure answers 403 in the simple format. Keys are compared as SHA-256
// digests (WebCrypto, so the check runs in browsers too) without stopping at the first differing
// byte, so neither the accepted keys' lengths nor their prefixes leak through timing. A WebCrypto
// digest is a round trip to a worker thread, most of the cost of a sandbox read, so the verdict on
// each header value is remembered (a hash lookup, which reveals no prefix either). Nothing here
// logs a key. Keys kept in a durable store (node/keys.ts) are asked of `lookup` when the list does
// not hold them, and their verdict is kept a second at most, so that a revocation, made by another
// process, takes effect within that second.
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

/** What an accepted key brings: the secret its requests must be signed with, when it must sign. */
export interface KeyGrant {
  readonly signWith?: string;
}

/** A key of a durable store's: its grant, or undefined when it is unknown or revoked. */
export type KeyLookup = (key: string) => Promise<KeyGrant | undefined>;

/** Throws (or rejects with) the 403 unless the key is accepted; a remembered verdict answers at once. */
export type KeyCheck = (header: string | undefined) => Promise<KeyGrant> | KeyGrant;

/** Distinct header values whose verdict is kept; past it the memory starts over. */
const REMEMBERED = 256;
/** How long a store's verdict on a key is kept, in ms. */
const LOOKUP_KEPT_MS = 1000;
const LISTED: KeyGrant = Object.freeze({});

interface Verdict {
  grant: KeyGrant | undefined;
  /** When the verdict must be asked again (epoch ms); Infinity for the list's. */
  until: number;
}

/** Rejects with the documented 403 unless `header` carries one of `apiKeys`, or a key `lookup` grants. */
export function createKeyCheck(apiKeys: readonly string[], lookup?: KeyLookup): KeyCheck {
  if (apiKeys.length === 0 && !lookup) throw new Error('at least one API key is needed');
  let accepted: Promise<Uint8Array[]> | undefined;
  const verdicts = new Map<string, Verdict>();
  const listed = async (key: string) => {
    accepted ??= Promise.all(apiKeys.map(digest));
    const given = await digest(key);
    // Compare with every accepted key, without stopping early, to keep the time independent of which.
    let match = false;
    for (const a of await accepted) match = constantTimeEqual(a, given) || match;
    return match;
  };
  const verdictOf = async (key: string): Promise<Verdict> => {
    if (await listed(key)) return { grant: LISTED, until: Infinity };
    return { grant: await lookup?.(key), until: lookup ? Date.now() + LOOKUP_KEPT_MS : Infinity };
  };
  const refuse = () => forbidden('Forbidden', 'x-api-key is not an accepted key');
  const grantOf = ({ grant }: Verdict) => {
    if (!grant) throw refuse();
    return grant;
  };
  return (key) => {
    if (key === undefined || key.trim() === '') throw missingKey();
    const known = verdicts.get(key);
    if (known && known.until > Date.now()) return grantOf(known);
    return verdictOf(key).then((verdict) => {
      if (verdicts.size >= REMEMBERED) verdicts.clear();
      verdicts.set(key, verdict);
      return grantOf(verdict);
    });
  };
}
