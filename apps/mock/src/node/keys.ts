// Sandbox keys for many teams. A key pair is derived from the operator's root secret
// (DISPUTE_MOCK_KEY_SECRET, never stored) and the key's id: the access key is `dak_<id>_<tag>`,
// its tag an HMAC-SHA256 of the id under the root secret, and the secret key (for request
// signing) another HMAC of the id. The store keeps the id, a label, whether the key must sign, and
// when it was made and revoked: nothing from which a key can be made, so a leaked dump of the store
// lets no one call the sandbox, and the pair is shown once, when it is made. Checking a key is
// recomputing its tag (in constant time) and asking the store that its id is there and not revoked.
// Each key's space is `key:<id>`; a key given with --api-key gets `sha256:<its hash>`, so no key
// stands in the store in clear.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyGrant, KeyLookup } from '../core/auth.js';
import type { SpaceStore, StoredKey } from '../core/store/space-store.js';

export const KEY_SECRET_VARIABLE = 'DISPUTE_MOCK_KEY_SECRET';
/** A root secret shorter than this is refused: the keys are only as strong as it. */
export const MIN_KEY_SECRET_LENGTH = 32;

const ACCESS_KEY = /^dak_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface KeyPair {
  readonly id: string;
  readonly accessKey: string;
  readonly secretKey: string;
}

export interface Keyring {
  /** Makes a key pair and stores its id; the pair is never shown again. */
  create(
    label: string,
    options: { signed: boolean; now: number },
  ): Promise<{ pair: KeyPair; key: StoredKey }>;
  /** The grant of an access key the store holds unrevoked, or undefined. */
  lookup: KeyLookup;
}

const mac = (root: string, purpose: string, id: string) =>
  createHmac('sha256', root).update(`${purpose} ${id}`).digest('base64url');

/** The key pair of an id under a root secret. */
export function keyPair(root: string, id: string): KeyPair {
  return {
    id,
    accessKey: `dak_${id}_${mac(root, 'access', id)}`,
    secretKey: `dsk_${mac(root, 'secret', id)}`,
  };
}

/** The id of an access key made under `root`, or undefined when the key is not one. */
function idOf(root: string | undefined, key: string): string | undefined {
  const match = root === undefined ? null : ACCESS_KEY.exec(key);
  if (!match) return undefined;
  const expected = Buffer.from(mac(root!, 'access', match[1]!));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? match[1] : undefined;
}

/** The space of a key: its id's for a key pair of the store, else its hash's. */
export const spaceOfKey = (root: string | undefined, key: string): string => {
  const id = idOf(root, key);
  return id ? `key:${id}` : `sha256:${createHash('sha256').update(key).digest('hex')}`;
};

export function createKeyring(root: string, store: SpaceStore): Keyring {
  return {
    async create(label, { signed, now }) {
      const id = randomBytes(8).toString('hex');
      const key: StoredKey = { id, label, signed, createdAt: now, revokedAt: null };
      await store.keys.add(key);
      return { pair: keyPair(root, id), key };
    },
    async lookup(accessKey): Promise<KeyGrant | undefined> {
      const id = idOf(root, accessKey);
      const stored = id === undefined ? undefined : await store.keys.find(id);
      if (!stored || stored.revokedAt !== null) return undefined;
      return stored.signed ? { signWith: keyPair(root, stored.id).secretKey } : {};
    },
  };
}
