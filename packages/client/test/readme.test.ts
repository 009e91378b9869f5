// The README's example is run against the mock by tests/contract (client-readme.test.ts), which
// depends on both packages; this package cannot depend on the mock, whose tests use the client.
// Here: the example type-checks as a partner sees it, and the guide's enumeration table (the guide
// Getting started of the docs site, where the client's options are explained) matches what is generated.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeOnExit } from '@dispute-api/test-support/cleanup';
import { fencedBlock, readGuide } from '@dispute-api/test-support/markdown';
import { describe, expect, it } from 'vitest';
import { enumLists } from '../scripts/enums.mjs';
import { ENTRIES } from './versions.js';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
const require = createRequire(import.meta.url);

const block = (language: string) => fencedBlock(readme, language);

describe('README', () => {
  it('starts with the runnable example and what it prints', () => {
    expect(readme.indexOf('```js')).toBeLessThan(readme.indexOf('##'));
    expect(readme.indexOf('```text')).toBeLessThan(readme.indexOf('##'));
  });

  it('type-checks the example as a partner would see it, with the tsconfig.json the README gives', () => {
    // Files inside the package, so that they resolve the package's own exports and types.
    const file = `.readme-example-${process.pid}.mts`;
    const config = join(packageDir, `.readme-tsconfig-${process.pid}.json`);
    const { compilerOptions } = JSON.parse(fencedBlock(readme, 'json', 'Running the example')) as {
      compilerOptions: Record<string, unknown>;
    };
    for (const path of [join(packageDir, file), config]) removeOnExit(path);
    writeFileSync(join(packageDir, file), block('js'));
    writeFileSync(config, JSON.stringify({ compilerOptions, files: [file] }));
    try {
      const tsc = join(packageDir, 'node_modules', 'typescript', 'bin', 'tsc');
      const run = spawnSync(process.execPath, [tsc, '-p', config], { cwd: packageDir, encoding: 'utf8' });
      expect(run.stdout + run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      for (const path of [join(packageDir, file), config]) rmSync(path, { force: true });
    }
  });

  it('the guide lists every enumeration list of every version, and each entry point exports it', () => {
    const rows = [
      ...readGuide('getting-started').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| `([\w.]+)` \|$/gm),
    ].map(([, constant, source]) => `${constant} ${source}`);
    const generated = new Set<string>();
    for (const [version, entry] of ENTRIES) {
      const bundle = require(`@dispute-api/spec/${version}.json`) as object;
      for (const { constant, source, values } of enumLists(bundle)) {
        generated.add(`${constant} ${source}`);
        expect((entry as unknown as Record<string, unknown>)[constant], `${version} ${constant}`).toEqual(
          values,
        );
      }
    }
    expect(rows.sort()).toEqual([...generated].sort());
  });
});
