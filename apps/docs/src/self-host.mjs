// Redoc 3's attribution in the sidebar loads its logo from cdn.redoc.ly and links to redocly.com,
// both hard-coded in the inlined script and in the prerendered HTML. This swaps them for a logo
// served by the site and a link to the site's own colophon, and fails the build when the strings
// are not found, so that an upgrade of Redocly CLI that moves them does not go unnoticed.

/** Site-root-relative targets, as seen from a version page one folder down. */
export const LOGO_PATH = '../assets/redoc-logo.svg';
export const ATTRIBUTION_LINK = '../index.html#colophon';

/** @type {[string, string][]} */
const REPLACEMENTS = [
  ['https://cdn.redoc.ly/redoc/logo-mini-full.svg', LOGO_PATH],
  ['https://cdn.redoc.ly/redoc/logo-mini.svg', LOGO_PATH],
  ['https://redocly.com/redoc/', ATTRIBUTION_LINK],
];

/**
 * @param {string} html a page written by `redocly build-docs --inlineBundle`
 * @returns {string}
 */
export function selfHost(html) {
  let out = html;
  for (const [from, to] of REPLACEMENTS) {
    if (!out.includes(from)) throw new Error(`self-host: "${from}" not found; did Redocly CLI change?`);
    out = out.split(from).join(to);
  }
  // Without --inlineBundle the page would import Redoc from cdn.redocly.com.
  if (/<(script|link)\b[^>]*\b(src|href)="https?:/i.test(out) || /import [^;]*from\s*["']https?:/.test(out)) {
    throw new Error('self-host: the page still loads a script or style from another host');
  }
  if (!out.includes('"disableTelemetry":true')) throw new Error('self-host: Redoc telemetry is not disabled');
  return out;
}
