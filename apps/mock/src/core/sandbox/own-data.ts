// Own data (`--fixtures FILE`, the `fixtures` option): the user's records, which replace the seeded
// ones of the collections they name, per version: `{"<version>": {"alerts": [...], ...}}`. Every record is
// checked against the version's schema for that collection (the record a read of it answers) before
// the mock starts, so the sandbox never answers outside its contract; each problem is one line
// naming the version, the collection, the record's index, the field's JSON pointer and the rule.
import { escapePointer, isObject, refResolver } from '@dispute-api/openapi-model';
import type { ValidateFunction } from '@dispute-api/spec/validators';
import { oncePer } from '../once.js';
import { stampRequestId } from '../request-id.js';
import { pointerOf, ruleOf, specific } from '../schema-errors.js';
import type { VersionApi } from '../versions.js';
import { RecordList, type Json } from './collection.js';
import { deepFreeze } from './deep-freeze.js';
import type { AnyShape, ShownBy } from './shape.js';

/** Own records of one version by collection, checked; a collection left out keeps its seeded records. */
export type OwnRecords = Partial<Record<string, RecordList>>;
/** Own records by version, checked. */
export type OwnData = Partial<Record<string, OwnRecords>>;
/** Own data as JSON, the `fixtures` format: records by version and collection. */
export type OwnDataJson = Partial<Record<string, Partial<Record<string, Json[]>>>>;

export interface DataProblem {
  version: string;
  collection?: string;
  index?: number;
  /** JSON pointer of the field inside the record; '' for the record itself. */
  pointer?: string;
  rule: string;
}

/**
 * Where the schema of one record of a collection lives in the bundle, and whether the read answers
 * the record itself, which the engine stamps with the request id: a record is checked as it is sent,
 * so own data needs no `requestId` of its own.
 */
function recordSchema(api: VersionApi, spec: ShownBy): { pointer: string; stamped: boolean } {
  const operation = api.operations.find((op) => op.operationId === spec.operationId);
  const pointer = operation?.response(200)?.schemaPointer;
  if (!operation || pointer === undefined)
    throw new Error(`${api.version} has no 200 schema for ${spec.operationId}`);
  if (spec.member === undefined) return { pointer, stamped: operation.requestIdAllowed(200) };
  return { pointer: memberItemsPointer(api, pointer, spec.member), stamped: false };
}

/** Where the schema of one record of a collection lives in the bundle (as the proxy records it). */
export const recordPointer = (api: VersionApi, spec: ShownBy): string => recordSchema(api, spec).pointer;

/** The schema of the items of a list member of an answer. */
function memberItemsPointer(api: VersionApi, pointer: string, member: string): string {
  const refs = refResolver(api.document);
  const { node, pointer: at } = refs.follow(refs.lookup(pointer), pointer);
  const list = isObject(node) && isObject(node.properties) ? node.properties[member] : undefined;
  const items = isObject(list) ? list.items : undefined;
  if (isObject(items) && typeof items.$ref === 'string') return items.$ref;
  return `${at}/properties/${escapePointer(member)}/items`;
}

/** Who reads the checked records, and so what the check may do with them. */
export interface CheckOptions {
  /**
   * A sandbox starts from them: each list that passes is frozen, records and all, so that it stays
   * as it was checked, and remembered, so that the same list given again (the next sandbox of a test
   * file or a story, from the same fixtures) is not checked again. Own data with a problem in any
   * list is left as it is, every list of it, to be mended and given again.
   */
  freeze?: boolean;
}

/**
 * The lists that passed a check, by the check: its validator, and whether records get a request id
 * before it. Only frozen lists are kept, which no one can have changed since.
 */
const passedLists = oncePer(
  (_validate: ValidateFunction, _stamped: boolean) => new WeakMap<readonly unknown[], RecordList>(),
);

/**
 * Checks one collection's records, each against its schema and each with an id of its own, adding
 * what is wrong to `problems`; returns the records as the list the sandbox starts from, with the
 * index by id made on the way (a 100,000-record file is not indexed twice).
 */
function checkRecords(
  api: VersionApi,
  collection: string,
  spec: ShownBy,
  list: unknown[],
  problems: DataProblem[],
  options: CheckOptions,
  kept: (() => void)[],
): RecordList {
  const version = api.version;
  const { pointer, stamped } = recordSchema(api, spec);
  const validate = api.validators.schema(pointer);
  if (!validate) throw new Error(`${version} has no validator of ${pointer}, the schema of ${collection}`);
  const passed = options.freeze ? passedLists(validate, stamped) : undefined;
  const known = passed?.get(list);
  if (known) return known;
  const before = problems.length;
  const indexById = new Map<string, number>();
  for (let index = 0; index < list.length; index++) {
    const record = list[index];
    if (!validate(stamped ? stampRequestId(record, 'req_000000000000') : record)) {
      for (const e of specific(validate.errors ?? []))
        problems.push({ version, collection, index, pointer: pointerOf(e), rule: ruleOf(e) });
    }
    // Reads, updates and deletes find records by id, so each needs its own.
    const id = isObject(record) ? record.id : undefined;
    if (typeof id === 'string' && id !== '' && !indexById.has(id)) indexById.set(id, index);
    else {
      const rule =
        typeof id !== 'string' || id === ''
          ? 'must be a non-empty string (records are found by id)'
          : `repeats the id of an earlier record: ${id}`;
      problems.push({ version, collection, index, pointer: '/id', rule });
    }
  }
  const records = new RecordList(list as Json[], indexById);
  if (passed && problems.length === before) kept.push(() => passed.set(deepFreeze(list), records));
  return records;
}

/** Checks the own data of one version, whose collections are those of its shape. */
function checkVersion(
  api: VersionApi,
  shape: AnyShape,
  collections: unknown,
  problems: DataProblem[],
  options: CheckOptions,
  kept: (() => void)[],
) {
  const { version } = api;
  const names = Object.keys(shape.collections).join(', ');
  if (!isObject(collections)) {
    problems.push({ version, rule: `must be an object of collections (${names})` });
    return undefined;
  }
  const records: OwnRecords = {};
  for (const [collection, list] of Object.entries(collections)) {
    const spec = shape.collections[collection];
    if (!spec)
      problems.push({
        version,
        collection,
        rule: `is not a collection of ${version} (collections: ${names})`,
      });
    else if (!Array.isArray(list))
      problems.push({ version, collection, rule: 'must be an array of records' });
    else records[collection] = checkRecords(api, collection, spec, list, problems, options, kept);
  }
  return records;
}

/**
 * Checks own data given by version; returns the records by version, or the problems found.
 * `shapes` maps each served version to its sandbox shape.
 */
export function checkOwnData(
  data: unknown,
  versions: readonly VersionApi[],
  shapes: ReadonlyMap<string, AnyShape>,
  options: CheckOptions = {},
): { data: OwnData; problems: DataProblem[] } {
  const problems: DataProblem[] = [];
  // The lists to freeze and remember, once the whole value has passed: own data with a problem
  // anywhere starts no sandbox, and its caller mends it, so none of it is frozen.
  const kept: (() => void)[] = [];
  const out: OwnData = {};
  if (!isObject(data))
    return { data: out, problems: [{ version: '', rule: 'must be an object with one member per version' }] };
  for (const [version, collections] of Object.entries(data)) {
    const api = versions.find((v) => v.version === version);
    const shape = shapes.get(version);
    if (!api || !shape) {
      const served = [...shapes.keys()].join(', ');
      problems.push({ version, rule: `is not a version of the sandbox (versions: ${served})` });
      continue;
    }
    const records = checkVersion(api, shape, collections, problems, options, kept);
    if (records) out[version] = records;
  }
  if (problems.length === 0) for (const keep of kept) keep();
  return { data: out, problems };
}

/** One problem as one line: `version 2025-04-01, collection alerts, record 3, field /amount: must be number`. */
export function describeProblem(p: DataProblem): string {
  const where = [
    `version ${p.version}`,
    ...(p.collection === undefined ? [] : [`collection ${p.collection}`]),
    ...(p.index === undefined ? [] : [`record ${p.index}`]),
    ...(p.pointer === undefined ? [] : [`field ${p.pointer || '/'}`]),
  ];
  return `${where.join(', ')}: ${p.rule}`;
}
