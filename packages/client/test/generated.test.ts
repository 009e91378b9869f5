import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSIONS } from '@dispute-api/spec/versions';
import { afterAll, describe, expect, it } from 'vitest';
import { renderEntry } from '../scripts/entry-template.mjs';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const srcDir = join(packageDir, 'src');
const scratch = mkdtempSync(join(tmpdir(), 'client-generated-'));
const require = createRequire(import.meta.url);

function generate(...args: string[]) {
  return spawnSync(process.execPath, ['scripts/generate.mjs', ...args], {
    cwd: packageDir,
    encoding: 'utf8',
  });
}

type Bundle = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> } & Record<
  string,
  unknown
>;
/** A fresh copy of a version's bundle, to change without touching the spec. */
const bundleOf = (version: string) => structuredClone(require(`@dispute-api/spec/${version}.json`) as Bundle);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('generated code', () => {
  it('matches what the generator makes from the current spec bundles (the CI stale check)', () => {
    const run = generate('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('--check fails on a stale or extra file, and regeneration repairs both', () => {
    for (const folder of ['generated', 'versions'])
      cpSync(join(srcDir, folder), join(scratch, folder), { recursive: true });
    const [version] = VERSIONS;
    const entry = join(scratch, 'versions', `${version}.ts`);
    writeFileSync(
      entry,
      readFileSync(entry, 'utf8').replace('export function createClient', 'function createClient'),
    );
    writeFileSync(join(scratch, 'versions', '1999-01-01.ts'), '');
    const stale = generate('--check', '--out-dir', scratch);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(`${version}.ts`);
    expect(stale.stderr).toContain('1999-01-01.ts (no such version');
    expect(generate('--out-dir', scratch).status).toBe(0);
    expect(generate('--check', '--out-dir', scratch).status).toBe(0);
  });

  it('exists for every listed version, and says it is generated and must not be edited', () => {
    for (const version of VERSIONS) {
      for (const folder of ['generated', 'versions']) {
        expect(readFileSync(join(srcDir, folder, `${version}.ts`), 'utf8')).toMatch(
          /^\/\*\*\n \* GENERATED FILE, DO NOT EDIT\./,
        );
      }
    }
  });
});

describe('an entry module takes its version-specific facts from the spec', () => {
  const [version] = VERSIONS;

  it('names its version and builds its helpers from the operations it has', () => {
    const bundle = bundleOf(version!);
    expect(renderEntry('2099-01-01', bundle)).toContain("export const API_VERSION = '2099-01-01';");
    delete bundle.paths['/webhooks'];
    const entry = renderEntry('2099-01-01', bundle);
    expect(entry).not.toMatch(/export const (listWebhooks|createWebhook) /);
  });

  it('pages a list by page index when its pagination reports totalPages, by record offset otherwise', () => {
    const bundle = bundleOf(version!);
    const pagination = {
      type: 'object',
      required: ['totalCount'],
      properties: { totalCount: { type: 'integer' } },
    };
    const list = (items: string) => ({
      type: 'object',
      required: [items, 'pagination'],
      properties: { [items]: { type: 'array', items: {} }, pagination },
    });
    const offset = { name: 'offset', in: 'query', schema: { type: 'integer' } };
    const limit = { name: 'limit', in: 'query', schema: { type: 'integer' } };
    const answer = (schema: unknown) => ({
      '200': { description: 'A page.', content: { 'application/json': { schema } } },
    });
    bundle.paths['/alerts'] = {
      get: {
        operationId: 'listAlerts',
        parameters: [offset, limit],
        responses: answer(list('alerts')),
      } as never,
    };
    expect(renderEntry(version!, bundle)).toMatch(/export const paginateAlerts = helpers\.byRecordOffset</);

    (pagination.properties as Record<string, unknown>).totalPages = { type: 'integer' };
    expect(renderEntry(version!, bundle)).toMatch(/export const paginateAlerts = helpers\.byPageIndex</);

    bundle.paths['/alerts'] = {
      get: { operationId: 'listAlerts', parameters: [limit], responses: answer(list('alerts')) } as never,
    };
    expect(renderEntry(version!, bundle)).not.toContain('paginateAlerts');
  });

  it('checks the members its spec documents for an answer', () => {
    const bundle = bundleOf(version!);
    bundle.paths['/webhooks']!.get!.responses['200'] = {
      description: 'Registrations.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['items'],
            properties: { items: { type: 'array' }, meta: { type: 'object' } },
          },
        },
      },
    };
    expect(renderEntry(version!, bundle)).toMatch(
      /helpers\.list<[^>]+>>\('\/webhooks', \{ items: '\[\]', meta: '\{\}\?' \}\)/,
    );
  });

  it('lists each enumeration of a schema or of its property, null left out, named after it', () => {
    const bundle = bundleOf(version!);
    const schemas = (bundle.components as { schemas: Record<string, unknown> }).schemas;
    schemas.CaseStatus = { type: 'string', enum: ['open', "won't fix"] };
    schemas.Case = {
      type: 'object',
      properties: {
        status: { $ref: '#/components/schemas/CaseStatus' },
        priority: { type: ['string', 'null'], enum: ['high', 'low', null] },
        results: { type: 'string', enum: ['a'] },
      },
    };
    const entry = renderEntry(version!, bundle);
    expect(entry).toContain(
      "export const CASE_STATUSES = ['open', 'won\\'t fix'] as const satisfies readonly NonNullable<Schemas['CaseStatus']>[];",
    );
    expect(entry).toContain(
      "export const CASE_PRIORITIES = ['high', 'low'] as const satisfies readonly NonNullable<Schemas['Case']['priority']>[];",
    );
    expect(entry).toContain('export const CASE_RESULTS = ');
    expect(entry).toContain(
      "helpers.NoneLeftOut<Exclude<NonNullable<Schemas['Case']['priority']>, (typeof CASE_PRIORITIES)[number]>>,",
    );
    // Case.status refers to CaseStatus, whose list it shares.
    expect(entry.match(/export const CASE_STATUSES /g)).toHaveLength(1);
  });

  it('refuses two enumerations of one name, and a list named like an export of the client', () => {
    const bundle = bundleOf(version!);
    const schemas = (bundle.components as { schemas: Record<string, unknown> }).schemas;
    schemas.CaseStatus = { type: 'string', enum: ['open'] };
    schemas.Case = { type: 'object', properties: { status: { type: 'string', enum: ['open'] } } };
    expect(() => renderEntry(version!, bundle)).toThrow('two enumerations would be named CASE_STATUSES');
    delete schemas.Case;
    schemas.RetrySafeStatus = { type: 'integer', enum: [429] };
    expect(() => renderEntry(version!, bundle)).toThrow(/RETRY_SAFE_STATUSES is taken/);
  });

  it('refuses a schema whose name the client already exports', () => {
    const bundle = bundleOf(version!);
    (bundle.components as { schemas: Record<string, unknown> }).schemas.ClientOptions = { type: 'object' };
    expect(() => renderEntry(version!, bundle)).toThrow(/ClientOptions is taken/);
  });
});
