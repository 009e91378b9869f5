import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { specDir } from './bundle.js';

export interface SpectralResult {
  code: string;
  path: string[];
}

/** Runs the real ruleset (config and custom functions) on one file, as `pnpm lint` does. */
export function lint(file: string): SpectralResult[] {
  const bin = join(specDir, 'node_modules/@stoplight/spectral-cli/dist/index.js');
  const run = spawnSync(process.execPath, [bin, 'lint', file, '-r', '.spectral.yaml', '-f', 'json', '-q'], {
    cwd: specDir,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout) as SpectralResult[];
}

/** The paths, dotted, at which one rule fired. */
export const hits = (results: SpectralResult[], code: string) =>
  results.filter((r) => r.code === code).map((r) => r.path.join('.'));
