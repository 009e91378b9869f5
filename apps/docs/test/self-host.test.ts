import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_LINK, LOGO_PATH, selfHost } from '../src/self-host.mjs';

// The shape of what `build-docs --inlineBundle` writes, reduced to the parts selfHost handles.
const page = (extra = '') => `<div id="redoc"><a href="https://redocly.com/redoc/">API docs by</a></div>
<script type="module">
src:e?\`https://cdn.redoc.ly/redoc/logo-mini-full.svg\`:\`https://cdn.redoc.ly/redoc/logo-mini.svg\`
const __redoc_options = {"disableTelemetry":true};
</script>${extra}`;

describe('selfHost', () => {
  it("points Redoc's attribution logo and link at the site itself", () => {
    const html = selfHost(page());
    expect(html).not.toMatch(/redoc\.ly|redocly\.com/);
    expect(html).toContain(`href="${ATTRIBUTION_LINK}"`);
    expect(html).toContain(`\`${LOGO_PATH}\`:\`${LOGO_PATH}\``);
  });

  it('fails when Redocly moved the strings it replaces', () => {
    expect(() => selfHost(page().replace('logo-mini.svg', 'logo-2.svg'))).toThrow(
      /logo-mini\.svg.*not found/,
    );
  });

  it('fails on a script or style from another host, or telemetry left on', () => {
    expect(() => selfHost(page('<script src="https://cdn.example/x.js"></script>'))).toThrow(/another host/);
    expect(() => selfHost(page('<link rel="stylesheet" href="http://cdn.example/x.css">'))).toThrow(
      /another host/,
    );
    expect(() => selfHost(page().replace('"disableTelemetry":true', '"disableTelemetry":false'))).toThrow(
      /telemetry/,
    );
  });
});
