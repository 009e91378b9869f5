// The sandbox: answers from records kept in memory, which writes change. Each version is answered by
// the handlers of its shape (shapes.ts) over its own records; a store holds the records of every
// version, and each space (spaces.ts) has a store of its own. `Prefer: code=N` for a documented error
// status still gets the spec's example for it (records untouched), so error paths stay testable.
// Everything before the answer (routing, key, signature, validation) and after it (request id,
// errors) is the engine's.
import { FixturesError, StartupError, internalError } from '../errors.js';
import { exampleAnswer } from '../examples.js';
import type { Logger } from '../logger.js';
import type { MockResponse, RequestContext, ResponseSource } from '../types.js';
import type { VersionApi } from '../versions.js';
import { checkOwnData, describeProblem } from './own-data.js';
import { seedNumber } from './prng.js';
import { seedRecords } from './seed/index.js';
import type { AnyShape } from './shape.js';
import { SEEDING_SHAPE, shapeOf } from './shapes.js';
import { specModel } from './spec-model.js';
import {
  basisText,
  restoreSnapshot,
  snapshotOf,
  type SandboxSnapshot,
  type SnapshotBasis,
} from './snapshot.js';
import { createStore, versionStart, type Counts, type Store, type VersionPlan } from './store.js';

/** Default time an evidence record stays `in_progress`. */
export const DEFAULT_EVIDENCE_DELAY_MS = 2000;

export interface SandboxModeOptions {
  /** Own data: records by version and collection in place of the seeded ones, checked against the contract. */
  ownData?: unknown;
  /**
   * Whether own data that passes its check is frozen and remembered, so that the same lists given
   * to the next sandbox are not checked again (own-data.ts); default false.
   */
  freezeOwnData?: boolean;
  /** The seed number, or any string (hashed); the same seed gives the same records. Default 1. */
  seed?: string | number;
  evidenceDelayMs?: number;
  logger: Logger;
  now?: () => number;
}

export interface SandboxMode {
  readonly seed: number;
  /** A store of its own, from the seed and the own data: one per space. */
  newStore(): Store;
  /** The response source of one version, over the records of one store. */
  source(version: VersionApi, store: Store): ResponseSource;
  /** Restores a store's seeded state; returns what `POST /__mock/reset` answers. */
  reset(store: Store): ResetSummary;
  /** A store as JSON, to be restored after a page reload. */
  snapshot(store: Store): SandboxSnapshot;
  /** Restores a snapshot into a store; returns why it does not fit (nothing restored), or []. */
  restore(store: Store, saved: unknown): string[];
  /** What a durable store's changes are made on (seed, own data), in words. */
  basis(): string;
}

/** What `POST /__mock/reset` answers. */
export interface ResetSummary {
  reset: true;
  seed: number;
  /** Present when the sandbox has own data, which a reset returns to. */
  fixtures?: true;
  counts: Counts;
}

/** The plan of every version: its shape, its model and its own data; own data is checked here. */
function planVersions(
  versions: readonly VersionApi[],
  shapes: ReadonlyMap<string, AnyShape>,
  { ownData, freezeOwnData }: Pick<SandboxModeOptions, 'ownData' | 'freezeOwnData'>,
): Map<string, VersionPlan> {
  const own =
    ownData === undefined ? undefined : checkOwnData(ownData, versions, shapes, { freeze: freezeOwnData });
  if (own && own.problems.length > 0) throw new FixturesError(own.problems.map(describeProblem));
  return new Map(
    versions.map((v) => [
      v.version,
      { shape: shapes.get(v.version)!, model: specModel(v.version, v.document), own: own?.data[v.version] },
    ]),
  );
}

/** Warns once per version about operations its shape has no handler for (they answer 500). */
function warnUnhandled(versions: readonly VersionApi[], plans: Map<string, VersionPlan>, logger: Logger) {
  for (const version of versions) {
    const { shape } = plans.get(version.version)!;
    const missing = version.operations
      .filter((op) => !shape.handlers[op.operationId])
      .map((op) => op.operationId);
    if (missing.length > 0)
      logger.warn(
        `sandbox: ${version.version} (${shape.name}) has no handler for ${missing.join(', ')} (they answer 500)`,
      );
  }
}

export function createSandboxMode(versions: readonly VersionApi[], options: SandboxModeOptions): SandboxMode {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const evidenceDelayMs = options.evidenceDelayMs ?? DEFAULT_EVIDENCE_DELAY_MS;
  const shapes = new Map<string, AnyShape>(versions.map((v) => [v.version, shapeOf(v)]));
  const plans = planVersions(versions, shapes, options);
  // The seed is drawn from the newest version of the seeding shape (versions come newest first).
  const seeding = versions.find((v) => plans.get(v.version)!.shape === SEEDING_SHAPE);
  if (!seeding)
    throw new StartupError(
      `the sandbox needs a version of the ${SEEDING_SHAPE.name} shape, whose examples make the seed`,
    );
  warnUnhandled(versions, plans, logger);
  const seed = seedNumber(options.seed);
  // Made once per sandbox from the seed (itself made once per process), shared by every store.
  const seeded = seedRecords(seed, plans.get(seeding.version)!.model);
  const starts = new Map([...plans].map(([version, plan]) => [version, versionStart(plan, seeded)]));
  const hasOwnData = options.ownData !== undefined;
  const basis: SnapshotBasis = { versions, shapes, seed, ownData: options.ownData };

  /** `Prefer: code=N` for a documented error: the spec's example; other preferences are ignored. */
  const preferred = (ctx: RequestContext): MockResponse | undefined => {
    const { prefer, operation } = ctx;
    const answer =
      prefer.code !== undefined && prefer.code >= 400
        ? exampleAnswer(operation, prefer.code, prefer.example)
        : undefined;
    if (
      !answer &&
      (prefer.code !== undefined || prefer.example !== undefined || prefer.dynamic !== undefined)
    )
      logger.warn(
        `${ctx.method} ${ctx.target}: Prefer other than a documented error code is ignored in the sandbox`,
      );
    return answer;
  };

  return {
    seed,
    newStore: () => createStore(seed, starts),
    source(version, store) {
      const { shape, model } = plans.get(version.version)!;
      return {
        async respond(ctx) {
          const answer = preferred(ctx);
          if (answer) return answer;
          const handler = shape.handlers[ctx.operation.operationId];
          if (!handler) throw internalError(`the sandbox has no handler for ${ctx.operation.operationId}`);
          const state = store.state(version.version);
          return handler({ ctx, state, model, validators: version.validators, logger, now, evidenceDelayMs });
        },
      };
    },
    reset(store) {
      store.reset();
      return { reset: true, seed, ...(hasOwnData ? { fixtures: true } : {}), counts: store.counts() };
    },
    snapshot: (store) => snapshotOf(store, basis),
    restore: (store, saved) => restoreSnapshot(store, saved, basis),
    basis: () => basisText(basis),
  };
}
