// `pnpm build`: writes the static site to dist/ from the spec package's build output and the guides.
//   index.html             landing page          changes.html   change report
//   <version>/index.html   Redoc reference       downloads/     bundles, change reports, CHANGELOG.md
//   assets/                files the pages use  workflows-<version>.html  the Arazzo workflows
//   guides/<slug>.html     the guides            pagefind/      the search index and Pagefind's script
// DOCS_SANDBOX_URL sets the sandbox the pages point at (sandbox.mjs; the local mock by default);
// `--out-dir DIR` writes the site there instead of dist/ (the tests build variants of it there).
import { copyFileSync, cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBundle } from '@dispute-api/spec/load';
import { changesPage } from './changes-page.mjs';
import { addCodeSamples } from './code-samples.mjs';
import { landingPage } from './landing-page.mjs';
import { decorateMarkers } from './markers.mjs';
import { guidePage, guidePath, readGuides, renderGuide } from './guides.mjs';
import { inlineText } from './markdown.mjs';
import { changeReportFiles, docsDir, siteDir, specDistDir, specVersions } from './paths.mjs';
import { renderRedocPage } from './redoc-page.mjs';
import { sandboxFrom, SANDBOX_URL_VARIABLE } from './sandbox.mjs';
import { referenceRecords, writeSearchIndex } from './search-index.mjs';
import { readWorkflows, workflowsPage, workflowsPageName } from './workflows-page.mjs';

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));
const require = createRequire(import.meta.url);

/**
 * Stops the build with one line, as a wrong option or input deserves.
 * @param {unknown} error
 * @returns {never}
 */
function stop(error) {
  console.error(`docs build: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

const versions = specVersions();
const reports = changeReportFiles();
/** @type {import('./sandbox.mjs').Sandbox} */
let sandbox;
/** @type {import('./guides.mjs').Guide[]} */
let guides;
let target = siteDir;
try {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } }, strict: true });
  if (values['out-dir'] !== undefined) target = resolve(values['out-dir']);
  sandbox = sandboxFrom(process.env[SANDBOX_URL_VARIABLE]);
  guides = readGuides().map(renderGuide);
} catch (error) {
  stop(error);
}

// The site is written next to dist/ and swapped in at the end, so that a server or test reading
// dist/ meanwhile never sees half a site, and no stale page of a removed version survives.
const outDir = join(dirname(target), `.dist-${process.pid}`);
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
/** @type {{ url: string, html: string }[]} */
const searchRecords = [];
for (const version of versions) {
  const bundle = /** @type {any} */ (loadBundle(version));
  searchRecords.push(...referenceRecords(bundle, version));
  const doc = addCodeSamples(decorateMarkers(bundle), sandbox);
  // Redoc prints server and server-variable descriptions as they are, Markdown marks included.
  for (const server of doc.servers ?? []) {
    if (server.description) server.description = inlineText(server.description);
    for (const variable of Object.values(server.variables ?? {})) {
      if (variable.description) variable.description = inlineText(variable.description);
    }
  }
  const title = `${bundle.info.title} ${version}${version === versions.at(-1) ? ' (current)' : ''}`;
  const html = renderRedocPage({ doc, version, versions, title, sandbox });
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
  writeFileSync(
    join(outDir, workflowsPageName(version)),
    workflowsPage({ version, versions, files, sandbox }),
  );
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
    guides,
    sandbox,
  }),
);
console.log('index.html');

mkdirSync(join(outDir, 'guides'));
for (const guide of guides) {
  writeFileSync(join(outDir, guidePath(guide.slug)), guidePage({ guide, guides, versions }));
  console.log(guidePath(guide.slug));
}

await writeSearchIndex(outDir, searchRecords).catch(stop);
console.log(`pagefind/: ${searchRecords.length} records of the references, and the pages`);

rmSync(target, { recursive: true, force: true });
renameSync(outDir, target);
console.log(`site written to ${target}`);
