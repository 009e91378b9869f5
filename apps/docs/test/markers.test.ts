import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decorateMarkers, markerCallouts } from '../src/markers.mjs';
import { specDistDir, specVersions } from '../src/paths.mjs';

describe('markerCallouts', () => {
  it('labels each marker, unspecified first', () => {
    expect(
      markerCallouts({ 'x-assumption': 'chosen', 'x-reading': '"uppercase": A-Z', 'x-unspecified': 'open' }),
    ).toEqual([
      '> **Not specified by the reference:** open',
      '> **Read from the reference:** "uppercase": A-Z',
      '> **Assumption:** chosen',
    ]);
  });

  it('keeps every line of a multi-line marker in the blockquote', () => {
    expect(markerCallouts({ 'x-unspecified': 'a\nb' })).toEqual([
      '> **Not specified by the reference:** a\n> b',
    ]);
  });

  it('returns nothing for an unmarked object', () => {
    expect(markerCallouts({ description: 'x' })).toEqual([]);
  });
});

describe('decorateMarkers', () => {
  const doc = {
    info: { title: 'T', description: 'Intro.' },
    servers: [{ url: '{base}/v1', description: 'Prod', 'x-unspecified': 'the production address' }],
    paths: {
      '/a': {
        get: {
          description: 'Gets.',
          'x-unspecified': 'paging',
          parameters: [
            { name: 'q', in: 'query', description: 'Filter.', schema: { 'x-unspecified': 'type of q' } },
          ],
          responses: { '200': { description: 'OK', 'x-assumption': '200, the usual status' } },
        },
      },
    },
    components: {
      schemas: {
        S: { type: 'object', 'x-unspecified': 'members', example: { 'x-unspecified': 'data, not a marker' } },
      },
    },
  };
  const out = decorateMarkers(doc);

  it('appends a callout to the description of the marked object', () => {
    expect(out.paths['/a'].get.description).toBe('Gets.\n\n> **Not specified by the reference:** paging');
    expect(out.paths['/a'].get.responses['200'].description).toBe(
      'OK\n\n> **Assumption:** 200, the usual status',
    );
  });

  it('creates a description where there was none', () => {
    expect((out.components.schemas.S as { description?: string }).description).toBe(
      '> **Not specified by the reference:** members',
    );
  });

  it("puts a parameter schema's marker on the parameter, whose description Redoc shows", () => {
    const [param] = out.paths['/a'].get.parameters;
    expect(param?.description).toBe('Filter.\n\n> **Not specified by the reference:** type of q');
    expect(param?.schema).not.toHaveProperty('description');
  });

  it("puts a server's marker in the introduction, since server descriptions are plain text", () => {
    expect(out.info.description).toBe(
      'Intro.\n\n**Server `{base}/v1`**\n\n> **Not specified by the reference:** the production address',
    );
    expect(out.servers[0]?.description).toBe('Prod');
  });

  it('leaves example data alone and the input untouched', () => {
    expect(out.components.schemas.S.example).toEqual({ 'x-unspecified': 'data, not a marker' });
    expect(doc.paths['/a'].get.description).toBe('Gets.');
    expect(out.paths['/a'].get['x-unspecified']).toBe('paging');
  });

  it.each(specVersions())('makes every marker of the %s bundle visible', (version) => {
    const bundle = JSON.parse(readFileSync(join(specDistDir, `${version}.json`), 'utf8'));
    const text = JSON.stringify(decorateMarkers(bundle));
    const markers = [...JSON.stringify(bundle).matchAll(/"x-(unspecified|assumption)":"((?:[^"\\]|\\.)*)"/g)];
    expect(markers.length).toBeGreaterThan(10);
    for (const [, kind, value] of markers) {
      const label = kind === 'unspecified' ? 'Not specified by the reference' : 'Assumption';
      expect(text).toContain(`**${label}:** ${value}`);
    }
  });
});
