/// <reference lib="dom" preserve="true" />
// `@dispute-api/mock/msw/panel`: the mock's control page inside the app's own page, for a sandbox
// served by MSW handlers, where no server page exists. A small button in a corner opens it as an
// overlay: the state, the scenarios, the live journal and reset, drawn by the server page's own
// control UI (core/control/ui.ts). It calls the sandbox's handle, so nothing goes over the network,
// and takes the versions' operations from it too, so it carries no bundle, model or validator.
// It lives in an open shadow root: the app's styles do not reach it, its own do not reach the app,
// and tests and the browser's tools can still look inside. Importing it does nothing by itself.
import { CONTROL_STYLE, ControlView, type Control } from '../core/control/ui.js';
import { CONTROL_CATALOGUE, type PanelData } from './panel-data.js';

export type { Control, ScenarioRequest } from '../core/control/ui.js';

/**
 * The sandbox as `createSandbox` returns it (or an object spread from it, its symbol-keyed member
 * kept); each member may answer at once or with a promise.
 */
export interface ControlHandle extends Control, PanelData {}

export interface PanelOptions {
  /** The element the panel goes into; default `document.body`. */
  parent?: HTMLElement;
  /** Opens the overlay at once; default closed, only the corner button showing. */
  open?: boolean;
}

/** The host element's name: no style of the app names it, unlike `div`. */
export const PANEL_ELEMENT = 'dispute-api-mock-panel';

// `.frame` undoes what the page would pass down (font, colour, …); the rest is the panel's own.
const PANEL_STYLE = `
.frame{all:initial;font:14px/1.4 system-ui,sans-serif;color:#1d2330}
.toggle,.close{border:0;border-radius:14px;background:#1d2330;color:#fff;font:600 13px/1.2 system-ui,sans-serif;padding:6px 12px;cursor:pointer}
.toggle{position:fixed;right:16px;bottom:16px;z-index:2147483647;box-shadow:0 2px 6px rgba(0,0,0,.3)}
.toggle:focus-visible,.close:focus-visible{outline:3px solid #4c8bf5;outline-offset:2px}
.overlay{position:fixed;inset:16px 16px 64px;z-index:2147483646;display:flex;flex-direction:column;background:#f6f7f9;border:1px solid #d9dde3;border-radius:8px;box-shadow:0 8px 32px rgba(0,0,0,.3);overflow:hidden}
.overlay[hidden]{display:none}
.overlay:focus{outline:none}
.overlay header{background:#1d2330;color:#fff;padding:8px 12px;display:flex;align-items:center;gap:12px}
.overlay h1{font-size:15px;margin:0;flex:1}
.close{background:#3a4253}
.body{overflow:auto;padding:12px}
`;

const MARKUP = `<style>${PANEL_STYLE}${CONTROL_STYLE}</style>
<div class="frame">
<button class="toggle" type="button" aria-expanded="false" aria-controls="overlay" aria-label="Mock control panel">Mock</button>
<div class="overlay" id="overlay" role="dialog" aria-labelledby="title" tabindex="-1" hidden>
<header><h1 id="title">dispute-api-mock · sandbox</h1><button class="close" type="button" aria-label="Close the mock control panel">Close</button></header>
<div class="body"></div>
</div></div>`;

/**
 * Mounts the control panel for `sandbox` (what `createSandbox()` returns); returns what unmounts it.
 * The corner button opens the overlay; Escape or Close closes it and gives focus back to the button.
 * While open, it refreshes every second.
 */
export function mountControlPanel(sandbox: ControlHandle, options: PanelOptions = {}): () => void {
  const catalogue = sandbox?.[CONTROL_CATALOGUE];
  if (typeof catalogue !== 'function')
    throw new TypeError(
      'mountControlPanel(sandbox) takes what createSandbox() of @dispute-api/mock/msw returns',
    );
  const parent = options.parent ?? document.body;
  const host = parent.ownerDocument.createElement(PANEL_ELEMENT);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = MARKUP;
  const find = (selector: string) => shadow.querySelector<HTMLElement>(selector)!;
  const [toggle, overlay] = [find('.toggle'), find('.overlay')];
  let view: ControlView | undefined;

  const open = () => {
    overlay.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    // Built on first opening, so that a closed panel costs the page nothing.
    view ??= new ControlView(find('.body'), sandbox, { catalogue: catalogue(), sandbox: true });
    view.start(1000);
    overlay.focus();
  };
  const close = () => {
    view?.stop();
    overlay.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.focus();
  };

  toggle.addEventListener('click', () => (overlay.hidden ? open() : close()));
  find('.close').addEventListener('click', close);
  shadow.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || overlay.hidden) return;
    event.stopPropagation();
    close();
  });
  parent.append(host);
  if (options.open) open();
  return () => {
    view?.stop();
    host.remove();
  };
}
