// What the control UI (ui.ts) offers scenarios for: each version's operations with their documented
// numeric statuses. The server page embeds it as JSON; the panel in the page builds it from the
// bundles it ships with.
import type { VersionApi } from '../versions.js';

export interface CatalogueOperation {
  operationId: string;
  /** Upper case, as the journal shows it. */
  method: string;
  path: string;
  statuses: number[];
}

export interface CatalogueVersion {
  version: string;
  operations: CatalogueOperation[];
}

export function catalogue(versions: readonly VersionApi[]): CatalogueVersion[] {
  return versions.map((v) => ({
    version: v.version,
    operations: v.operations.map((op) => ({
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: `${v.basePath}${op.template}`,
      statuses: op.statuses.filter((s) => /^\d{3}$/.test(s)).map(Number),
    })),
  }));
}
