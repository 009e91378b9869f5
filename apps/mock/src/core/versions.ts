// The API versions the engine serves, one bundle each. The list of versions is the spec package's
// (`@dispute-api/spec/versions`, newest first); the bundles arrive parsed, from wherever the adapter
// found them (files on disk, or `@dispute-api/spec/bundles` in a browser build), and each is read
// once here.
import { CURRENT_VERSION, VERSIONS } from '@dispute-api/spec/versions';
import { buildOperations } from './operations.js';
import { createRouter, type RouteResult } from './router.js';
import type { Operation } from './types.js';

export { CURRENT_VERSION, VERSIONS };

export type Bundle = Record<string, unknown>;

export interface VersionApi {
  readonly version: string;
  /** `/public/<version>`, the prefix of every path of this version. */
  readonly basePath: string;
  /** The parsed bundle (read-only), for the sandbox's seed and schema checks. */
  readonly document: Bundle;
  readonly operations: readonly Operation[];
  route(method: string, path: string): RouteResult;
}

export function versionApi(version: string, document: Bundle): VersionApi {
  const operations = buildOperations(version, document);
  return { version, basePath: `/public/${version}`, document, operations, route: createRouter(operations) };
}
