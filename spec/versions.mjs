// The one list of API versions. Every script, package and test that needs the versions reads them
// from here (or from `@dispute-api/spec/versions`), so adding a version is an edit of versions.json
// (`pnpm version:add <date>` makes that edit and the version's folder).
// A JSON module rather than a file read, so that bundlers and browsers can load it too.
import list from './versions.json' with { type: 'json' };

const { current, versions } = list;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const bad = Array.isArray(versions) ? versions.find((v) => typeof v !== 'string' || !DATE.test(v)) : versions;
if (bad !== undefined) {
  throw new Error(`spec/versions.json: versions must be YYYY-MM-DD dates, found ${JSON.stringify(bad)}`);
}
if (new Set(versions).size !== versions.length)
  throw new Error('spec/versions.json: a version is listed twice');

/** Every published or in-progress version, newest first. */
export const VERSIONS = Object.freeze([...versions].sort().reverse());
/** The version new integrations should use. */
export const CURRENT_VERSION = current;

if (!VERSIONS.includes(CURRENT_VERSION)) {
  throw new Error(`spec/versions.json: current ${CURRENT_VERSION} is not in versions`);
}

/** The version before `version` in the list, or undefined for the first one. */
export function previousVersion(version) {
  const i = VERSIONS.indexOf(version);
  return i === -1 ? undefined : VERSIONS[i + 1];
}
