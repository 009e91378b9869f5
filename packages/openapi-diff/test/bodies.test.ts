import { describe, expect, it } from 'vitest';
import { diffOpenApi } from '../src/index.js';
import { document, ids, only, type Json } from './helpers.js';

const body = (required: boolean, content: Json = { 'application/json': { schema: { type: 'object' } } }) => ({
  required,
  content,
});

function withBody(requestBody: unknown, components: Json = {}): Json {
  return document(
    { '/disputes': { post: { ...(requestBody ? { requestBody } : {}), responses: {} } } },
    components,
  );
}

describe('request bodies', () => {
  it('optional body added: not breaking; required body added: breaking', () => {
    expect(only(diffOpenApi(withBody(undefined), withBody(body(false))), 'request-body-added').breaking).toBe(
      false,
    );
    const change = only(diffOpenApi(withBody(undefined), withBody(body(true))), 'request-body-added');
    expect(change).toMatchObject({ breaking: true, operation: 'POST /disputes', location: 'request body' });
  });

  it('body removed: breaking', () => {
    expect(
      only(diffOpenApi(withBody(body(false)), withBody(undefined)), 'request-body-removed').breaking,
    ).toBe(true);
  });

  it('body becomes required: breaking; stops being required: not', () => {
    expect(only(diffOpenApi(withBody(body(false)), withBody(body(true))), 'required-added').breaking).toBe(
      true,
    );
    expect(only(diffOpenApi(withBody(body(true)), withBody(body(false))), 'required-removed').breaking).toBe(
      false,
    );
  });

  it('media type added: not breaking; removed: breaking', () => {
    const json = { 'application/json': { schema: {} } };
    const both = { ...json, 'application/x-www-form-urlencoded': { schema: {} } };
    const added = only(
      diffOpenApi(withBody(body(true, json)), withBody(body(true, both))),
      'media-type-added',
    );
    expect(added).toMatchObject({
      breaking: false,
      location: 'request body application/x-www-form-urlencoded',
    });
    expect(
      only(diffOpenApi(withBody(body(true, both)), withBody(body(true, json))), 'media-type-removed')
        .breaking,
    ).toBe(true);
  });

  it('diffs body schemas in the request direction', () => {
    const schema = (values: string[]) => ({
      type: 'object',
      properties: { dispute: { type: 'object', properties: { reason: { enum: values } } } },
    });
    const base = withBody(body(true, { 'application/json': { schema: schema(['a', 'b']) } }));
    const head = withBody(body(true, { 'application/json': { schema: schema(['a', 'c']) } }));
    const report = diffOpenApi(base, head);
    expect(ids(report)).toEqual(['enum-value-added', 'enum-value-removed']);
    expect(only(report, 'enum-value-removed')).toMatchObject({
      breaking: true,
      location: 'request body application/json: dispute.reason',
    });
    expect(only(report, 'enum-value-added').breaking).toBe(false);
  });

  it('resolves $ref bodies from components/requestBodies', () => {
    const components = (required: boolean) => ({ requestBodies: { Create: body(required) } });
    const ref = { $ref: '#/components/requestBodies/Create' };
    expect(diffOpenApi(withBody(ref, components(true)), withBody(body(true))).changes).toEqual([]);
    expect(
      only(diffOpenApi(withBody(ref, components(false)), withBody(ref, components(true))), 'required-added')
        .breaking,
    ).toBe(true);
  });
});
