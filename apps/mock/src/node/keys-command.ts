// `dispute-api-mock keys …`: the operator's commands over the sandbox keys kept in a store (the
// store from --store or DISPUTE_MOCK_STORE, the root secret from DISPUTE_MOCK_KEY_SECRET). `create`
// prints the new pair once (the store cannot give it again), `list` what the store keeps of each key,
// `revoke` ends a key at once for every instance on the store (they ask again within a second).
import { parseArgs } from 'node:util';
import { createLogger } from '../core/logger.js';
import { UsageError } from './args.js';
import { KEY_SECRET_VARIABLE, MIN_KEY_SECRET_LENGTH, createKeyring } from './keys.js';
import { STORE_VARIABLE, openStore, storeTarget } from './store/index.js';
import type { SpaceStore, StoredKey } from '../core/store/space-store.js';

export const KEYS_USAGE = `Usage: dispute-api-mock keys <create|list|revoke> [options]

Sandbox keys for a hosted sandbox, kept in its store (--store or ${STORE_VARIABLE}); each key gets
its own space. ${KEY_SECRET_VARIABLE} (at least ${MIN_KEY_SECRET_LENGTH} characters) is the root secret every
key pair is derived from: the store keeps no key, so give every instance the same secret.

  keys create --label NAME [--signed] [--json]
                         make a key pair and print it once: the access key (x-api-key) and the
                         secret key; with --signed, its requests must carry x-service-hmac-sha256
  keys list [--json]     the keys: id, label, signed, created, revoked
  keys revoke ID         revoke a key: its requests get 403
Options:
  --store STORE          sqlite:FILE or postgres://… (default ${STORE_VARIABLE})`;

const SPEC = {
  store: { type: 'string' },
  label: { type: 'string' },
  signed: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());
const row = (k: StoredKey) =>
  [
    k.id,
    k.signed ? 'signed' : 'unsigned',
    iso(k.createdAt),
    k.revokedAt === null ? 'active' : `revoked ${iso(k.revokedAt)}`,
    k.label,
  ].join('  ');

/** Runs `keys …`; resolves with what to print, or throws a UsageError or StartupError in one line. */
export async function keysCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  now = Date.now,
): Promise<string> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof SPEC; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: SPEC, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values: v, positionals } = parsed;
  const [action, ...rest] = positionals;
  if (v.help || action === undefined) return KEYS_USAGE;
  if (!['create', 'list', 'revoke'].includes(action))
    throw new UsageError(`keys: no such command "${action}" (create, list, revoke)`);
  if (action === 'revoke' ? rest.length !== 1 : rest.length !== 0)
    throw new UsageError(
      action === 'revoke' ? 'keys revoke takes one key id' : `keys ${action} takes no argument`,
    );
  if (action === 'create' && (v.label === undefined || v.label.trim() === ''))
    throw new UsageError('keys create needs --label NAME (who the key is for)');
  const given = v.store ?? env[STORE_VARIABLE];
  const target = given === undefined ? undefined : storeTarget(given);
  if (!target || target.kind === 'memory')
    throw new UsageError(`keys needs a store: --store sqlite:FILE or postgres://…, or ${STORE_VARIABLE}`);
  const secret = env[KEY_SECRET_VARIABLE] ?? '';
  if (action === 'create' && secret.length < MIN_KEY_SECRET_LENGTH)
    throw new UsageError(
      `keys create needs ${KEY_SECRET_VARIABLE}, at least ${MIN_KEY_SECRET_LENGTH} characters`,
    );
  const store = (await openStore(target, createLogger('warn')))!;
  try {
    return await run(store, {
      action,
      id: rest[0],
      label: v.label,
      signed: v.signed === true,
      json: v.json === true,
      secret,
      now,
    });
  } finally {
    await store.close();
  }
}

interface Action {
  action: string;
  id: string | undefined;
  label: string | undefined;
  signed: boolean;
  json: boolean;
  secret: string;
  now: () => number;
}

async function run(store: SpaceStore, a: Action): Promise<string> {
  if (a.action === 'create') {
    const { pair, key } = await createKeyring(a.secret, store).create(a.label!, {
      signed: a.signed,
      now: a.now(),
    });
    if (a.json) return JSON.stringify({ ...key, accessKey: pair.accessKey, secretKey: pair.secretKey });
    return [
      `key ${key.id} for ${key.label}${key.signed ? ' (requests must be signed)' : ''}; shown once, keep it now:`,
      `access key (x-api-key): ${pair.accessKey}`,
      `secret key (signing):   ${pair.secretKey}`,
    ].join('\n');
  }
  if (a.action === 'list') {
    const keys = await store.keys.list();
    if (a.json) return JSON.stringify(keys);
    return keys.length === 0 ? 'no keys' : keys.map(row).join('\n');
  }
  if (!(await store.keys.revoke(a.id!, a.now())))
    throw new UsageError(`keys revoke: no key ${a.id} in the store`);
  return `key ${a.id} revoked`;
}
