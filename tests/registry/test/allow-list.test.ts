import { describe, expect, it } from 'vitest';
import { requiredFiles, tarballProblems } from '../src/allow-list.mjs';

const mockManifest = {
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
  bin: { 'dispute-api-mock': './dist/cli.js' },
};
const mockFiles = [
  'LICENSE',
  'README.md',
  'package.json',
  'dist/index.js',
  'dist/index.d.ts',
  'dist/cli.js',
  'dist/stateful/mode.js',
];

describe('tarball allow-list', () => {
  it('accepts new modules in dist/ by pattern', () => {
    expect(
      tarballProblems(
        '@dispute-api/mock',
        [...mockFiles, 'dist/adapters/msw.js', 'dist/adapters/msw.d.ts'],
        mockManifest,
      ),
    ).toEqual([]);
  });

  it('refuses logs, tests, maps, configs and sources, with the reason', () => {
    const extra = [
      '.turbo/turbo-build.log',
      'dist/server.test.js',
      'dist/index.js.map',
      'tsconfig.build.json',
      'src/index.ts',
      'bench/x.mjs',
    ];
    expect(tarballProblems('@dispute-api/mock', [...mockFiles, ...extra], mockManifest)).toEqual([
      '@dispute-api/mock: ships .turbo/turbo-build.log: tests, benchmarks, build caches and sources stay in the repository',
      '@dispute-api/mock: ships dist/server.test.js: test files stay in the repository',
      '@dispute-api/mock: ships dist/index.js.map: no source maps (they point into sources that are not shipped)',
      '@dispute-api/mock: ships tsconfig.build.json: no configuration files',
      '@dispute-api/mock: ships src/index.ts: tests, benchmarks, build caches and sources stay in the repository',
      '@dispute-api/mock: ships bench/x.mjs: tests, benchmarks, build caches and sources stay in the repository',
    ]);
  });

  it('reports a missing bin target, license, or spec bundle, and a public package without a list', () => {
    const files = mockFiles.filter((f) => f !== 'dist/cli.js' && f !== 'LICENSE');
    expect(tarballProblems('@dispute-api/mock', files, mockManifest)).toEqual([
      '@dispute-api/mock: dist/cli.js is named by the package but not shipped',
      '@dispute-api/mock: LICENSE is missing',
    ]);
    const spec = requiredFiles('@dispute-api/spec', ['2025-04-01', '2024-03-18']);
    expect(spec).toContain('dist/changes/2024-03-18..2025-04-01.json');
    expect(
      tarballProblems('@dispute-api/spec', ['LICENSE', 'README.md', 'package.json'], {}, spec),
    ).toHaveLength(spec.length);
    expect(tarballProblems('@dispute-api/docs', [], {})).toEqual([
      '@dispute-api/docs: public but has no allow-list in tests/registry/src/allow-list.mjs',
    ]);
  });
});
