// A store as JSON, to survive a page reload (`persist` of the MSW handle): every version's records
// and what its shape keeps besides, with what they were made from (the seed and the own data). What
// is read back is trusted no more than own data: it must come from the same seed and own data, name
// the same versions and collections, and pass the same check against the contract, or it is refused
// whole; a package update that changes the contract thus drops an older page's records.
import type { VersionApi } from '../versions.js';
import type { Json } from './collection.js';
import { checkOwnData, describeProblem } from './own-data.js';
import { hashText } from './prng.js';
import type { AnyShape, Records } from './shape.js';
import type { Store, StoreSnapshot } from './store.js';

export interface SandboxSnapshot extends StoreSnapshot {
  seed: number;
  /** A hash of the own data's JSON, or null without own data. */
  own: number | null;
}

export interface SnapshotBasis {
  versions: readonly VersionApi[];
  shapes: ReadonlyMap<string, AnyShape>;
  seed: number;
  ownData: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const sameNames = (a: object, b: object) => Object.keys(a).sort().join() === Object.keys(b).sort().join();
const ownTag = (ownData: unknown) => (ownData === undefined ? null : hashText(JSON.stringify(ownData)));

export const snapshotOf = (store: Store, basis: SnapshotBasis): SandboxSnapshot => ({
  seed: basis.seed,
  own: ownTag(basis.ownData),
  ...store.snapshot(),
});

/** Why a snapshot's frame does not fit: what made it, its versions and their collections. */
function frameProblems(saved: Record<string, unknown>, basis: SnapshotBasis): string[] {
  if (saved.seed !== basis.seed || saved.own !== ownTag(basis.ownData))
    return ['it was made from another seed or other own data'];
  if (!Number.isSafeInteger(saved.ids) || (saved.ids as number) < 0) return ['ids must be a count'];
  const { versions } = saved;
  if (!isObject(versions) || !sameNames(versions, basis.shapes))
    return [`its versions are not the ones served (${[...basis.shapes.keys()].join(', ')})`];
  return Object.entries(versions).flatMap(([version, entry]) => {
    const { collections } = basis.shapes.get(version)!;
    const fits = isObject(entry) && isObject(entry.records) && sameNames(entry.records, collections);
    return fits ? [] : [`version ${version}: its collections are not ${Object.keys(collections).join(', ')}`];
  });
}

/** Puts a snapshot read back into `store`; returns why it does not fit (the store is left alone), or []. */
export function restoreSnapshot(store: Store, saved: unknown, basis: SnapshotBasis): string[] {
  if (!isObject(saved)) return ['it is not an object'];
  const frame = frameProblems(saved, basis);
  if (frame.length > 0) return frame;
  const versions = saved.versions as Record<string, { records: Records; kept?: Json }>;
  const records = Object.fromEntries(Object.entries(versions).map(([v, entry]) => [v, entry.records]));
  const { problems } = checkOwnData(records, basis.versions, basis.shapes);
  if (problems.length > 0) return problems.map(describeProblem);
  return store.restore({ ids: saved.ids as number, versions });
}
