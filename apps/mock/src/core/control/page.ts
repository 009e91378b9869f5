// The control page at `GET /__mock/`: one HTML document with its script and styles inline, so it
// needs no build step and works offline. It asks for the key once and keeps it only in the page's
// memory (no storage, no cookie), and talks to the control routes with it: the sandbox's state at a
// glance, the scenarios (add and remove per operation), the live request journal, and reset.
import type { VersionApi } from '../versions.js';

/** The operations the page offers scenarios for, with their documented numeric statuses. */
function catalogue(versions: readonly VersionApi[]) {
  return versions.map((v) => ({
    version: v.version,
    operations: v.operations.map((op) => ({
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: `${v.basePath}${op.template}`,
      statuses: op.statuses.filter((s) => /^\d{3}$/.test(s)).map(Number),
    })),
  }));
}

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:10px 16px;display:flex;gap:16px;align-items:center}
header h1{font-size:16px;margin:0;flex:1}
main{padding:16px;display:grid;gap:16px;grid-template-columns:1fr 1fr}
section{background:#fff;border:1px solid #d9dde3;border-radius:6px;padding:12px}
section.wide{grid-column:1/-1}
h2{font-size:14px;margin:0 0 8px}
table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #eceef1;padding:3px 6px;text-align:left;vertical-align:top;font-size:13px}
code{font-size:12px}
button{cursor:pointer}
.refused{color:#a2261c}
#login{padding:32px;max-width:420px}
#error{color:#a2261c;min-height:1.4em}
form.inline{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:8px}
`;

// Plain browser script: it runs as written in the page, so it is kept free of build-time syntax.
const SCRIPT = `
const CATALOGUE = JSON.parse(document.getElementById('catalogue').textContent);
const MODE = document.body.dataset.mode;
const SANDBOX = MODE === 'sandbox';
let key = null;
const $ = (id) => document.getElementById(id);
const el = (tag, text, attrs = {}) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = String(text); Object.assign(e, attrs); return e; };

async function api(method, path, body) {
  const headers = { 'x-api-key': key };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch('/__mock/' + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json();
  if (!r.ok) throw new Error((data.error && data.error.message) || data.message || ('HTTP ' + r.status));
  return data;
}
const show = (error) => { $('error').textContent = error ? String(error.message || error) : ''; };

async function refreshState() {
  const box = $('state');
  if (MODE === 'proxy') return refreshViolations(box);
  if (!SANDBOX) { box.textContent = 'Static mode: answers come from the spec examples; there is no state.'; return; }
  const { counts } = await api('GET', 'state');
  const table = el('table');
  table.append(Object.assign(el('tr'), { innerHTML: '<th>version</th><th>collection</th><th>records</th>' }));
  for (const [version, collections] of Object.entries(counts)) for (const [name, n] of Object.entries(collections)) {
    const tr = el('tr'); tr.append(el('td', version), el('td', name), el('td', n)); table.append(tr);
  }
  box.replaceChildren(table);
}

async function refreshViolations(box) {
  const summary = await api('GET', 'violations');
  const table = el('table');
  table.append(Object.assign(el('tr'), { innerHTML: '<th>version</th><th>operation</th><th>in</th><th>kind</th><th>count</th>' }));
  for (const r of summary.rows) {
    const tr = el('tr'); tr.className = 'refused'; tr.append(el('td', r.version), el('td', r.operationId), el('td', r.in), el('td', r.kind), el('td', r.count)); table.append(tr);
  }
  box.replaceChildren(el('p', summary.exchanges + ' exchanges checked, ' + summary.failed + ' broke the contract'), table);
}

async function refreshScenarios() {
  const { scenarios } = await api('GET', 'scenarios');
  const table = el('table');
  table.append(Object.assign(el('tr'), { innerHTML: '<th>version</th><th>operation</th><th>status</th><th>delay</th><th>left</th><th></th>' }));
  for (const s of scenarios) {
    const tr = el('tr');
    const remove = el('button', 'Remove', { onclick: () => api('DELETE', 'scenarios/' + encodeURIComponent(s.id)).then(refreshScenarios, show) });
    remove.dataset.scenario = s.id;
    tr.append(el('td', s.version), el('td', s.operationId), el('td', s.status ?? '—'), el('td', s.delayMs === undefined ? '—' : s.delayMs + ' ms'), el('td', s.remaining ?? '∞'), el('td'));
    tr.lastChild.append(remove);
    table.append(tr);
  }
  $('scenarios').replaceChildren(scenarios.length ? table : el('p', 'None: every call is answered normally.'));
}

async function refreshJournal() {
  const { requests } = await api('GET', 'requests?limit=50');
  const table = el('table');
  table.append(Object.assign(el('tr'), { innerHTML: '<th>time</th><th>request</th><th>status</th><th>request id</th><th>ms</th><th>problems, violations or scenario</th>' }));
  for (const r of requests) {
    const tr = el('tr');
    if (r.status >= 400) tr.className = 'refused';
    const violations = (r.violations || []).map((v) => v.in + ' ' + (v.at || '(body)') + ': ' + v.message);
    if (violations.length) tr.className = 'refused';
    tr.append(el('td', r.time.slice(11, 23)), el('td'), el('td', r.status), el('td'), el('td', r.durationMs), el('td', r.scenario ? 'scenario ' + r.scenario : (r.problems || []).concat(violations).join('; ')));
    tr.children[1].append(el('code', r.method + ' ' + r.target));
    tr.children[3].append(el('code', r.requestId));
    table.append(tr);
  }
  $('journal').replaceChildren(requests.length ? table : el('p', 'No requests yet.'));
}

function fillOperations() {
  const entry = CATALOGUE.find((v) => v.version === $('version').value);
  $('operation').replaceChildren(...entry.operations.map((op) => el('option', op.operationId + ' (' + op.method + ' ' + op.path + ')', { value: op.operationId })));
  fillStatuses();
}
function fillStatuses() {
  const entry = CATALOGUE.find((v) => v.version === $('version').value);
  const op = entry.operations.find((o) => o.operationId === $('operation').value);
  $('status').replaceChildren(el('option', 'no status (delay only)', { value: '' }), ...op.statuses.map((s) => el('option', s, { value: s })));
}

async function addScenario(event) {
  event.preventDefault();
  const body = { version: $('version').value, operationId: $('operation').value };
  if ($('status').value) body.status = Number($('status').value);
  if ($('delay').value) body.delayMs = Number($('delay').value);
  if ($('times').value) body.times = Number($('times').value);
  try { await api('POST', 'scenarios', body); show(); await refreshScenarios(); } catch (e) { show(e); }
}

async function refreshAll() {
  try { await Promise.all([refreshState(), refreshScenarios(), refreshJournal()]); } catch (e) { show(e); }
}

$('login').addEventListener('submit', async (event) => {
  event.preventDefault();
  key = $('key').value;
  $('key').value = '';
  try {
    await api('GET', 'scenarios');
    $('login').hidden = true;
    $('panel').hidden = false;
    $('version').replaceChildren(...CATALOGUE.map((v) => el('option', v.version, { value: v.version })));
    fillOperations();
    await refreshAll();
    // Live: what the app sends, and what its calls do to scenarios and state, show within a second.
    setInterval(refreshAll, 1000);
  } catch (e) { key = null; show(e); }
});
$('version').addEventListener('change', fillOperations);
$('operation').addEventListener('change', fillStatuses);
$('add').addEventListener('submit', addScenario);
$('clear-scenarios').addEventListener('click', () => api('DELETE', 'scenarios').then(refreshScenarios, show));
$('clear-journal').addEventListener('click', () => api('DELETE', 'requests').then(refreshJournal, show));
$('reset').addEventListener('click', () => api('POST', 'reset').then(refreshAll, show));
$('reset').hidden = !SANDBOX;
`;

/** What answers the API's requests: the sandbox, the spec's examples, or the service through the proxy. */
export type Mode = 'sandbox' | 'static' | 'proxy';

const TITLES: Record<Mode, string> = { sandbox: 'sandbox', static: 'static mode', proxy: 'proxy' };

export function renderControlPage(versions: readonly VersionApi[], mode: Mode): string {
  // `<` escaped, so that no value can close the script element it sits in.
  const data = JSON.stringify(catalogue(versions)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>dispute-api-mock control</title><style>${STYLE}</style></head>
<body data-mode="${mode}">
<header><h1>dispute-api-mock · ${TITLES[mode]}</h1><button id="reset" type="button">Reset to the seed</button></header>
<p id="error" role="alert"></p>
<form id="login"><p>The control routes take an accepted access key (the mock's default is <code>local-dev-key</code>). It stays in this tab's memory only.</p>
<label>x-api-key <input id="key" type="password" autocomplete="off" required></label> <button type="submit">Open</button></form>
<main id="panel" hidden>
<section><h2>${mode === 'proxy' ? 'Violations' : 'State'}</h2><div id="state"></div></section>
<section><h2>Scenarios</h2><div id="scenarios"></div>
<form id="add" class="inline"><select id="version" aria-label="version"></select><select id="operation" aria-label="operation"></select>
<select id="status" aria-label="status"></select><input id="delay" type="number" min="0" placeholder="delay ms" aria-label="delay in ms">
<input id="times" type="number" min="1" placeholder="times (∞)" aria-label="times"><button type="submit">Add scenario</button>
<button id="clear-scenarios" type="button">Remove all</button></form></section>
<section class="wide"><h2>Requests <button id="clear-journal" type="button">Clear</button></h2><div id="journal"></div></section>
</main>
<script id="catalogue" type="application/json">${data}</script>
<script>${SCRIPT}</script>
</body></html>`;
}
