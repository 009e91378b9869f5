// The entry modules of every version in spec/versions.json, for tests of rules that hold in every
// version. Tests of one version's own facts import that version's module by its date instead.
import { VERSIONS } from '@dispute-api/spec/versions';
import type { CallOptions, ClientOptions } from '../src/create-client.js';

/** What the tests use of every version's entry module. */
export interface Entry {
  API_VERSION: string;
  createClient: (options: ClientOptions) => object;
  listDisputes: (client: object, query?: object, options?: CallOptions) => Promise<unknown>;
  createWebhook: (
    client: object,
    webhook: { event: string; url: string },
    options?: CallOptions,
  ) => Promise<unknown>;
}

/** `[version, entry module]` for every listed version, newest first. */
export const ENTRIES: readonly (readonly [string, Entry])[] = await Promise.all(
  VERSIONS.map(
    async (version) => [version, (await import(`../src/versions/${version}.ts`)) as Entry] as const,
  ),
);

/** The entry module of one listed version, by its date. */
export function entryOf(version: string): Entry {
  const found = ENTRIES.find(([listed]) => listed === version);
  if (!found) throw new Error(`${version} is not in spec/versions.json`);
  return found[1];
}
