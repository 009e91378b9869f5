// Lints every source root, every bundle and every Arazzo workflow; any warning fails the run.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { distDir, fail, runBin, sourceRoot, sourceVersions, specDir } from './common.mjs';
import { workflowFiles } from './workflows.mjs';

const versions = sourceVersions();
const sources = versions.map(sourceRoot);
// The JSON bundles hold the same document as the YAML ones; linting both doubles the report.
const bundles = versions.map((version) => join(distDir, `${version}.yaml`));
const unbuilt = bundles.find((bundle) => !existsSync(bundle));
if (unbuilt !== undefined) fail(`${relative(specDir, unbuilt)} does not exist; run the build first`);
const files = [...sources, ...bundles].map((f) => relative(specDir, f));

const spectral = runBin('@stoplight/spectral-cli', 'spectral', [
  'lint',
  ...files,
  '--ruleset',
  '.spectral.yaml',
  '--fail-severity=warn',
]);
// recommended-strict in redocly.yaml turns every warning into an error. Redocly reads Arazzo too;
// Spectral's Arazzo rules would only repeat the structural check.
const workflows = workflowFiles().map((w) => w.path);
const redocly = runBin('@redocly/cli', 'redocly', [
  'lint',
  ...files,
  ...workflows,
  '--config',
  'redocly.yaml',
  '--max-problems',
  '1000',
]);
if (spectral !== 0 || redocly !== 0) fail(`lint failed (spectral exit ${spectral}, redocly exit ${redocly})`);
