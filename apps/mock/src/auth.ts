// Access-key check (reference, Authentication rules 1, 2 and 8). Keys are compared as SHA-256
// digests with a constant-time comparison, so neither the accepted keys' lengths nor their
// prefixes leak through timing. Nothing here logs a key.
import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden } from './errors.js';

const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest();

/** Throws the documented 403 unless `header` carries one of `apiKeys`. */
export function createKeyCheck(apiKeys: readonly string[]): (header: string | string[] | undefined) => void {
  if (apiKeys.length === 0) throw new Error('at least one API key is needed');
  const accepted = apiKeys.map(digest);
  return (header) => {
    const key = Array.isArray(header) ? header.join(', ') : header;
    if (key === undefined || key.trim() === '') {
      throw forbidden('Missing x-api-key header', 'no x-api-key header');
    }
    const given = digest(key);
    // Compare with every accepted key, without stopping early, to keep the time independent of which.
    let match = false;
    for (const a of accepted) match = timingSafeEqual(a, given) || match;
    if (!match) throw forbidden('Forbidden', 'x-api-key is not an accepted key');
  };
}
