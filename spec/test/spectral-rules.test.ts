import { join } from 'node:path';
import { runInGroup } from '@dispute-api/test-support/processes';
import { beforeAll, describe, expect, it } from 'vitest';
import { specDir } from './helpers/bundle.js';

interface SpectralResult {
  code: string;
  path: string[];
  source: string;
}

const VIOLATIONS = 'test/fixtures/rules/violations.yaml';
const CLEAN = 'test/fixtures/2000-01-01';

// Runs the real ruleset (config + custom functions) once over both fixture sets, a file built to
// break each custom rule and a clean spec, and sorts the results by set. Spectral starts slowly,
// so it starts once.
let violations: SpectralResult[] = [];
let clean: SpectralResult[] = [];
beforeAll(async () => {
  const bin = join(specDir, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  const args = [bin, 'lint', VIOLATIONS, `${CLEAN}/openapi.yaml`, '-r', '.spectral.yaml', '-f', 'json', '-q'];
  const run = await runInGroup(process.execPath, args, { cwd: specDir });
  if (!run.stdout.startsWith('['))
    throw new Error(`spectral exited ${run.code} without results:\n${run.stderr}`);
  const results = JSON.parse(run.stdout) as SpectralResult[];
  violations = results.filter((r) => r.source === join(specDir, VIOLATIONS));
  clean = results.filter((r) => r.source.startsWith(join(specDir, CLEAN)));
  expect(violations.length + clean.length, 'every result belongs to a fixture set').toBe(results.length);
});

const hits = (results: SpectralResult[], code: string) =>
  results.filter((r) => r.code === code).map((r) => r.path.join('.'));

describe('custom Spectral rules', () => {
  const get = 'paths./things/{thing_id}.get';
  const post = 'paths./things/{thing_id}.post';

  it('operation-error-responses', () => {
    expect(hits(violations, 'operation-error-responses')).toEqual([`${get}.responses`]);
  });
  it('id-path-documents-404', () => {
    expect(hits(violations, 'id-path-documents-404')).toEqual([`${get}.responses`]);
  });
  it('open-schema-marked', () => {
    const schema = `${get}.responses.200.content.application/json.schema.properties`;
    expect(hits(violations, 'open-schema-marked').sort()).toEqual(
      [`${schema}.meta`, `${schema}.anything`, 'components.schemas.Thing.properties.blob'].sort(),
    );
  });
  it('operation-examples', () => {
    expect(hits(violations, 'operation-examples').sort()).toEqual(
      [
        `${get}.responses.200.content.application/json`,
        `${post}.requestBody.content.application/json`,
      ].sort(),
    );
  });
  it('operation-audience', () => {
    expect(hits(violations, 'operation-audience').sort()).toEqual([`${get}.x-audience`, post].sort());
  });
  it('marker-strings', () => {
    expect(hits(violations, 'marker-strings').sort()).toEqual(
      [
        'components.schemas.Thing.properties.blob.x-unspecified',
        'components.schemas.Thing.x-assumption',
      ].sort(),
    );
  });
  it('error-statuses-from-reference', () => {
    expect(hits(violations, 'error-statuses-from-reference')).toEqual([`${post}.responses.413`]);
  });
  it('success-status-not-assumed', () => {
    expect(hits(violations, 'success-status-not-assumed')).toEqual([`${post}.responses.201.x-assumption`]);
  });
  it('assumption-not-mock-policy', () => {
    expect(hits(violations, 'assumption-not-mock-policy')).toEqual([`${post}.responses.201.x-assumption`]);
  });
  it('examples-mark-open-members: the unmarked example only, not the marked one or the empty placeholder', () => {
    expect(hits(violations, 'examples-mark-open-members')).toEqual([
      'paths./widgets.get.responses.200.content.application/json.examples.unmarked',
    ]);
  });
  it('request-id-required', () => {
    expect(hits(violations, 'request-id-required')).toEqual(['components.schemas.Thing']);
  });
  it('schema-described: named schemas and every property', () => {
    const schema = `${get}.responses.200.content.application/json.schema.properties`;
    expect(hits(violations, 'schema-described').sort()).toEqual(
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
    expect(hits(violations, 'path-parameter-example')).toEqual(['paths./things/{thing_id}.parameters.0']);
  });
  it('server-variable-no-description', () => {
    expect(hits(violations, 'server-variable-no-description')).toEqual([
      'servers.0.variables.base_url.description',
    ]);
  });
  it('object-schemas: a boolean property schema, not additionalProperties: false', () => {
    expect(hits(violations, 'object-schemas')).toEqual(['components.schemas.Thing.properties.gone']);
  });
  it('request-body-in-operation', () => {
    expect(hits(violations, 'request-body-in-operation')).toEqual(['paths./widgets.get.requestBody.$ref']);
  });
  it('passes the clean fixture', () => {
    expect(clean).toEqual([]);
  });
});
