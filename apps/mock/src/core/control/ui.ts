/// <reference lib="dom" preserve="true" />
// The control UI, one source for the server's control page (`GET /__mock/`, page.ts) and the panel
// in the app's page (`@dispute-api/mock/msw/panel`): the sandbox's state, the scenarios (add and
// remove per operation), the live request journal and reset, rendered into a root element and
// steered through a `Control`: the control routes over HTTP with a key on the server page, the
// sandbox's handle in the panel.
//
// The server page inlines `ControlView` as its source text (`String(ControlView)`), so the class
// refers to nothing outside itself (no import, no module constant, not even its own name) and uses
// only syntax that bundlers pass through without a helper (no class fields: `declare` ones emit
// nothing); a minifier renaming inside it keeps it whole.
import type { CatalogueVersion } from './catalogue.js';
import type { JournalEntry } from './journal.js';
import type { Scenario } from './scenarios.js';
import type { ViolationSummary } from '../proxy/violations.js';

type Awaitable<T> = T | Promise<T>;

/** A scenario as `POST /__mock/scenarios` takes it. */
export interface ScenarioRequest {
  version: string;
  operationId: string;
  status?: number;
  delayMs?: number;
  times?: number;
}

/** What the UI steers: each member does what its `/__mock/` route does, and may answer late. */
export interface Control {
  /** `POST /__mock/reset`. */
  reset(): Awaitable<unknown>;
  /** `GET /__mock/state`. */
  state(): Awaitable<{ counts: Record<string, Record<string, number>> }>;
  readonly scenarios: {
    add(scenario: ScenarioRequest): Awaitable<unknown>;
    list(): Awaitable<readonly Scenario[]>;
    remove(id: string): Awaitable<unknown>;
    clear(): Awaitable<unknown>;
  };
  /** The `requests` of `GET /__mock/requests?limit=N`, newest first. */
  journal(options?: { limit?: number }): Awaitable<readonly JournalEntry[]>;
  clearJournal(): Awaitable<unknown>;
  /** Proxy only: `GET /__mock/violations` and `DELETE /__mock/violations`. */
  readonly violations?: {
    summary(): Awaitable<ViolationSummary>;
    clear(): Awaitable<unknown>;
  };
}

export interface ViewOptions {
  catalogue: readonly CatalogueVersion[];
  /** False in the static mode, which has no state and no reset. */
  sandbox: boolean;
  /** True in the proxy mode: the violations tally takes the state's place. */
  proxy?: boolean;
}

/**
 * The UI's styles, every rule under `.mock-control` so that the page around it keeps its own. Each
 * card is a size container: below 540 px wide (a phone, or the panel on one) the scenarios and the
 * journal stack each row's cells, each after its heading (`data-label`), as no six columns fit there.
 * `min-width: 0` and `max-width: 100%` keep a long option's text from widening its card; a request's
 * target and problems break anywhere, so the journal's other columns keep their words whole.
 */
export const CONTROL_STYLE = `
.mock-control{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(min(420px,100%),1fr));font:14px/1.4 system-ui,sans-serif;color:#1d2330}
.mock-control section{background:#fff;border:1px solid #d9dde3;border-radius:6px;padding:12px;min-width:0;container-type:inline-size}
.mock-control .wide,.mock-control .bar{grid-column:1/-1}
.mock-control .bar{display:flex;gap:16px;align-items:center}
.mock-control h2{font-size:14px;margin:0 0 8px}
.mock-control table{border-collapse:collapse;width:100%}
.mock-control td,.mock-control th{border-bottom:1px solid #eceef1;padding:3px 6px;text-align:left;vertical-align:top;font-size:13px}
.mock-control #journal td:is(:nth-child(2),:nth-child(6)){overflow-wrap:anywhere}
.mock-control code{font-size:12px}
.mock-control button{cursor:pointer;font:inherit}
.mock-control select,.mock-control input{max-width:100%;min-width:0}
.mock-control .refused{color:#a2261c}
.mock-control .error{color:#a2261c;min-height:1.4em;margin:0;flex:1}
.mock-control form{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:8px}
@container (max-width:540px){
.mock-control :is(#scenarios,#journal) tr{display:flex;flex-wrap:wrap;gap:0 12px;padding:4px 0;border-bottom:1px solid #eceef1}
.mock-control :is(#scenarios,#journal) tr:first-child,.mock-control :is(#scenarios,#journal) td:empty{display:none}
.mock-control :is(#scenarios,#journal) td{border:0;padding:0}
.mock-control :is(#scenarios,#journal) td::before{content:attr(data-label) " ";color:#5b6472}
}
`;

export class ControlView {
  declare readonly root: HTMLElement;
  declare readonly control: Control;
  declare readonly options: ViewOptions;
  /** The refreshing loop running now (a token: a loop whose token is gone ends); none when stopped. */
  declare loop: object | undefined;
  declare timer: ReturnType<typeof setTimeout> | undefined;

  constructor(root: HTMLElement, control: Control, options: ViewOptions) {
    this.root = root;
    this.control = control;
    this.options = options;
    this.loop = undefined;
    this.timer = undefined;
    root.classList.add('mock-control');
    root.innerHTML = this.markup();
    const versions = options.catalogue.map((v) => this.el('option', v.version, { value: v.version }));
    this.find<HTMLSelectElement>('version').replaceChildren(...versions);
    this.fillOperations();
    this.listen();
  }

  markup(): string {
    const reset = this.options.sandbox ? '<button id="reset" type="button">Reset to the seed</button>' : '';
    const first = this.options.proxy
      ? '<h2>Violations <button id="clear-violations" type="button">Count again</button></h2><div id="violations"></div>'
      : '<h2>State</h2><div id="state"></div>';
    return `<div class="bar"><p class="error" role="alert"></p>${reset}</div>
<section>${first}</section>
<section><h2>Scenarios</h2><div id="scenarios"></div>
<form id="add"><select id="version" aria-label="version"></select><select id="operation" aria-label="operation"></select>
<select id="status" aria-label="status"></select><input id="delay" type="number" min="0" placeholder="delay ms" aria-label="delay in ms">
<input id="times" type="number" min="1" placeholder="times (∞)" aria-label="times"><button type="submit">Add scenario</button>
<button id="clear-scenarios" type="button">Remove all</button></form></section>
<section class="wide"><h2>Requests <button id="clear-journal" type="button">Clear</button></h2><div id="journal"></div></section>`;
  }

  listen(): void {
    const { control } = this;
    this.find('version').addEventListener('change', () => this.fillOperations());
    this.find('operation').addEventListener('change', () => this.fillStatuses());
    this.find('add').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.act(() => control.scenarios.add(this.scenarioOfForm()));
    });
    this.find('clear-scenarios').addEventListener(
      'click',
      () => void this.act(() => control.scenarios.clear()),
    );
    this.find('clear-journal').addEventListener('click', () => void this.act(() => control.clearJournal()));
    this.root.querySelector('#reset')?.addEventListener('click', () => void this.act(() => control.reset()));
    this.root
      .querySelector('#clear-violations')
      ?.addEventListener('click', () => void this.act(() => control.violations?.clear()));
  }

  /** Refreshes what the UI shows, again and again until `stop()`, each time after the last one ended. */
  start(intervalMs: number): void {
    this.stop();
    const loop = {};
    this.loop = loop;
    const tick = async () => {
      await this.refresh();
      if (this.loop === loop) this.timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
  }

  stop(): void {
    this.loop = undefined;
    clearTimeout(this.timer);
  }

  async refresh(): Promise<void> {
    try {
      const first = this.options.proxy ? this.refreshViolations() : this.refreshState();
      await Promise.all([first, this.refreshScenarios(), this.refreshJournal()]);
    } catch (error) {
      this.show(error);
    }
  }

  /** A change through the control; its error shows, and what it changed shows at once. */
  async act(change: () => Awaitable<unknown>): Promise<void> {
    try {
      await change();
      this.show(undefined);
    } catch (error) {
      this.show(error);
    }
    await this.refresh();
  }

  async refreshState(): Promise<void> {
    const box = this.find('state');
    if (!this.options.sandbox) {
      box.textContent = 'Static mode: answers come from the spec examples; there is no state.';
      return;
    }
    const { counts } = await this.control.state();
    const rows = Object.entries(counts).flatMap(([version, collections]) =>
      Object.entries(collections).map(([name, n]) => this.row([version, name, n])),
    );
    box.replaceChildren(this.table(['version', 'collection', 'records'], rows));
  }

  /** Proxy: the tally of `GET /__mock/violations`, a row per version, operation, side and kind. */
  async refreshViolations(): Promise<void> {
    const summary = await this.control.violations!.summary();
    const head = this.el('p', summary.headline);
    const rows = summary.rows.map((r) => this.row([r.version, r.operationId, r.in, r.kind, r.count]));
    const table = this.table(['version', 'operation', 'in', 'kind', 'count'], rows);
    this.find('violations').replaceChildren(...(rows.length ? [head, table] : [head]));
  }

  async refreshScenarios(): Promise<void> {
    const scenarios = await this.control.scenarios.list();
    const rows = scenarios.map((s) => {
      const delay = s.delayMs === undefined ? '—' : `${s.delayMs} ms`;
      const tr = this.row([s.version, s.operationId, s.status ?? '—', delay, s.remaining ?? '∞', '']);
      const remove = this.el('button', 'Remove', { type: 'button' });
      remove.dataset.scenario = s.id;
      remove.setAttribute('aria-label', `Remove scenario ${s.id}`);
      remove.addEventListener('click', () => void this.act(() => this.control.scenarios.remove(s.id)));
      tr.lastElementChild!.append(remove);
      return tr;
    });
    const headings = ['version', 'operation', 'status', 'delay', 'left', ''];
    const none = this.el('p', 'None: every call is answered normally.');
    this.find('scenarios').replaceChildren(rows.length ? this.table(headings, rows) : none);
    this.find('clear-scenarios').hidden = !rows.length;
  }

  async refreshJournal(): Promise<void> {
    const requests = await this.control.journal({ limit: 50 });
    const headings = ['time', 'request', 'status', 'request id', 'ms', 'problems or scenario'];
    const rows = requests.map((entry) => this.journalRow(entry));
    const none = this.el('p', 'No requests yet.');
    this.find('journal').replaceChildren(rows.length ? this.table(headings, rows) : none);
  }

  /** One request of the journal, as a row under the journal's headings. */
  journalRow(entry: JournalEntry): HTMLTableRowElement {
    // Proxy: where the exchange broke the contract (its violations), else why the mock refused it.
    const broken = (entry.violations ?? []).map((v) => `${v.in} ${v.at}: ${v.message}`);
    const notes = entry.scenario
      ? `scenario ${entry.scenario}`
      : [...(entry.problems ?? []), ...broken, ...(entry.notes ?? [])].join('; ');
    const tr = this.row([entry.time.slice(11, 23), '', entry.status, '', entry.durationMs, notes]);
    if (entry.status >= 400) tr.className = 'refused';
    tr.children[1]!.append(this.el('code', `${entry.method} ${entry.target}`));
    tr.children[3]!.append(this.el('code', entry.requestId));
    return tr;
  }

  fillOperations(): void {
    const operations = this.operations().map((op) =>
      this.el('option', `${op.operationId} (${op.method} ${op.path})`, { value: op.operationId }),
    );
    this.find<HTMLSelectElement>('operation').replaceChildren(...operations);
    this.fillStatuses();
  }

  fillStatuses(): void {
    const chosen = this.find<HTMLSelectElement>('operation').value;
    const op = this.operations().find((o) => o.operationId === chosen);
    const statuses = (op?.statuses ?? []).map((s) => this.el('option', s, { value: String(s) }));
    const none = this.el('option', 'no status (delay only)', { value: '' });
    this.find<HTMLSelectElement>('status').replaceChildren(none, ...statuses);
  }

  operations(): CatalogueVersion['operations'] {
    const version = this.find<HTMLSelectElement>('version').value;
    return this.options.catalogue.find((v) => v.version === version)?.operations ?? [];
  }

  scenarioOfForm(): ScenarioRequest {
    const value = (id: string) => this.find<HTMLInputElement>(id).value;
    const scenario: ScenarioRequest = { version: value('version'), operationId: value('operation') };
    if (value('status')) scenario.status = Number(value('status'));
    if (value('delay')) scenario.delayMs = Number(value('delay'));
    if (value('times')) scenario.times = Number(value('times'));
    return scenario;
  }

  /** Shows what went wrong (an `Error`'s message, anything else as JSON), or clears it. */
  show(error: unknown): void {
    const message = error === undefined ? '' : error instanceof Error ? error.message : JSON.stringify(error);
    this.root.querySelector('.error')!.textContent = message;
  }

  table(headings: string[], rows: HTMLElement[]): HTMLTableElement {
    const table = this.el('table');
    const head = this.el('tr');
    head.append(...headings.map((h) => this.el('th', h)));
    // Each cell names its heading, which narrow cards show beside it in place of the heading row.
    for (const row of rows) headings.forEach((h, i) => row.children[i]?.setAttribute('data-label', h));
    table.append(head, ...rows);
    return table;
  }

  row(cells: (string | number)[]): HTMLTableRowElement {
    const tr = this.el('tr');
    tr.append(...cells.map((cell) => this.el('td', cell)));
    return tr;
  }

  el<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    text?: string | number,
    attributes: Record<string, string> = {},
  ): HTMLElementTagNameMap[K] {
    const element = this.root.ownerDocument.createElement(tag);
    if (text !== undefined) element.textContent = String(text);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  }

  find<T extends HTMLElement = HTMLElement>(id: string): T {
    return this.root.querySelector<T>(`#${id}`)!;
  }
}
