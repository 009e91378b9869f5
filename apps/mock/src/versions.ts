// The API versions the mock serves, one bundle each, found in `@dispute-api/spec`'s dist/ (built by
// `pnpm build`). Prism serves one document per process and ignores the `/public/<version>` part of
// the server URL, which is why the front keeps one set of operations per version.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { StartupError } from './errors.js';
import { buildOperations } from './operations.js';
import { loadPrismOperations } from './prism.js';
import { createRouter, type RouteResult } from './router.js';
import type { Operation } from './types.js';

/** Published versions, current first (reference, Versioning rule 2). */
export const VERSIONS = ['2025-04-01', '2024-03-18'] as const;

export interface VersionApi {
  readonly version: string;
  /** `/public/<version>`, the prefix of every path of this version. */
  readonly basePath: string;
  /** The parsed bundle (read-only), for the stateful mode's fixtures and schema checks. */
  readonly document: Record<string, unknown>;
  readonly operations: readonly Operation[];
  route(method: string, path: string): RouteResult;
}

/** `dist/` of the workspace's spec package, where `pnpm build` writes the bundles. */
export function defaultSpecDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@dispute-api/spec/package.json')), 'dist');
}

export async function loadVersion(version: string, specDir: string): Promise<VersionApi> {
  const file = join(specDir, `${version}.json`);
  if (!existsSync(file)) {
    throw new StartupError(`the bundle of version ${version} is missing: ${file} (run \`pnpm build\` first)`);
  }
  const text = readFileSync(file, 'utf8');
  let document: Record<string, unknown>;
  try {
    document = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new StartupError(`the bundle of version ${version} is not valid JSON: ${file}: ${(error as Error).message}`);
  }
  // Prism dereferences the document it is given in place, so it gets its own copy.
  const prismOperations = await loadPrismOperations(JSON.parse(text) as object);
  const operations = buildOperations(version, document, prismOperations);
  return { version, basePath: `/public/${version}`, document, operations, route: createRouter(operations) };
}

export async function loadVersions(
  specDir = defaultSpecDir(),
  versions: readonly string[] = VERSIONS,
): Promise<VersionApi[]> {
  return Promise.all(versions.map((v) => loadVersion(v, specDir)));
}
