/**
 * GENERATED FILE, DO NOT EDIT.
 * Each version: its operations as the client types them, and the sandbox shape it is detected as,
 * written by apps/mock/scripts/generate-types.mjs. After a spec or shape change run
 * `pnpm --filter @dispute-api/mock generate`; `lint` fails while this is stale.
 */
import type { operations as Operations_2025_04_01 } from '@dispute-api/client/2025-04-01';
import type { operations as Operations_2024_03_18 } from '@dispute-api/client/2024-03-18';
import type { flatDisputes } from '../core/sandbox/flat-disputes/index.js';
import type { pagedDisputes } from '../core/sandbox/paged-disputes/index.js';

/** By version: `operations`, the client's operation types; `collections`, its sandbox shape's. */
export interface VersionTypes {
  '2025-04-01': {
    operations: Operations_2025_04_01;
    collections: (typeof pagedDisputes)['collections'];
  };
  '2024-03-18': {
    operations: Operations_2024_03_18;
    collections: (typeof flatDisputes)['collections'];
  };
}
