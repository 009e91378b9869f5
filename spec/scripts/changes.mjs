// Writes the change report of each version against the one before it in versions.json into dist/changes/:
// JSON for the docs site and tools, Markdown (CHANGELOG style) for people.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffOpenApi, renderMarkdown } from '@dispute-api/openapi-diff';
import { loadBundle } from '../load.mjs';
import { previousVersion } from '../versions.mjs';
import { distDir, sourceVersions, specDir } from './common.mjs';

// Newest first, as the changelog reads.
const versions = sourceVersions().reverse();
const changesDir = join(distDir, 'changes');
mkdirSync(changesDir, { recursive: true });

const sections = [];
for (const to of versions) {
  const from = previousVersion(to);
  if (from === undefined) continue;
  const report = diffOpenApi(loadBundle(from), loadBundle(to));
  // Facts of the reference that no diff of two documents can find are written by hand.
  const notesFile = join(specDir, 'changelog', `${to}.md`);
  const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8').trim() : undefined;
  const markdown = renderMarkdown(report, { title: `${to} (from ${from})`, preamble: notes });
  writeFileSync(
    join(changesDir, `${from}..${to}.json`),
    `${JSON.stringify({ ...report, notes }, null, 2)}\n`,
  );
  writeFileSync(join(changesDir, `${from}..${to}.md`), markdown);
  sections.push(markdown);
  console.log(
    `${from} -> ${to}: ${report.summary.breaking} breaking, ${report.summary.nonBreaking} other changes`,
  );
}
writeFileSync(join(distDir, 'CHANGELOG.md'), `# Changelog\n\n${sections.join('\n')}`);
