import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specDir } from './helpers/bundle.js';

interface SpectralResult {
  code: string;
  path: string[];
}

// Runs the real ruleset (config + custom functions) on a file built to break each custom rule.
function lint(file: string): SpectralResult[] {
  const bin = join(specDir, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  const run = spawnSync(process.execPath, [bin, 'lint', file, '-r', '.spectral.yaml', '-f', 'json', '-q'], {
    cwd: specDir,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout) as SpectralResult[];
}

const hits = (results: SpectralResult[], code: string) =>
  results.filter((r) => r.code === code).map((r) => r.path.join('.'));

describe('custom Spectral rules', () => {
  const results = lint('test/fixtures/rules/violations.yaml');
  const get = 'paths./things/{thing_id}.get';
  const post = 'paths./things/{thing_id}.post';

  it('operation-error-responses', () => {
    expect(hits(results, 'operation-error-responses')).toEqual([`${get}.responses`]);
  });
  it('id-path-documents-404', () => {
    expect(hits(results, 'id-path-documents-404')).toEqual([`${get}.responses`]);
  });
  it('open-schema-marked', () => {
    const schema = `${get}.responses.200.content.application/json.schema.properties`;
    expect(hits(results, 'open-schema-marked').sort()).toEqual(
      [`${schema}.meta`, `${schema}.anything`, 'components.schemas.Thing.properties.blob'].sort(),
    );
  });
  it('operation-examples', () => {
    expect(hits(results, 'operation-examples').sort()).toEqual(
      [
        `${get}.responses.200.content.application/json`,
        `${post}.requestBody.content.application/json`,
      ].sort(),
    );
  });
  it('operation-audience', () => {
    expect(hits(results, 'operation-audience').sort()).toEqual([`${get}.x-audience`, post].sort());
  });
  it('marker-strings', () => {
    expect(hits(results, 'marker-strings').sort()).toEqual(
      [
        'components.schemas.Thing.properties.blob.x-unspecified',
        'components.schemas.Thing.x-assumption',
      ].sort(),
    );
  });
  it('error-statuses-from-reference', () => {
    expect(hits(results, 'error-statuses-from-reference')).toEqual([`${post}.responses.413`]);
  });
  it('success-status-not-assumed', () => {
    expect(hits(results, 'success-status-not-assumed')).toEqual([`${post}.responses.201.x-assumption`]);
  });
  it('assumption-not-mock-policy', () => {
    expect(hits(results, 'assumption-not-mock-policy')).toEqual([`${post}.responses.201.x-assumption`]);
  });
  it('examples-mark-open-members: the unmarked example only, not the marked one or the empty placeholder', () => {
    expect(hits(results, 'examples-mark-open-members')).toEqual([
      'paths./widgets.get.responses.200.content.application/json.examples.unmarked',
    ]);
  });
  it('request-id-required', () => {
    expect(hits(results, 'request-id-required')).toEqual(['components.schemas.Thing']);
  });
  it('schema-described: named schemas and every property', () => {
    const schema = `${get}.responses.200.content.application/json.schema.properties`;
    expect(hits(results, 'schema-described').sort()).toEqual(
      [
        'components.schemas.Thing',
        'components.schemas.Thing.properties.blob',
        'components.schemas.Thing.properties.id',
        `${schema}.anything`,
        `${schema}.marked`,
        `${schema}.meta`,
      ].sort(),
    );
  });
  it('path-parameter-example', () => {
    expect(hits(results, 'path-parameter-example')).toEqual(['paths./things/{thing_id}.parameters.0']);
  });
  it('server-variable-no-description', () => {
    expect(hits(results, 'server-variable-no-description')).toEqual([
      'servers.0.variables.base_url.description',
    ]);
  });
  it('object-schemas: a boolean property schema, not additionalProperties: false', () => {
    expect(hits(results, 'object-schemas')).toEqual(['components.schemas.Thing.properties.gone']);
  });
  it('request-body-in-operation', () => {
    expect(hits(results, 'request-body-in-operation')).toEqual(['paths./widgets.get.requestBody.$ref']);
  });
  it('passes the clean fixture', () => {
    expect(lint('test/fixtures/2000-01-01/openapi.yaml')).toEqual([]);
  });
});
