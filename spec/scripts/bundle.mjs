// Bundles each <version>/openapi.yaml into dist/<version>.yaml and .json,
// with external $refs pulled into components (not dereferenced).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { distDir, fail, runBin, sourceRoot, sourceVersions } from './common.mjs';

const versions = sourceVersions();
// Stale bundles of removed versions would otherwise be linted, tested and published.
rmSync(distDir, { recursive: true, force: true });
mkdirSync(distDir);

for (const version of versions) {
  const yamlOut = join(distDir, `${version}.yaml`);
  const status = runBin('@redocly/cli', 'redocly', [
    'bundle', sourceRoot(version), '--output', yamlOut, '--config', 'redocly.yaml',
    // A silent `Foo-2` rename would leak into generated client type names.
    '--component-renaming-conflicts-severity=error',
  ]);
  if (status !== 0) fail(`redocly bundle failed for ${version}`);
  // One redocly run per version; the JSON is the same document re-serialised.
  const doc = parse(readFileSync(yamlOut, 'utf8'), { maxAliasCount: -1 });
  writeFileSync(join(distDir, `${version}.json`), `${JSON.stringify(doc, null, 2)}\n`);
}
console.log(`bundled ${versions.join(', ')} into dist/`);
