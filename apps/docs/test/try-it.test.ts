// What the build gives the Try it panel, checked against the bundles without a browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineText } from '../src/markdown.mjs';
import { apiModel } from '@dispute-api/openapi-model';
import { siteDir, specDistDir, specVersions } from '../src/paths.mjs';
import { serverPath } from '../src/openapi.mjs';
import { tryItOperations } from '../src/try-it.mjs';

const bundle = (version: string) => JSON.parse(readFileSync(join(specDistDir, `${version}.json`), 'utf8'));

describe.each(specVersions())('Try it data of %s', (version) => {
  const doc = bundle(version);
  const ops = tryItOperations(doc);

  it('lists every operation of the version, in document order', () => {
    expect(ops.map((op) => `${op.method} ${op.path}`)).toEqual(
      apiModel(doc).operations.map((o) => `${o.method.toUpperCase()} ${o.path}`),
    );
  });

  it('prefills every path parameter with its example from the spec', () => {
    for (const op of ops) {
      for (const p of op.params.filter((q) => q.in === 'path'))
        expect(p.value, `${op.operationId} ${p.name}`).not.toBe('');
    }
  });

  it('sends to the path of the version under the base URL', () => {
    expect(serverPath(doc)).toBe(`/public/${version}`);
  });

  it('is in the built page, and the page holds no key', () => {
    const html = readFileSync(join(siteDir, version, 'index.html'), 'utf8');
    expect(html).toContain('id="try-it-data"');
    expect(html).not.toMatch(/local-dev-key"|x-api-key":/);
  });
});

describe('inlineText', () => {
  it('shows inline Markdown as the text a reader should see', () => {
    expect(inlineText('`base_url` is **the** base & more')).toBe('base_url is the base & more');
  });
});
