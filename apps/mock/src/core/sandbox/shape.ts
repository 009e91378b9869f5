// A sandbox shape: how the sandbox answers the versions whose contract has that shape. A shape is
// - `detect`: what in a version's bundle makes it this shape (shapes.ts asks every shape, in turn);
// - `collections`: the collections of records a version of this shape keeps (its store), each with
//   the read whose answer shows a record, against whose schema own data is checked;
// - `seed`: a version's records made from the seed (and the version's own examples), and `state`,
//   what holds them while the sandbox runs;
// - `handlers`: one per operationId, answering from that state.
// CONTRIBUTING.md ("Adding a sandbox shape") says how to add one.
import { isObject } from '@dispute-api/openapi-model';
import type { Bundle } from '../versions.js';
import type { Collection, Json, RecordList } from './collection.js';
import type { Handler } from './handler.js';
import type { IdSource } from './prng.js';
import type { SeedRecords } from './seed/index.js';
import type { SpecModel } from './spec-model.js';

/** The read that shows a record of a collection: its 200 answer, or the items of a list member of it. */
export interface ShownBy {
  readonly operationId: string;
  readonly member?: string;
}

/** A version's records by collection. */
export type Records = Record<string, Json[]>;

/** A version's starting records by collection, shared by the states made from them. */
export type RecordLists = Record<string, RecordList>;

/** A version's records by collection as its state holds them: to read, never to change. */
export type RecordsView = Readonly<Record<string, readonly Json[]>>;

/** What a shape's state holds besides its records, kept across page reloads (`persist`) as JSON. */
export interface Kept<State> {
  save(state: State): Json;
  /** Puts back what `save` gave, into a state made from the same records; or says why it does not fit. */
  restore(state: State, saved: unknown): string | undefined;
}

export interface SandboxShape<State> {
  /** Named after what the shape is, e.g. `paged-disputes`; shown in start-up messages. */
  readonly name: string;
  /** What `detect` looks for, in words, for the message when no shape fits a version. */
  readonly shows: string;
  detect(document: Bundle): boolean;
  readonly collections: Readonly<Record<string, ShownBy>>;
  /** A version's seeded records by collection: from the seed, and from the version's own examples. */
  seed(records: SeedRecords, model: SpecModel): Records;
  /**
   * One version's state from its starting records (seeded, own or restored), with the id stream of
   * its space. The lists are shared by every state made from them (collection.ts copies on write).
   */
  state(records: RecordLists, ids: IdSource): State;
  /**
   * The state's collections by name, those of `collections`: their records are counted, kept by
   * `persist`, and followed by a durable store.
   */
  collectionsOf(state: State): Readonly<Record<string, Collection>>;
  /** What the state holds besides its records that must survive a page reload, if anything. */
  readonly kept?: Kept<State>;
  readonly handlers: Readonly<Record<string, Handler<State>>>;
}

/** The members (`properties`) of a named schema of a bundle, for `detect`; empty when it has none. */
export function schemaMembers(document: Bundle, schema: string): Readonly<Record<string, unknown>> {
  const schemas = isObject(document.components) ? document.components.schemas : undefined;
  const found = isObject(schemas) ? schemas[schema] : undefined;
  return isObject(found) && isObject(found.properties) ? found.properties : {};
}

/** A shape as the registry holds it, its state type forgotten. */
export type AnyShape = SandboxShape<unknown>;

/**
 * A shape for the registry. Shapes differ in their state's type; the sandbox only ever hands a
 * shape's handlers, `records` and `kept` the state that the same shape's `state` made, so forgetting
 * the type here loses no safety. The collections keep their literal type: the typed own data of
 * `createSandbox` is derived from it (src/generated/version-types.ts).
 */
export const defineShape = <State, const C extends Readonly<Record<string, ShownBy>>>(
  shape: SandboxShape<State> & { readonly collections: C },
) => shape as unknown as Omit<AnyShape, 'collections'> & { readonly collections: C };
