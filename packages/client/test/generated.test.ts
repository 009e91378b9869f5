import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const generatedDir = join(packageDir, 'src', 'generated');
const scratch = mkdtempSync(join(tmpdir(), 'client-generated-'));

function generate(...args: string[]) {
  return spawnSync(process.execPath, ['scripts/generate.mjs', ...args], { cwd: packageDir, encoding: 'utf8' });
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('generated types', () => {
  it('match what the generator makes from the current spec bundles (the CI stale check)', () => {
    const run = generate('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('--check fails on a stale file and regeneration repairs it', () => {
    cpSync(generatedDir, scratch, { recursive: true });
    const file = join(scratch, '2024-03-18.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"alerts.transaction.linked" | ', ''));
    const stale = generate('--check', '--out-dir', scratch);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('2024-03-18.ts');
    expect(generate('--out-dir', scratch).status).toBe(0);
    expect(generate('--check', '--out-dir', scratch).status).toBe(0);
  });

  it('say they are generated and must not be edited', () => {
    for (const version of ['2025-04-01', '2024-03-18']) {
      expect(readFileSync(join(generatedDir, `${version}.ts`), 'utf8')).toMatch(/^\/\*\*\n \* GENERATED FILE, DO NOT EDIT\./);
    }
  });
});
