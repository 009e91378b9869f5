// Writes the change report between each pair of consecutive versions into dist/changes/:
// JSON for the docs site and tools, Markdown (CHANGELOG style) for people.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffOpenApi, renderMarkdown } from '@dispute-api/openapi-diff';
import { distDir, sourceVersions, specDir } from './common.mjs';

const versions = sourceVersions();
const changesDir = join(distDir, 'changes');
mkdirSync(changesDir, { recursive: true });
const bundle = (version) => JSON.parse(readFileSync(join(distDir, `${version}.json`), 'utf8'));

const sections = [];
for (let i = versions.length - 1; i > 0; i--) {
  const [from, to] = [versions[i - 1], versions[i]];
  const report = diffOpenApi(bundle(from), bundle(to));
  // Facts of the reference that no diff of two documents can find are written by hand.
  const notesFile = join(specDir, 'changelog', `${to}.md`);
  const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8').trim() : undefined;
  const markdown = renderMarkdown(report, { title: `${to} (from ${from})`, preamble: notes });
  writeFileSync(join(changesDir, `${from}..${to}.json`), `${JSON.stringify({ ...report, notes }, null, 2)}\n`);
  writeFileSync(join(changesDir, `${from}..${to}.md`), markdown);
  sections.push(markdown);
  console.log(`${from} -> ${to}: ${report.summary.breaking} breaking, ${report.summary.nonBreaking} other changes`);
}
writeFileSync(join(distDir, 'CHANGELOG.md'), `# Changelog\n\n${sections.join('\n')}`);
