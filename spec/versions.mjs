// The one list of API versions. Every script, package and test that needs the versions reads them
// from here (or from `@dispute-api/spec/versions`), so adding a version is an edit of versions.json.
// A JSON module rather than a file read, so that bundlers and browsers can load it too.
import list from './versions.json' with { type: 'json' };

const { current, versions } = list;

/** Every published or in-progress version, newest first. */
export const VERSIONS = Object.freeze([...versions].sort().reverse());
/** The version new integrations should use. */
export const CURRENT_VERSION = current;

if (!VERSIONS.includes(CURRENT_VERSION)) {
  throw new Error(`versions.json: current ${CURRENT_VERSION} is not in versions`);
}

/** The version released before `version`, or undefined for the first one. */
export function previousVersion(version) {
  const i = VERSIONS.indexOf(version);
  return i === -1 ? undefined : VERSIONS[i + 1];
}
