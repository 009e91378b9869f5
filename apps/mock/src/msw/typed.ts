// The types of `createSandbox`'s own data and scenarios, derived from each version's operation types
// (the client's, generated from the same bundle) and its sandbox shape's collections, as
// src/generated/version-types.ts lists them: no record type is written by hand, so a field the
// contract does not have, or a value outside an enumeration, is a TypeScript error.
import type { ScenarioInput } from '../core/control/scenarios.js';
import type { ShownBy } from '../core/sandbox/shape.js';
import type { VersionTypes } from '../generated/version-types.js';

/** A version the package serves. */
export type Version = keyof VersionTypes;

type Json<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body of an operation's success answer: 200, or 2XX where the spec shows no status. */
type SuccessBody<Operation> = Operation extends { responses: infer R }
  ? R extends { 200: infer Ok }
    ? Json<Ok>
    : R extends { '2XX': infer Ok }
      ? Json<Ok>
      : never
  : never;

/** The engine stamps the request id on an answer that is a whole record, so a record needs none. */
type Unstamped<T> = T extends { requestId: unknown }
  ? Omit<T, 'requestId'> & { requestId?: T['requestId'] }
  : T;

type ItemsOf<Body, Member> = Member extends keyof Body
  ? NonNullable<Body[Member]> extends readonly (infer Item)[]
    ? Item
    : never
  : never;

/** The record a read shows: an item of a list member of its answer, or the answer itself. */
export type ShownRecord<Operations, Shown extends ShownBy> = Shown['operationId'] extends keyof Operations
  ? Shown extends { readonly member: infer Member }
    ? ItemsOf<SuccessBody<Operations[Shown['operationId']]>, Member>
    : Unstamped<SuccessBody<Operations[Shown['operationId']]>>
  : never;

/** Own records of one version, by collection; a collection left out keeps its seeded records. */
export type OwnRecordsOf<V extends Version> = {
  [C in keyof VersionTypes[V]['collections']]?: readonly ShownRecord<
    VersionTypes[V]['operations'],
    VersionTypes[V]['collections'][C] & ShownBy
  >[];
};

/** Own data, the shape of a `--fixtures` file: `{ '<version>': { alerts: [...], ... } }`. */
export type OwnData = { [V in Version]?: OwnRecordsOf<V> };

/** A scenario, as `POST /__mock/scenarios` takes it, with the version's operation ids. */
export type SandboxScenario = {
  [V in Version]: Omit<ScenarioInput, 'version' | 'operationId'> & {
    version: V;
    operationId: keyof VersionTypes[V]['operations'] & string;
  };
}[Version];
