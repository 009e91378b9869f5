import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/index.js';
import { document, ids, only } from './helpers.js';

const idParameter = (name: string, type = 'string') => ({
  name,
  in: 'path',
  required: true,
  schema: { type },
});
const byId = (name: string, type?: string) =>
  document({
    [`/disputes/{${name}}`]: {
      get: { parameters: [idParameter(name, type)], responses: { '200': { description: 'ok' } } },
    },
  });

describe('renamed path parameters', () => {
  it('is one rename, not breaking, under the new name', () => {
    const report = diffOpenApi(byId('id'), byId('disputeId'));
    expect(ids(report)).toEqual(['path-parameter-renamed']);
    expect(only(report, 'path-parameter-renamed')).toMatchObject({
      breaking: false,
      operation: 'GET /disputes/{disputeId}',
      location: 'path parameter disputeId',
      before: 'id',
      after: 'disputeId',
    });
  });

  it('still compares the renamed parameter with its old self', () => {
    const report = diffOpenApi(byId('id'), byId('disputeId', 'integer'));
    expect(ids(report).sort()).toEqual(['path-parameter-renamed', 'type-changed']);
    expect(only(report, 'type-changed')).toMatchObject({
      breaking: true,
      location: 'path parameter disputeId',
    });
  });

  it('a changed path is still a removal and an addition', () => {
    const moved = document({ '/cases/{id}': { get: { parameters: [idParameter('id')], responses: {} } } });
    expect(ids(diffOpenApi(byId('id'), moved)).sort()).toEqual(['operation-added', 'operation-removed']);
  });

  it('renames each variable at its place in the template', () => {
    const two = (a: string, b: string) =>
      document({
        [`/a/{${a}}/b/{${b}}`]: { get: { parameters: [idParameter(a), idParameter(b)], responses: {} } },
      });
    const report = diffOpenApi(two('x', 'y'), two('x', 'z'));
    expect(ids(report)).toEqual(['path-parameter-renamed']);
    expect(report.changes[0]).toMatchObject({ before: 'y', after: 'z', operation: 'GET /a/{x}/b/{z}' });
  });
});
