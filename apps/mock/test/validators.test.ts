// Where the engine's validators come from: the spec package's bundles bring theirs, generated with
// them; a bundle it did not build (an edited one in `--spec-dir`) gets Ajv's, compiled from the same
// plan by the node server, with the same messages; an engine given such a bundle and no compiler
// does not start.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBundle } from '@dispute-api/spec/load';
import { VERSIONS } from '@dispute-api/spec/versions';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { createEngine, StartupError } from '../src/index.js';
import { call, start } from './helpers/mock.js';

type Bundle = Record<string, unknown> & {
  components?: { parameters?: Record<string, { schema: { maximum?: number } }> };
};

/** Every bundle, with the page size of `GET /alerts` capped at 50 instead of 100. */
function editedBundles(): Record<string, Bundle> {
  const bundles = Object.fromEntries(VERSIONS.map((v) => [v, structuredClone(loadBundle(v)) as Bundle]));
  for (const bundle of Object.values(bundles)) {
    const limit = bundle.components?.parameters?.Limit;
    if (limit) limit.schema.maximum = 50;
  }
  return bundles;
}

describe('validators of a bundle the spec package did not build', () => {
  const dir = scratchDir('spec-dir');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are compiled at start by the node server, and word their findings alike', async () => {
    for (const [version, bundle] of Object.entries(editedBundles()))
      writeFileSync(join(dir, `${version}.json`), JSON.stringify(bundle));
    const edited = await start({ specDir: dir });
    const own = await start();
    try {
      const alerts = (mock: typeof own, query: string) =>
        call(mock, `/public/2025-04-01/alerts?${query}`).then((r) => [r.status, r.json.error?.message]);
      expect(await alerts(edited, 'limit=60')).toEqual([400, 'limit must be an integer from 1 to 50']);
      expect(await alerts(own, 'limit=60')).toEqual([200, undefined]);
      expect(await alerts(edited, 'offset=-1')).toEqual(await alerts(own, 'offset=-1'));
      const body = { outcome: 'lost' };
      const outcome = (mock: typeof own) =>
        call(mock, '/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome', { method: 'POST', body });
      expect((await outcome(edited)).json.error).toEqual({
        ...(await outcome(own)).json.error,
        request_id: expect.any(String),
      });
    } finally {
      await Promise.all([edited.close(), own.close()]);
    }
  });

  it('stop an engine given no compiler for it', () => {
    const bundles = editedBundles();
    const make = () => createEngine({ bundles, logLevel: 'silent' });
    expect(make).toThrow(StartupError);
    expect(make).toThrow(`the bundle of version ${VERSIONS[0]} is not one @dispute-api/spec built`);
  });
});
