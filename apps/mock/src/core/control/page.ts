// The control page at `GET /__mock/`: one HTML document with its script and styles inline, so it
// needs no build step and works offline. It shows only a key form until the mock accepts a key,
// which it keeps in the page's memory only (no storage, no cookie); then the control UI (ui.ts, the
// same as the panel in an app's page) over the control routes with that key (page-script.ts). Its
// icon is an empty data URL, so the browser asks the mock for no /favicon.ico (a 404 in the journal).
import { catalogue } from './catalogue.js';
import { httpControl, openControlPage } from './page-script.js';
import { CONTROL_STYLE, ControlView } from './ui.js';
import type { VersionApi } from '../versions.js';

const PAGE_STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:10px 16px}
header h1{font-size:16px;margin:0}
main{padding:16px}
#login{padding:32px;max-width:420px}
#error{color:#a2261c;min-height:1.4em;margin:0;padding:0 32px}
`;

/** JSON or script text that no value inside can end early: `</script` cannot appear in it. */
const scriptSafe = (text: string) => text.replace(/<\//g, '<\\/');

/** What answers the API: the sandbox, the spec's examples (static mode), or the service (proxy). */
export type Mode = 'sandbox' | 'static' | 'proxy';
const TITLES: Record<Mode, string> = { sandbox: 'sandbox', static: 'static mode', proxy: 'proxy' };

export function renderControlPage(versions: readonly VersionApi[], mode: Mode): string {
  const options = JSON.stringify({
    catalogue: catalogue(versions),
    sandbox: mode === 'sandbox',
    proxy: mode === 'proxy',
  });
  // The functions and the class as their source text: each is self-contained (see ui.ts).
  const script = `(${String(openControlPage)})(${String(ControlView)}, ${String(httpControl)}, ${options});`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>dispute-api-mock control</title><link rel="icon" href="data:,"><style>${PAGE_STYLE}${CONTROL_STYLE}</style></head>
<body data-mode="${mode}">
<header><h1>dispute-api-mock · ${TITLES[mode]}</h1></header>
<form id="login"><p>The control routes take an accepted access key (the mock's default is <code>local-dev-key</code>). It stays in this tab's memory only.</p>
<label>x-api-key <input id="key" type="password" autocomplete="off" required></label> <button type="submit">Open</button></form>
<p id="error" role="alert"></p>
<main id="panel" hidden></main>
<script>${scriptSafe(script)}</script>
</body></html>`;
}
