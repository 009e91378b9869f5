// The Arazzo workflows: spec/<version>/workflows/*.arazzo.yaml, per version of versions.json.
// Run as a script, it copies them to dist/workflows/<version>/, the folder the package exports,
// with each source description pointing at the bundle beside them instead of the source root.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { VERSIONS } from '../versions.mjs';
import { distDir, fail, specDir } from './common.mjs';

const SOURCE_URL = '../openapi.yaml';

/** Every workflow file, as {version, name, path} with path relative to spec/. */
export function workflowFiles() {
  return VERSIONS.flatMap((version) => {
    const dir = join(specDir, version, 'workflows');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.arazzo.yaml'))
      .sort()
      .map((name) => ({ version, name, path: join(version, 'workflows', name) }));
  });
}

/** The workflow as published: its source description is the bundle two folders up. */
export function publishedWorkflow({ version, path }) {
  const doc = parseDocument(readFileSync(join(specDir, path), 'utf8'));
  const sources = doc.get('sourceDescriptions');
  for (const source of sources?.items ?? []) {
    if (source.get('url') !== SOURCE_URL) fail(`${path}: sourceDescriptions url must be ${SOURCE_URL}`);
    source.set('url', `../../${version}.yaml`);
  }
  return doc.toString({ lineWidth: 100 });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = join(distDir, 'workflows');
  rmSync(out, { recursive: true, force: true });
  const files = workflowFiles();
  for (const file of files) {
    mkdirSync(join(out, file.version), { recursive: true });
    writeFileSync(join(out, file.version, file.name), publishedWorkflow(file));
  }
  console.log(`copied ${files.length} workflows into dist/workflows/`);
}
