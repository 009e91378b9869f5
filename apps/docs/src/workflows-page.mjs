// A page per API version listing the Arazzo workflows that the spec package ships
// (dist/workflows/<version>/): each one's steps in words, its inputs, and the Redocly Respect
// command that runs it against the local mock or the service. Links are relative to the site root.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { escapeHtml, staticPage } from './layout.mjs';
import { renderInline } from './markdown.mjs';
import { LOCAL_MOCK_COMMAND } from './sandbox.mjs';

/**
 * @typedef {{ stepId: string, description?: string, operationId?: string }} WorkflowStep
 * @typedef {{ workflowId: string, summary?: string, inputs?: { required?: string[], properties?: Record<string, { description?: string, default?: unknown }> }, steps: WorkflowStep[] }} Workflow
 * @typedef {{ name: string, doc: { info: { title: string, description?: string }, sourceDescriptions: { name: string }[], workflows: Workflow[] } }} WorkflowFile
 */

/** Page file name of a version's workflows, at the site root. */
export const workflowsPageName = (/** @type {string} */ version) => `workflows-${version}.html`;

/**
 * The workflow files of a version in the spec package's build output; none when it has no folder.
 * @param {string} specDistDir
 * @param {string} version
 * @returns {WorkflowFile[]}
 */
export function readWorkflows(specDistDir, version) {
  const dir = join(specDistDir, 'workflows', version);
  let names;
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.arazzo.yaml'))
      .sort();
  } catch {
    return [];
  }
  return names.map((name) => ({ name, doc: parse(readFileSync(join(dir, name), 'utf8')) }));
}

/** @param {string} text */
const inline = (text) => renderInline(text);

/** Each file holds one workflow. @param {WorkflowFile} file */
const workflowOf = (file) => /** @type {Workflow} */ (file.doc.workflows[0]);

/**
 * @param {string} version
 * @param {WorkflowFile} file
 */
function command(version, file) {
  const workflow = workflowOf(file);
  const source = file.doc.sourceDescriptions[0]?.name;
  const inputs = (workflow.inputs?.required ?? []).map(
    (name) => `--input ${name}=${name === 'apiKey' ? '…' : `<${name}>`}`,
  );
  const path = `node_modules/@dispute-api/spec/dist/workflows/${version}/${file.name}`;
  return (/** @type {string} */ base) =>
    `npx @redocly/cli respect ${path} ${inputs.join(' ')} --server ${source}=${base}/public/${version}`;
}

/**
 * Where the first command runs: the sandbox the site is built for.
 * @param {import('./sandbox.mjs').Sandbox} sandbox
 */
const sandboxWords = (sandbox) =>
  sandbox.local
    ? `Against the local mock (<code>${LOCAL_MOCK_COMMAND}</code>, key <code>local-dev-key</code>):`
    : `Against the sandbox at <code>${escapeHtml(sandbox.url)}</code>, with the key you were given:`;

/** @param {string} version @param {WorkflowFile} file @param {import('./sandbox.mjs').Sandbox} sandbox */
function workflowSection(version, file, sandbox) {
  const workflow = workflowOf(file);
  const steps = workflow.steps.map(
    (s) =>
      `<li><code>${escapeHtml(s.stepId)}</code>${s.operationId ? ` (<code>${escapeHtml(s.operationId)}</code>)` : ''}${s.description ? `: ${inline(s.description)}` : ''}</li>`,
  );
  const inputs = Object.entries(workflow.inputs?.properties ?? {}).map(
    ([name, p]) =>
      `<li><code>${escapeHtml(name)}</code>${(workflow.inputs?.required ?? []).includes(name) ? '' : ' (optional)'}${p.description ? `: ${inline(p.description)}` : ''}</li>`,
  );
  const run = command(version, file);
  return `<section id="${escapeHtml(workflow.workflowId)}">
<h2>${escapeHtml(file.doc.info.title)}</h2>
${file.doc.info.description ? `<p>${inline(file.doc.info.description)}</p>` : ''}
<p class="muted">Workflow <code>${escapeHtml(workflow.workflowId)}</code> in <a href="downloads/workflows/${version}/${escapeHtml(file.name)}">${escapeHtml(file.name)}</a>, ${workflow.steps.length} step${workflow.steps.length === 1 ? '' : 's'}.</p>
<h3>Steps</h3>
<ol>
${steps.join('\n')}
</ol>
<h3>Inputs</h3>
<ul>
${inputs.join('\n')}
</ul>
<h3>Run it</h3>
<p>${sandboxWords(sandbox)}</p>
<pre><code>${escapeHtml(run(sandbox.url))}</code></pre>
<p>Against the service, with your base address and key:</p>
<pre><code>${escapeHtml(run('https://&lt;base address&gt;'))}</code></pre>
</section>`;
}

/**
 * @param {{ version: string, versions: string[], files: WorkflowFile[],
 *   sandbox: import('./sandbox.mjs').Sandbox }} opts
 */
export function workflowsPage({ version, versions, files, sandbox }) {
  const body = `<h1>Workflows, version ${escapeHtml(version)}</h1>
<p class="lead">The flows the reference describes, as <a href="https://spec.openapis.org/arazzo/latest.html">Arazzo</a>
workflows that Redocly Respect runs against any server. They ship in <code>@dispute-api/spec</code>
as <code>@dispute-api/spec/workflows/${escapeHtml(version)}/&lt;name&gt;.arazzo.yaml</code>.</p>
<div class="callout">Each workflow sends the access key as the <code>x-api-key</code> header from its
<code>apiKey</code> input. A request signature is computed from each request's method, path and body, so it
cannot be given as a fixed input: run the workflows with a key that does not require signing.</div>
<p>Respect 2.77 needs two checks set to warnings for these workflows, as the guide <a href="guides/check-a-real-environment.html#redoclys-known-issues">Check a real environment</a> explains
(its status check does not read <code>2XX</code> ranges, and it reads open schemas as closed):
add <code>--severity STATUS_CODE_CHECK=warn,SCHEMA_CHECK=warn</code> to the commands when it reports them.</p>
<ul>
${files.map((f) => `<li><a href="#${escapeHtml(workflowOf(f).workflowId)}">${escapeHtml(f.doc.info.title)}</a></li>`).join('\n')}
</ul>
${files.map((f) => workflowSection(version, f, sandbox)).join('\n')}`;
  return staticPage({
    title: `Workflows ${version}: Dispute and Alert Management API`,
    versions,
    active: `workflows-${version}`,
    body,
    search: { kind: `Workflows ${version}`, versions: [version] },
  });
}
