// What each public package may ship, as patterns, so that a new module in dist/ passes while a test,
// a source map, a log, a config or a source file does not. A public package without an entry here
// fails: making a package public means saying what it ships.
const DATE = String.raw`\d{4}-\d{2}-\d{2}`;

/** Files npm adds to every tarball, or that changesets writes beside the manifest. */
const EVERY_PACKAGE = [/^package\.json$/, /^README\.md$/, /^LICENSE$/, /^CHANGELOG\.md$/];

export const ALLOWED = {
  '@dispute-api/spec': [
    new RegExp(`^dist/${DATE}\\.(yaml|json)$`),
    /^dist\/CHANGELOG\.md$/,
    new RegExp(`^dist/changes/${DATE}\\.\\.${DATE}\\.(json|md)$`),
    new RegExp(`^dist/workflows/${DATE}/[a-z0-9-]+\\.arazzo\\.yaml$`),
    /^(contract|versions|schema|load|refs|validators|formats|runtime-bundle)\.(mjs|d\.mts)$/,
    /^bundles\.d\.mts$/,
    /^dist\/(bundles|validators)\.mjs$/,
    new RegExp(`^dist/validators/${DATE}\\.(params|schemas)\\.mjs$`),
    /^versions\.json$/,
  ],
  '@dispute-api/client': [/^dist\/([\w-]+\/)*[\w.-]+\.(js|d\.ts)$/],
  '@dispute-api/mock': [/^dist\/([\w-]+\/)*[\w.-]+\.(js|d\.ts)$/, /^bin\/dispute-api-mock\.js$/],
  '@dispute-api/openapi-diff': [/^dist\/[\w.-]+\.(js|d\.ts)$/, /^bin\/openapi-diff\.js$/],
  '@dispute-api/openapi-model': [/^dist\/[\w.-]+\.(js|d\.ts)$/],
};

/** Never shipped, whatever a pattern above lets through. */
const DENIED = [
  [
    /(^|\/)(test|tests|__tests__|bench|coverage|\.turbo|src)\//,
    'tests, benchmarks, build caches and sources stay in the repository',
  ],
  [/\.(test|spec|bench)(-d)?\.[cm]?[jt]sx?$|\.test-d\.ts$/, 'test files stay in the repository'],
  [/\.map$/, 'no source maps (they point into sources that are not shipped)'],
  [/\.log$/, "no logs (they carry the build machine's paths)"],
  [/(^|\/)(tsconfig[\w.-]*\.json|vitest\.config\.[cm]?[jt]s|turbo\.json|\.npmrc)$/, 'no configuration files'],
];

/** The target files a manifest names (exports without patterns, bin, main, types). */
function namedTargets(manifest) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  walk(manifest.bin);
  walk(manifest.main);
  walk(manifest.types);
  return [...new Set(targets.filter((t) => !t.includes('*')).map((t) => t.replace(/^\.\//, '')))];
}

/**
 * Problems of one tarball's file list, one line each: a file outside the allow-list or denied, a
 * target of the manifest missing, or `required` files missing. Empty means the list is right.
 */
export function tarballProblems(name, files, manifest, required = []) {
  const allowed = ALLOWED[name];
  if (!allowed) return [`${name}: public but has no allow-list in tests/registry/src/allow-list.mjs`];
  const problems = [];
  for (const file of files) {
    const denied = DENIED.find(([pattern]) => pattern.test(file));
    if (denied) problems.push(`${name}: ships ${file}: ${denied[1]}`);
    else if (![...EVERY_PACKAGE, ...allowed].some((pattern) => pattern.test(file))) {
      problems.push(`${name}: ships ${file}, which its allow-list does not name`);
    }
  }
  for (const file of [...namedTargets(manifest), ...required]) {
    if (!files.includes(file)) problems.push(`${name}: ${file} is named by the package but not shipped`);
  }
  for (const file of ['package.json', 'README.md', 'LICENSE']) {
    if (!files.includes(file)) problems.push(`${name}: ${file} is missing`);
  }
  return problems;
}

/** Files a package must ship beyond what its manifest names: the spec's bundles and reports. */
export function requiredFiles(name, versions) {
  if (name !== '@dispute-api/spec') return [];
  const oldestFirst = [...versions].sort();
  return [
    ...versions.flatMap((v) => [
      `dist/${v}.yaml`,
      `dist/${v}.json`,
      `dist/validators/${v}.params.mjs`,
      `dist/validators/${v}.schemas.mjs`,
    ]),
    'dist/CHANGELOG.md',
    ...oldestFirst
      .slice(1)
      .flatMap((to, i) => ['json', 'md'].map((ext) => `dist/changes/${oldestFirst[i]}..${to}.${ext}`)),
  ];
}
