// The sandbox (stateful mode): one store for all versions, one response source per version.
// Operations are answered by their handler; `Prefer: code=N` for a documented error status still
// gets the spec's example for it (state untouched), so error paths stay testable. Everything before
// the source (routing, key, signature, validation) and after it (request id, errors) is the engine's.
import { FixturesError, StartupError, internalError } from '../errors.js';
import { exampleAnswer } from '../examples.js';
import type { Logger } from '../logger.js';
import { headerOf, type ResponseSource } from '../types.js';
import type { VersionApi } from '../versions.js';
import type { Json } from './collection.js';
import { legacyHandlers } from './handlers-2024.js';
import { currentHandlers } from './handlers-2025.js';
import type { Handler } from './handler.js';
import { seedNumber } from './prng.js';
import { specModel } from './spec-model.js';
import { checkOwnData, describeProblem, type Role } from './own-data.js';
import { createStore, type Store } from './store.js';

/** Default time an evidence record stays `in_progress`. */
export const DEFAULT_EVIDENCE_DELAY_MS = 2000;

/** The store's two shapes and the handlers that answer in each. */
const HANDLERS: Record<Role, Record<string, Handler>> = { current: currentHandlers, legacy: legacyHandlers };

/**
 * The shape a version answers in, read from its own contract: the paged dispute list (`disputes`
 * with `pagination`, handlers-2025.ts) or the flat one (`totalCount`, `hasMore`, `data`,
 * handlers-2024.ts). So a version added as a copy of another answers like it, wherever it stands in
 * the list of versions.
 */
export function roleOf(version: VersionApi): Role {
  const schemas = (
    version.document.components as { schemas?: Record<string, { properties?: object }> } | undefined
  )?.schemas;
  return schemas?.DisputeList?.properties && 'pagination' in schemas.DisputeList.properties
    ? 'current'
    : 'legacy';
}

export interface StatefulOptions {
  /** Each accepted key gets its own copy of the sandbox, so that parallel test workers never meet. */
  isolateKeys?: boolean;
  /** Own records by version and collection, replacing the seeded ones (checked against the contract first). */
  fixtures?: unknown;
  /** Seed of the fixtures; the same seed gives the same data. Default 1. */
  seed?: string | number;
  evidenceDelayMs?: number;
  logger: Logger;
  now?: () => number;
}

export interface StatefulMode {
  readonly seed: number;
  /** The source of one version. */
  createSource(version: VersionApi): ResponseSource;
  /** Restores the seeded state (of the caller's copy, with isolated keys); returns what `POST /__mock/reset` answers. */
  reset(key?: string): Json;
  /** Records per collection and version (of the caller's copy, with isolated keys). */
  counts(key?: string): Json;
}

export function createStatefulMode(versions: readonly VersionApi[], options: StatefulOptions): StatefulMode {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const evidenceDelayMs = options.evidenceDelayMs ?? DEFAULT_EVIDENCE_DELAY_MS;
  const roles = new Map<string, Role>(versions.map((v) => [v.version, roleOf(v)]));
  // The data is seeded from the newest version of each shape (versions come newest first).
  const current = versions.find((v) => roles.get(v.version) === 'current');
  if (!current)
    throw new StartupError(
      'the stateful mode needs a version with the paged dispute list, whose data it seeds',
    );
  const legacy = versions.find((v) => roles.get(v.version) === 'legacy');
  const models = new Map(versions.map((v) => [v.version, specModel(v.version, v.document)]));
  const seed = seedNumber(options.seed);
  const own = options.fixtures === undefined ? undefined : checkOwnData(options.fixtures, versions, roles);
  if (own && own.problems.length > 0) throw new FixturesError(own.problems.map(describeProblem));
  const newStore = () =>
    createStore(seed, models.get(current.version)!, legacy && models.get(legacy.version), own?.data);
  const shared = newStore();
  // Only keys the engine has accepted reach here (open operations pass none), so the map stays as
  // small as the list of accepted keys.
  const isolated = new Map<string, Store>();
  const storeOf = (key: string | undefined): Store => {
    if (!options.isolateKeys || key === undefined) return shared;
    let store = isolated.get(key);
    if (!store) isolated.set(key, (store = newStore()));
    return store;
  };

  const counts = (key?: string): Json => {
    const store = storeOf(key);
    const ofRole = (role: Role): Json =>
      role === 'current'
        ? Object.fromEntries(
            (['alerts', 'disputes', 'accounts', 'evidence', 'webhooks'] as const).map((k) => [
              k,
              store.current[k].size,
            ]),
          )
        : { disputes: store.legacy.disputes.size, webhooks: store.legacy.webhooks.size };
    return Object.fromEntries(versions.map((v) => [v.version, ofRole(roles.get(v.version) ?? 'legacy')]));
  };

  return {
    seed,
    createSource(version) {
      const handlers = HANDLERS[roles.get(version.version) ?? roleOf(version)];
      const model = models.get(version.version)!;
      const missing = version.operations
        .filter((op) => !handlers[op.operationId])
        .map((op) => op.operationId);
      if (missing.length > 0)
        logger.warn(`sandbox: ${version.version} has no handler for ${missing.join(', ')} (they answer 500)`);
      return {
        async respond(ctx) {
          const { prefer, operation } = ctx;
          const preferred =
            prefer.code !== undefined && prefer.code >= 400
              ? exampleAnswer(operation, prefer.code, prefer.example)
              : undefined;
          if (preferred) return preferred;
          if (prefer.code !== undefined || prefer.example !== undefined || prefer.dynamic !== undefined) {
            logger.warn(
              `${ctx.method} ${ctx.target}: Prefer other than a documented error code is ignored in the stateful mode`,
            );
          }
          const handler = handlers[operation.operationId];
          if (!handler) throw internalError(`the sandbox has no handler for ${operation.operationId}`);
          const store = storeOf(operation.open ? undefined : headerOf(ctx.headers, 'x-api-key'));
          return handler({ ctx, store, model, document: version.document, logger, now, evidenceDelayMs });
        },
      };
    },
    counts,
    reset(key) {
      storeOf(key).reset();
      return { reset: true, seed, ...(own ? { fixtures: true } : {}), counts: counts(key) };
    },
  };
}
