import { BUNDLES } from '@dispute-api/spec/bundles';
import { VERSIONS } from '@dispute-api/spec/versions';
import { describe, expect, it } from 'vitest';
import { withoutProse } from '../runtime-bundle.mjs';
import { loadBundle } from './helpers/bundle.js';

/** The bundle with every `description` and `summary` string removed, however they are placed. */
const stripAll = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(stripAll)
    : node !== null && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([k, v]) => !(['description', 'summary'].includes(k) && typeof v === 'string'))
            .map(([k, v]) => [k, stripAll(v)]),
        )
      : node;

const responsesOf = (bundle: Record<string, any>): Record<string, unknown>[] => [
  ...Object.values(bundle.paths as Record<string, Record<string, any>>).flatMap((item) =>
    Object.values(item).flatMap((op) => Object.values((op?.responses ?? {}) as Record<string, any>)),
  ),
  ...Object.values((bundle.components?.responses ?? {}) as Record<string, any>),
];

describe('the bundles behind @dispute-api/spec/bundles', () => {
  it.each(VERSIONS)('%s: the JSON bundle without its prose, and nothing else missing', (version) => {
    const runtime = BUNDLES[version];
    expect(JSON.stringify(runtime)).not.toMatch(/"(description|summary)":"[^"]/);
    // Where no data or name is called `description` or `summary`, stripping blindly gives the same.
    expect(stripAll(runtime)).toEqual(stripAll(loadBundle(version)));
  });

  it.each(VERSIONS)('%s: every Response object keeps the description OpenAPI requires of it', (version) => {
    const responses = responsesOf(BUNDLES[version]).filter((r) => r.$ref === undefined);
    expect(responses.length).toBeGreaterThan(10);
    for (const response of responses) expect(response.description).toBe('');
  });

  it('keeps names and data called description or summary', () => {
    const schema = {
      type: 'object',
      description: 'prose',
      properties: { description: { type: 'string', description: 'prose' }, summary: { type: 'string' } },
      required: ['description'],
      examples: [{ description: 'data', summary: 'data' }],
      default: { description: 'data' },
      discriminator: { propertyName: 'kind', mapping: { description: '#/components/schemas/X' } },
      'x-note': { description: 'extension' },
    };
    const media = { examples: { one: { summary: 'prose', value: { description: 'data' } } } };
    const responses = { '200': { description: 'prose' }, '404': { $ref: '#/components/responses/X' } };
    expect(withoutProse({ components: { schemas: { description: schema } }, media, responses })).toEqual({
      components: {
        schemas: {
          description: {
            type: 'object',
            properties: { description: { type: 'string' }, summary: { type: 'string' } },
            required: ['description'],
            examples: [{ description: 'data', summary: 'data' }],
            default: { description: 'data' },
            discriminator: { propertyName: 'kind', mapping: { description: '#/components/schemas/X' } },
            'x-note': { description: 'extension' },
          },
        },
      },
      media: { examples: { one: { value: { description: 'data' } } } },
      responses: { '200': { description: '' }, '404': { $ref: '#/components/responses/X' } },
    });
  });
});
