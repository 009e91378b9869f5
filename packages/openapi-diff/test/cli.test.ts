import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { stringify } from 'yaml';
import { main } from '../src/command.js';
import { diffOpenApi, renderMarkdown } from '../src/index.js';
import { richDocument } from './fixtures.js';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const dir = scratchDir('openapi-diff');
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const base = file('base.json', JSON.stringify(richDocument('base')));
const head = file('head.yaml', stringify(richDocument('head')));
const sameAsBase = file('same.yml', stringify(richDocument('base')));
// Only additions: nothing breaking.
const grown = file(
  'grown.json',
  JSON.stringify({
    ...richDocument('base'),
    paths: { ...(richDocument('base').paths as object), '/extra': { get: {} } },
  }),
);

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(args, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('main (in process)', () => {
  it('exits 0 and prints a summary when breaking changes are not asked to fail', () => {
    const result = run([base, head]);
    expect(result.code).toBe(0);
    expect(result.out).toBe('Rich 1 -> Rich 2: 12 breaking, 6 non-breaking change(s).');
    expect(result.err).toBe('');
  });

  it('exits 1 with --fail-on-breaking and lists each breaking change', () => {
    const result = run([base, head, '--fail-on-breaking']);
    expect(result.code).toBe(1);
    const lines = result.err.split('\n');
    expect(lines[0]).toBe('Breaking changes:');
    expect(lines).toHaveLength(13);
    expect(lines).toContain('  DELETE /old - Operation DELETE /old was removed. [operation-removed]');
    expect(lines).toContain(
      '  GET /things - query parameter q: Query parameter q is now required. [required-added]',
    );
  });

  it('exits 0 with --fail-on-breaking when nothing breaks', () => {
    expect(run([base, grown, '--fail-on-breaking']).code).toBe(0);
    expect(run([base, sameAsBase, '--fail-on-breaking'])).toMatchObject({ code: 0, err: '' });
  });

  it('writes the JSON report and the Markdown changelog', () => {
    const jsonOut = join(dir, 'report.json');
    const mdOut = join(dir, 'CHANGES.md');
    expect(run([base, head, '--json', jsonOut, '--md', mdOut]).code).toBe(0);
    const expected = diffOpenApi(richDocument('base'), richDocument('head'));
    expect(JSON.parse(readFileSync(jsonOut, 'utf8'))).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(readFileSync(mdOut, 'utf8')).toBe(renderMarkdown(expected));
  });

  it('exits 2 on usage and input errors', () => {
    expect(run([base]).code).toBe(2);
    expect(run([base, head, '--nope']).code).toBe(2);
    const missing = run([base, join(dir, 'missing.json')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^openapi-diff: .*missing\.json/);
    expect(run([base, file('list.json', '[1, 2]')]).err).toMatch(/expected an object/);
    expect(run([base, file('bad.json', '{')]).code).toBe(2);
    expect(run(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('Usage: openapi-diff') });
  });
});

describe('dist/cli.js (spawned)', () => {
  const cli = join(packageDir, 'dist', 'cli.js');

  beforeAll(() => {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run the build first (turbo's test task does).`);
  });

  it('has a shebang so it can be installed as the openapi-diff bin', () => {
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('exits 1 on breaking changes with --fail-on-breaking, 0 without them', () => {
    const failing = spawnSync(process.execPath, [cli, base, head, '--fail-on-breaking'], {
      encoding: 'utf8',
    });
    expect(failing.status).toBe(1);
    expect(failing.stderr).toContain('[operation-removed]');
    const passing = spawnSync(process.execPath, [cli, base, grown, '--fail-on-breaking'], {
      encoding: 'utf8',
    });
    expect(passing.status).toBe(0);
    expect(passing.stdout).toContain('0 breaking, 1 non-breaking');
  });
});
