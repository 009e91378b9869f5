// `pnpm build`: writes the static site to dist/ from the spec package's build output.
//   index.html             landing page          changes.html   change report
//   <version>/index.html   Redoc reference       downloads/     bundles, change reports, CHANGELOG.md
//   assets/                files the pages use  workflows-<version>.html  the Arazzo workflows
import { copyFileSync, cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadBundle } from '@dispute-api/spec/load';
import { changesPage } from './changes-page.mjs';
import { addCodeSamples } from './code-samples.mjs';
import { landingPage } from './landing-page.mjs';
import { decorateMarkers } from './markers.mjs';
import { inlineText } from './markdown.mjs';
import { changeReportFiles, docsDir, siteDir, specDistDir, specVersions } from './paths.mjs';
import { renderRedocPage } from './redoc-page.mjs';
import { readWorkflows, workflowsPage, workflowsPageName } from './workflows-page.mjs';

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));
const require = createRequire(import.meta.url);

const versions = specVersions();
const reports = changeReportFiles();

// The site is written next to dist/ and swapped in at the end, so that a server or test reading
// dist/ meanwhile never sees half a site, and no stale page of a removed version survives.
const outDir = join(docsDir, `.dist-${process.pid}`);
process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
mkdirSync(join(outDir, 'downloads', 'changes'), { recursive: true });
cpSync(join(docsDir, 'assets'), join(outDir, 'assets'), { recursive: true });

// Downloads are the spec package's files as they are; only the rendered copy is decorated.
for (const v of versions) {
  for (const ext of ['yaml', 'json'])
    copyFileSync(join(specDistDir, `${v}.${ext}`), join(outDir, 'downloads', `${v}.${ext}`));
}
for (const r of reports)
  copyFileSync(r.markdown, join(outDir, 'downloads', 'changes', `${r.base}..${r.head}.md`));
copyFileSync(join(specDistDir, 'CHANGELOG.md'), join(outDir, 'downloads', 'CHANGELOG.md'));

let redocVersion;
for (const version of versions) {
  const bundle = /** @type {any} */ (loadBundle(version));
  const doc = addCodeSamples(decorateMarkers(bundle));
  // Redoc prints server and server-variable descriptions as they are, Markdown marks included.
  for (const server of doc.servers ?? []) {
    if (server.description) server.description = inlineText(server.description);
    for (const variable of Object.values(server.variables ?? {})) {
      if (variable.description) variable.description = inlineText(variable.description);
    }
  }
  const title = `${bundle.info.title} ${version}${version === versions.at(-1) ? ' (current)' : ''}`;
  const html = renderRedocPage({ doc, version, versions, title });
  redocVersion ??= /\* Version: (\S+)/.exec(html)?.[1];
  mkdirSync(join(outDir, version), { recursive: true });
  writeFileSync(join(outDir, version, 'index.html'), html);
  console.log(`${version}/index.html`);
}

const loaded = reports.map((r) => ({
  report: readJson(r.json),
  markdownHref: `downloads/changes/${r.base}..${r.head}.md`,
}));
writeFileSync(join(outDir, 'changes.html'), changesPage({ reports: loaded, versions }));
console.log('changes.html');

// The workflows go to downloads/ beside the bundles, so their source description (../../<version>.yaml) still resolves.
for (const version of versions) {
  const files = readWorkflows(specDistDir, version);
  if (files.length === 0) continue;
  cpSync(join(specDistDir, 'workflows', version), join(outDir, 'downloads', 'workflows', version), {
    recursive: true,
  });
  writeFileSync(join(outDir, workflowsPageName(version)), workflowsPage({ version, versions, files }));
  console.log(workflowsPageName(version));
}

writeFileSync(
  join(outDir, 'index.html'),
  landingPage({
    versions,
    current: /** @type {any} */ (loadBundle(/** @type {string} */ (versions.at(-1)))),
    changes: loaded.map(({ report }) => ({
      base: report.base.version,
      head: report.head.version,
      breaking: report.summary.breaking,
      nonBreaking: report.summary.nonBreaking,
    })),
    tools: { redoclyCli: require('@redocly/cli/package.json').version, redoc: redocVersion },
  }),
);
rmSync(siteDir, { recursive: true, force: true });
renameSync(outDir, siteDir);
console.log(`index.html; site written to ${siteDir}`);
