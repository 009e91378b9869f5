// The API versions the engine serves, one bundle each. The list of versions is the spec package's
// (`@dispute-api/spec/versions`, newest first); the bundles arrive parsed, from wherever the adapter
// found them (files on disk, or `@dispute-api/spec/bundles` in a browser build). Each bundle is read
// once per process, not once per engine: a test suite that makes many engines of the same bundles
// shares their model, and their validators.
import { CURRENT_VERSION, VERSIONS } from '@dispute-api/spec/versions';
import { generatedValidators, type BundleValidators } from '@dispute-api/spec/validators';
import { StartupError } from './errors.js';
import { oncePer } from './once.js';
import { buildOperations } from './operations.js';
import { createRouter, type RouteResult } from './router.js';
import type { Operation } from './types.js';

export { CURRENT_VERSION, VERSIONS };

export type Bundle = Record<string, unknown>;

/** Validators for a bundle that the spec package did not build (e.g. read with `--spec-dir`). */
export type ValidatorCompiler = (bundle: Bundle) => BundleValidators;

export interface VersionApi {
  readonly version: string;
  /** `/public/<version>`, the prefix of every path of this version. */
  readonly basePath: string;
  /** The parsed bundle (read-only), for the sandbox's seed and shape, and the static mode. */
  readonly document: Bundle;
  readonly operations: readonly Operation[];
  route(method: string, path: string): RouteResult;
  /**
   * The checks of requests and records against the bundle's schemas: the spec package's generated
   * ones, else the compiler's; a StartupError when there are neither. Found on first use, so that a
   * bundle that fits no sandbox shape is told so first.
   */
  readonly validators: BundleValidators;
}

/** The operations and routes of one version of a bundle, made once per bundle object and version. */
const modelOf = oncePer((document: Bundle, version: string): Pick<VersionApi, 'operations' | 'route'> => {
  const operations = buildOperations(version, document);
  return { operations, route: createRouter(operations) };
});

function validatorsOf(version: string, document: Bundle, compile?: ValidatorCompiler): BundleValidators {
  const validators = generatedValidators(document) ?? compile?.(document);
  if (!validators)
    throw new StartupError(
      `the bundle of version ${version} is not one @dispute-api/spec built, and the engine was given no validator compiler for it (compileValidators)`,
    );
  return validators;
}

export function versionApi(version: string, document: Bundle, compile?: ValidatorCompiler): VersionApi {
  const { operations, route } = modelOf(document, version);
  let validators: BundleValidators | undefined;
  return {
    version,
    basePath: `/public/${version}`,
    document,
    operations,
    route,
    get validators() {
      return (validators ??= validatorsOf(version, document, compile));
    },
  };
}
