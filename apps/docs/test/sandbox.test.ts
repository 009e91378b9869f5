// The build's one option for the sandbox the pages point at (DOCS_SANDBOX_URL): what it accepts,
// how it refuses, and a whole site built with it, in which every place that sends a reader to the
// sandbox (Try it, the curl samples, the workflows' commands, the landing page) names it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { runInGroup } from '@dispute-api/test-support/processes';
import { beforeAll, describe, expect, it } from 'vitest';
import { docsDir, siteDir, specVersions } from '../src/paths.mjs';
import { LOCAL_SANDBOX_URL, sandboxFrom } from '../src/sandbox.mjs';
import { workflowsPageName } from '../src/workflows-page.mjs';

const HOSTED = 'https://sandbox.example.test';
const build = (out: string, value: string) =>
  runInGroup(process.execPath, ['src/build.mjs', '--out-dir', out], {
    cwd: docsDir,
    env: { ...process.env, DOCS_SANDBOX_URL: value },
  });

describe('sandboxFrom', () => {
  it('is the local mock when the option is unset or empty', () => {
    expect(sandboxFrom(undefined)).toEqual({ url: LOCAL_SANDBOX_URL, local: true });
    expect(sandboxFrom(' ')).toEqual({ url: LOCAL_SANDBOX_URL, local: true });
  });

  it('takes an http or https address, with a path, without its trailing slash', () => {
    expect(sandboxFrom('https://sandbox.example/')).toEqual({ url: 'https://sandbox.example', local: false });
    expect(sandboxFrom('https://host.example/dispute/')).toEqual({
      url: 'https://host.example/dispute',
      local: false,
    });
    expect(sandboxFrom('http://localhost:4100')).toEqual({ url: 'http://localhost:4100', local: true });
  });

  it.each([
    ['sandbox.example', /absolute http or https address/],
    ['ftp://sandbox.example', /an http or https address/],
    ['https://user:secret@sandbox.example', /without credentials/],
    ['https://sandbox.example/?key=1', /without a query or a fragment/],
    ['https://sandbox.example/public/2025-04-01', /without \/public\/<version>/],
  ])('refuses %s, naming the option and the rule', (value, rule) => {
    expect(() => sandboxFrom(value)).toThrow(/^DOCS_SANDBOX_URL must be /);
    expect(() => sandboxFrom(value)).toThrow(rule);
  });
});

describe('the build', () => {
  it('stops with one line and writes nothing when the option is wrong', async () => {
    const out = join(scratchDir('docs-bad-sandbox'), 'site');
    const run = await build(out, 'ftp://sandbox.example');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'docs build: DOCS_SANDBOX_URL must be an http or https address, got "ftp://sandbox.example"\n',
    );
    expect(existsSync(out)).toBe(false);
  });

  describe('for a hosted sandbox', () => {
    let out = '';
    const read = (...parts: string[]) => readFileSync(join(out, ...parts), 'utf8');
    beforeAll(async () => {
      out = join(scratchDir('docs-hosted'), 'site');
      const run = await build(out, `${HOSTED}/`);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
    });

    it.each(specVersions())('%s: Try it and every curl sample send to it', (version) => {
      const html = read(version, 'index.html');
      const data = JSON.parse(
        /<script type="application\/json" id="try-it-data">(.*?)<\/script>/.exec(html)![1]!,
      );
      expect(data).toMatchObject({ defaultBaseUrl: HOSTED, localSandbox: false });
      const curls = [...html.matchAll(/"source":"curl (?:-X \w+ )?'([^']*)'/g)].map(([, url]) => url);
      expect(curls.length).toBeGreaterThan(0);
      for (const url of curls) expect(url).toMatch(new RegExp(`^${HOSTED}/public/${version}/`));
      // The site built beside it for the local mock differs in these places only.
      expect(readFileSync(join(siteDir, version, 'index.html'), 'utf8')).toContain(
        `"source":"curl '${LOCAL_SANDBOX_URL}/public/${version}/`,
      );
    });

    it.each(specVersions())('%s: the workflows run against it', (version) => {
      const html = read(workflowsPageName(version));
      expect(html).toContain(`--server disputeApi=${HOSTED}/public/${version}`);
      expect(html).not.toContain(LOCAL_SANDBOX_URL);
    });

    it("the landing page's words on the references name it and not the local mock", () => {
      const versionsSection = /<h2>Versions<\/h2>([\s\S]*?)<h2/.exec(read('index.html'))?.[1] ?? '';
      expect(versionsSection).toContain(`the sandbox at <code>${HOSTED}</code>`);
      expect(versionsSection).not.toContain(LOCAL_SANDBOX_URL);
    });
  });
});
