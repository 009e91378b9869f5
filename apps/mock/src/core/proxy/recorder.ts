// Recording: the records the service's answers show (alerts, disputes, accounts, evidence, webhooks),
// kept as own data, the `fixtures` format, so that a sandbox replays them. Which answers show a
// record of which collection comes from the version's sandbox shape: a collection's record schema
// (the one own data is checked against) is found as a success answer's schema, or as the items of
// one of its list members (an alert in `GET /alerts` and in `GET /alerts/{alertId}`). One record
// per id, the latest answer's; when the recording is taken, personal data is scrubbed (scrub.ts,
// unless raw) and every record checked as own data is: one that fails is left out, and named.
import { isObject, refResolver } from '@dispute-api/openapi-model';
import { checkOwnData, describeProblem, recordPointer, type OwnDataJson } from '../sandbox/own-data.js';
import type { AnyShape } from '../sandbox/shape.js';
import { shapeOf } from '../sandbox/shapes.js';
import type { Operation } from '../types.js';
import type { VersionApi } from '../versions.js';
import { createScrub, type Scrub } from './scrub.js';

export interface Recording {
  /** The records by version and collection, in the `fixtures` format. */
  readonly data: OwnDataJson;
  /** The records left out because they break the contract, one line per problem. */
  readonly leftOut: readonly string[];
}

export interface Recorder {
  /** Keeps the records a success answer shows. */
  see(operation: Operation, status: number, body: Uint8Array | undefined): void;
  /** The records so far, scrubbed (unless raw) and checked. */
  take(): Promise<Recording>;
}

/** Where an answer of one operation shows records of a collection: the whole body, or a list member's items. */
interface Source {
  collection: string;
  member?: string;
}

/** The schema a pointer ends at, references followed, named by where it lives. */
function targetOf(api: VersionApi, pointer: string): string {
  const refs = refResolver(api.document);
  return refs.follow(refs.lookup(pointer), pointer).pointer;
}

/** Each operation's sources of records, by operationId. */
function sourcesOf(api: VersionApi, shape: AnyShape): Map<string, Source[]> {
  const refs = refResolver(api.document);
  const wanted = Object.keys(shape.collections).map((collection) => ({
    collection,
    target: targetOf(api, recordPointer(api, shape.collections[collection]!)),
  }));
  const sources = new Map<string, Source[]>();
  for (const operation of api.operations) {
    const pointer = operation.response(200)?.schemaPointer;
    if (pointer === undefined) continue;
    const body = targetOf(api, pointer);
    const schema = refs.lookup(body);
    const members = isObject(schema) && isObject(schema.properties) ? Object.entries(schema.properties) : [];
    const found: Source[] = [];
    for (const { collection, target } of wanted) {
      if (body === target) found.push({ collection });
      for (const [member, node] of members)
        if (isObject(node) && isObject(node.items) && typeof node.items.$ref === 'string')
          if (targetOf(api, node.items.$ref) === target) found.push({ collection, member });
    }
    if (found.length > 0) sources.set(operation.operationId, found);
  }
  return sources;
}

const decoder = new TextDecoder();

/** `onRecord` is called after each answer that showed records, so that a file can follow the recording. */
export function createRecorder(
  versions: readonly VersionApi[],
  raw: boolean,
  onRecord?: () => void,
): Recorder {
  const shapes = new Map<string, AnyShape>();
  const sources = new Map<string, Map<string, Source[]>>();
  for (const api of versions) {
    const shape = shapeOf(api);
    shapes.set(api.version, shape);
    sources.set(api.version, sourcesOf(api, shape));
  }
  // One scrub for the whole recording: each write of the file then re-uses the fakes already made,
  // and a person keeps the same fake from one write to the next.
  const scrub = raw ? undefined : createScrub();
  // version → collection → id → record; a later answer replaces the record in its place.
  const records = new Map<string, Map<string, Map<string, unknown>>>();
  const keep = (version: string, collection: string, record: unknown): boolean => {
    const id = isObject(record) ? record.id : undefined;
    if (typeof id !== 'string' || id === '') return false;
    const byCollection = records.get(version) ?? new Map<string, Map<string, unknown>>();
    records.set(version, byCollection);
    const byId = byCollection.get(collection) ?? new Map<string, unknown>();
    byCollection.set(collection, byId);
    byId.set(id, record);
    return true;
  };
  return {
    see(operation, status, body) {
      const found = sources.get(operation.version)?.get(operation.operationId);
      if (!found || status < 200 || status > 299 || body === undefined) return;
      let value: unknown;
      try {
        value = JSON.parse(decoder.decode(body));
      } catch {
        return;
      }
      let kept = false;
      for (const { collection, member } of found) {
        const items = member === undefined ? [value] : isObject(value) ? value[member] : undefined;
        if (Array.isArray(items))
          for (const item of items) kept = keep(operation.version, collection, item) || kept;
      }
      if (kept) onRecord?.();
    },
    take: () => take(records, scrub, versions, shapes),
  };
}

async function take(
  records: Map<string, Map<string, Map<string, unknown>>>,
  scrub: Scrub | undefined,
  versions: readonly VersionApi[],
  shapes: ReadonlyMap<string, AnyShape>,
): Promise<Recording> {
  const data: Record<string, Record<string, unknown[]>> = {};
  for (const [version, byCollection] of records) {
    data[version] = {};
    for (const [collection, byId] of byCollection) {
      const list = [...byId.values()];
      data[version][collection] = scrub ? await Promise.all(list.map((r) => scrub(collection, r))) : list;
    }
  }
  const { problems } = checkOwnData(data, versions, shapes);
  const leftOut = new Set<string>();
  const lines: string[] = [];
  for (const p of problems) {
    if (p.collection === undefined || p.index === undefined) continue;
    const record = data[p.version]![p.collection]![p.index] as { id: string };
    leftOut.add(`${p.version} ${p.collection} ${p.index}`);
    lines.push(`${describeProblem({ ...p, index: undefined })} (record ${record.id}, left out)`);
  }
  for (const [version, collections] of Object.entries(data))
    for (const [collection, list] of Object.entries(collections))
      collections[collection] = list.filter((_, i) => !leftOut.has(`${version} ${collection} ${i}`));
  return { data: data as OwnDataJson, leftOut: lines };
}
