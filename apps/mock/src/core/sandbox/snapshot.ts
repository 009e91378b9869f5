// A store as JSON, to survive a page reload (`persist` of the MSW handle): every version's records
// and what its shape keeps besides, with what they were made from (the seed, the own data and the
// contract). What is read back must come from the same seed and own data and name the same versions
// and collections, or it is refused whole. Records written under another contract (a package update)
// must pass the check own data passes, or they are refused too; under the same contract they are the
// sandbox's own answers, which the tests hold to it, so that check (the bundle's validators over
// every record) is skipped.
import { isObject } from '@dispute-api/openapi-model';
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
  /** A hash of the served versions' bundles. */
  contract: number;
}

export interface SnapshotBasis {
  versions: readonly VersionApi[];
  shapes: ReadonlyMap<string, AnyShape>;
  seed: number;
  ownData: unknown;
}

const sameNames = (a: object, names: Iterable<string>) =>
  Object.keys(a).sort().join() === [...names].sort().join();

const tags = new WeakMap<SnapshotBasis, Pick<SandboxSnapshot, 'own' | 'contract'>>();
/**
 * What made the records, as hashes: the own data's JSON and the served bundles'. Computed once per
 * sandbox, since every write saves them and own data of 100,000 records is some 80 MB of JSON.
 */
function tagsOf(basis: SnapshotBasis): Pick<SandboxSnapshot, 'own' | 'contract'> {
  let found = tags.get(basis);
  if (!found) {
    found = {
      own: basis.ownData === undefined ? null : hashText(JSON.stringify(basis.ownData)),
      contract: hashText(JSON.stringify(basis.versions.map((v) => [v.version, v.document]))),
    };
    tags.set(basis, found);
  }
  return found;
}

/** What a durable store's changes were made on: the seed number and the own data's hash. */
export const basisText = (basis: SnapshotBasis): string =>
  `seed ${basis.seed}, own data ${tagsOf(basis).own ?? 'none'}`;

export const snapshotOf = (store: Store, basis: SnapshotBasis): SandboxSnapshot => ({
  seed: basis.seed,
  ...tagsOf(basis),
  ...store.snapshot(),
});

/** Why a snapshot's frame does not fit: what made it, its versions and their collections. */
function frameProblems(saved: Record<string, unknown>, basis: SnapshotBasis): string[] {
  if (saved.seed !== basis.seed || saved.own !== tagsOf(basis).own)
    return ['it was made from another seed or other own data'];
  if (!Number.isSafeInteger(saved.ids) || (saved.ids as number) < 0) return ['ids must be a count'];
  const { versions } = saved;
  if (!isObject(versions) || !sameNames(versions, basis.shapes.keys()))
    return [`its versions are not the ones served (${[...basis.shapes.keys()].join(', ')})`];
  return Object.entries(versions).flatMap(([version, entry]) => {
    const { collections } = basis.shapes.get(version)!;
    const fits =
      isObject(entry) && isObject(entry.records) && sameNames(entry.records, Object.keys(collections));
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
  if (saved.contract !== tagsOf(basis).contract) {
    const { problems } = checkOwnData(records, basis.versions, basis.shapes);
    if (problems.length > 0) return problems.map(describeProblem);
  }
  return store.restore({ ids: saved.ids as number, versions });
}
