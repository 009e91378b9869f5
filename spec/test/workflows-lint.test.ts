import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { specDir } from './helpers/bundle.js';

// `pnpm lint` passes the workflows to this same command; a broken one must fail it.
it('redocly lint refuses a broken workflow', () => {
  const bin = join(specDir, 'node_modules/@redocly/cli/bin/cli.js');
  const run = spawnSync(
    process.execPath,
    [bin, 'lint', 'test/fixtures/workflows/broken.arazzo.yaml', '--config', 'redocly.yaml'],
    {
      cwd: specDir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  expect(run.status).toBe(1);
  expect(run.stdout + run.stderr).toMatch(/#\/workflows\/0\/steps\/0[\s\S]*operationId/);
});
