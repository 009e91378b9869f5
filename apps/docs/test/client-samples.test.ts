// Type-checks every TypeScript sample of the reference against the real client
// (@dispute-api/client, built before this test by turbo), so a sample cannot drift from its API.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addCodeSamples } from '../src/code-samples.mjs';
import { apiModel } from '@dispute-api/openapi-model';
import { docsDir, specDistDir, specVersions } from '../src/paths.mjs';

// Inside the package, so that the samples' imports resolve through its node_modules.
const dir = mkdtempSync(join(docsDir, '.samples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compilerOptions = {
  target: 'ES2022',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: ['node'],
};

/** Writes one module per sample and returns tsc's output and exit status. */
function typeCheck(samples: Record<string, string>) {
  for (const [name, source] of Object.entries(samples))
    writeFileSync(join(dir, `${name}.ts`), `${source}\nexport {};\n`);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions, files: Object.keys(samples).map((n) => `${n}.ts`) }),
  );
  const run = spawnSync(process.execPath, [tsc, '-p', dir], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the TypeScript samples', () => {
  it('compile against @dispute-api/client for every operation of every version', () => {
    const samples: Record<string, string> = {};
    for (const version of specVersions()) {
      const doc = addCodeSamples(JSON.parse(readFileSync(join(specDistDir, `${version}.json`), 'utf8')));
      for (const [i, op] of apiModel(doc).operations.entries())
        samples[`${version}-${i}`] = (op.object['x-codeSamples'] as any)[1].source;
    }
    expect(Object.keys(samples).length).toBeGreaterThan(20);
    expect(typeCheck(samples)).toEqual({ status: 0, output: '' });
  });

  it('would be caught calling the client wrongly', () => {
    const wrong = `import { createClient } from '@dispute-api/client/2025-04-01';
const client = createClient({ apiKey: 'x', baseUrl: 'http://127.0.0.1:4010' });
await client.GET('/alerts', { params: { query: { limit: 'many' } } });`;
    const { status, output } = typeCheck({ wrong });
    expect(status).not.toBe(0);
    expect(output).toContain("Type 'string' is not assignable to type 'number'");
  });
});
