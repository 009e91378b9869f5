// Renders one version's reference with Redocly CLI's `build-docs` (Redoc 3, prerendered), with
// Redoc's script inlined (`--inlineBundle`) so the page needs nothing from the Redocly CDN, and
// our header put in through the page template.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SAMPLE_LANGUAGES } from './code-samples.mjs';
import { HEADER_HEIGHT, headerCss, siteHeader } from './layout.mjs';
import { selfHost } from './self-host.mjs';
import { routeLinksScript } from './route-links.mjs';
import { searchScript } from './search-ui.mjs';
import { tryItHtml } from './try-it.mjs';

// Set here rather than in turbo.json so it holds however the build is started.
const QUIET_ENV = {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  DO_NOT_TRACK: '1',
};

/** Redoc's own phone breakpoint (its theme's `breakpoints.small`): below it, no sidebar and a menu button. */
const REDOC_PHONE = '672px';
/** Height of the phone toolbar along the bottom of a reference page. */
const TOOLBAR_HEIGHT = 56;
/** Redoc's buttons that show an operation's path: a tag's list of operations, a request sample's header. */
const PATH_BUTTONS =
  '#redoc :is([data-testid="items-navigation-list"], [data-testid="right-panel"] [data-component-name="Dropdown/Dropdown"]) button';

/**
 * Redoc CE 3 options (https://redocly.com/docs/redoc/v3.x/config).
 * @param {string} version
 */
export function redocOptions(version) {
  return {
    // The fixed site header covers the top of the page; anchors scroll below it.
    scrollYOffset: HEADER_HEIGHT,
    // Redoc's download button offers the unchanged bundles, not the decorated copy it renders.
    downloadUrls: [
      { title: 'YAML', url: `../downloads/${version}.yaml` },
      { title: 'JSON', url: `../downloads/${version}.json` },
    ],
    // Without this Redoc offers only its own languages and drops our TypeScript sample;
    // Payload is Redoc's view of the request body example.
    codeSamples: { languages: [...SAMPLE_LANGUAGES, { lang: 'Payload' }] },
  };
}

/**
 * The handlebars template for build-docs: its default one plus our header and the CSS that moves
 * Redoc's sticky sidebar below it.
 * @param {{ versions: string[], version: string }} opts
 */
export function pageTemplate({ versions, version }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>{{title}}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="../assets/favicon.svg" type="image/svg+xml">
  <style>
    /* The API's title and each operation's sit above Redoc's Copy button: beside it, the API's title
       took five lines at 1280 px and an operation's was split inside words at 320 px. The API's title
       is smaller, and smaller still on phones; neither is split inside a word. */
    #redoc h1 { font-size: 28px !important; line-height: 1.2 !important; }
    #redoc :is(h1, h2) { word-break: normal !important; overflow-wrap: normal !important; hyphens: none !important; }
    #redoc div:has(> div > :is(h1, h2)) { flex-wrap: wrap !important; }
    #redoc div:has(> :is(h1, h2)) { flex: 1 1 100% !important; }
    /* Operation paths in Redoc's buttons show whole, on as many lines as they need, the method beside
       the first: Redoc cuts them with an ellipsis, which on a phone hides which operation it is. */
    ${PATH_BUTTONS} { height: auto !important; min-height: 32px; }
    ${PATH_BUTTONS} span { white-space: normal !important; overflow-wrap: anywhere; text-align: left; }
    ${PATH_BUTTONS} [data-component-name="Tag/Tag"] { align-self: flex-start !important; }
    #redoc [data-testid="right-panel"] [data-component-name="Panel/PanelHeader"] { flex-wrap: wrap; height: auto; }
    /* So do the servers' addresses, which Redoc cuts where a long unbroken part meets the panel's edge. */
    #redoc [data-testid="panel-servers"] * { overflow-wrap: anywhere; }
    /* Code samples wrap instead of running under the copy button, which keeps a margin of its own. */
    #redoc pre { white-space: pre-wrap !important; overflow-wrap: anywhere !important; padding-right: 44px !important; }
    body { padding: ${HEADER_HEIGHT}px 0 0; margin: 0; }
    /* Marker callouts are the only blockquotes in the spec's descriptions (see markers.mjs). */
    #redoc blockquote { border-left: 4px solid #f59e0b !important; background: #fffbeb; padding: 6px 12px !important; }
    #redoc .menu-content { top: ${HEADER_HEIGHT}px !important; height: calc(100vh - ${HEADER_HEIGHT}px) !important; }
    /* The toolbar holds Try it (try-it-panel.mjs puts its button there), in the corner. On phones, where
       Redoc adds its round menu button, the toolbar is a bar along the bottom that takes both buttons,
       so that neither floats over the text; the page ends above the bar, and so does Redoc's menu. */
    .toolbar { position: fixed; right: 16px; bottom: 16px; z-index: 1000; }
    @media (max-width: ${REDOC_PHONE}) {
      #redoc h1 { font-size: 22px !important; }
      body { padding-bottom: ${TOOLBAR_HEIGHT}px; }
      .toolbar { left: 0; right: 0; bottom: 0; height: ${TOOLBAR_HEIGHT}px; box-sizing: border-box; display: flex;
        align-items: center; padding: 0 12px; background: #fff; border-top: 1px solid #cbd2d9; }
      #redoc [data-testid="floating-button"] { right: 12px; bottom: ${(TOOLBAR_HEIGHT - 40) / 2}px; width: 40px; height: 40px; z-index: 1001; }
      #redoc .menu-content { height: calc(100vh - ${HEADER_HEIGHT + TOOLBAR_HEIGHT}px) !important; } }
${headerCss(versions)}
  </style>
  {{{redocHead}}}
</head>
<body>
  ${siteHeader({ versions, active: version, root: '../' })}
  {{{redocHTML}}}
  <div class="toolbar"></div>
</body>
</html>
`;
}

/** @returns {string} the path of Redocly CLI's entry script */
function redoclyBin() {
  const require = createRequire(import.meta.url);
  const pkgJson = require.resolve('@redocly/cli/package.json');
  return join(dirname(pkgJson), JSON.parse(readFileSync(pkgJson, 'utf8')).bin.redocly);
}

/**
 * @param {{ doc: object, version: string, versions: string[], title: string,
 *   sandbox: import('./sandbox.mjs').Sandbox }} opts
 * @returns {string} the page's HTML
 */
export function renderRedocPage({ doc, version, versions, title, sandbox }) {
  const work = mkdtempSync(join(tmpdir(), 'dispute-api-docs-'));
  try {
    const files = {
      api: join(work, 'openapi.json'),
      template: join(work, 'page.hbs'),
      options: join(work, 'redoc.json'),
    };
    const out = join(work, 'index.html');
    writeFileSync(files.api, JSON.stringify(doc));
    writeFileSync(files.template, pageTemplate({ versions, version }));
    writeFileSync(files.options, JSON.stringify(redocOptions(version)));
    const args = [
      'build-docs',
      files.api,
      '--inlineBundle',
      '--template',
      files.template,
      '--openapi',
      files.options,
      '--title',
      title,
      '--output',
      out,
    ];
    // cwd is the temp folder so that no redocly.yaml of the repository is picked up.
    const run = spawnSync(process.execPath, [redoclyBin(), ...args], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, ...QUIET_ENV },
    });
    if (run.error) throw run.error;
    if (run.status !== 0)
      throw new Error(`redocly build-docs failed for ${version}:\n${run.stdout}${run.stderr}`);
    // Put in after Redoc's build so that the handlebars template never reads the panel's data or the
    // scripts, with the script that keeps Redoc's links inside the site and the header's search;
    // before the page's last `</body>`, since Redoc's inlined script contains that text too.
    const html = selfHost(readFileSync(out, 'utf8'));
    const end = html.lastIndexOf('</body>');
    const scripts = [routeLinksScript, searchScript].map((script) => `<script>${script}</script>`).join('\n');
    return `${html.slice(0, end)}${tryItHtml(doc, sandbox)}\n${scripts}\n${html.slice(end)}`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
