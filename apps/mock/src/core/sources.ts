// Where answers come from: a `ResponseSource` per version. In the sandbox each space makes its own
// over its records (spaces.ts); in the static mode one set is loaded once, on first use or by
// `ready()`, from a `SourceFactory` (the static mode's Prism engine, which only the node server has).
import { StartupError } from './errors.js';
import type { Logger } from './logger.js';
import type { ResponseSource } from './types.js';
import type { VersionApi } from './versions.js';

/** A response source for every version, made once the versions are read (the static mode's, or a test's). */
export type SourceFactory = (
  versions: readonly VersionApi[],
  logger: Logger,
) => Promise<(version: VersionApi) => ResponseSource>;

/** Wraps each version's source (the engine's `decorateSource` option). */
export type Decorate = (source: ResponseSource, version: VersionApi) => ResponseSource;

export interface LoadedSources {
  /** Resolves once every version's source is loaded. */
  ready(): Promise<void>;
  /** The source of a version: at once when loaded, else once loaded. */
  readonly get: (version: string) => ResponseSource | Promise<ResponseSource>;
}

/** The static mode's sources, loaded once from `factory`. */
export function loadSources(
  factory: SourceFactory | undefined,
  versions: readonly VersionApi[],
  logger: Logger,
  decorate: Decorate,
): LoadedSources {
  let sources: Map<string, ResponseSource> | undefined;
  let loading: Promise<Map<string, ResponseSource>> | undefined;
  const load = async () => {
    if (!factory)
      throw new StartupError('the static mode needs a static source (it runs in the node server only)');
    const create = await factory(versions, logger);
    return (sources = new Map(versions.map((v) => [v.version, decorate(create(v), v)])));
  };
  const loaded = () => (sources ? Promise.resolve(sources) : (loading ??= load()));
  return {
    ready: async () => void (await loaded()),
    get: (version) => sources?.get(version) ?? loaded().then((all) => all.get(version)!),
  };
}
