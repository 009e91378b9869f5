import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffOpenApi, type Change } from '@dispute-api/openapi-diff';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../versions.mjs';
import { loadBundle, specDir } from './helpers/bundle.js';

// A version is released once `pnpm --filter @dispute-api/spec release <version>` has recorded its
// bundle here. Until then it is in progress: listed, built and published, but free to change.
const releasedDir = join(specDir, 'released');
const released = existsSync(releasedDir)
  ? readdirSync(releasedDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort()
  : [];

const describeBreaks = (changes: Change[]) =>
  changes.map((c) => `  - ${c.operation ?? ''} ${c.location}: ${c.message} [${c.id}]`).join('\n');

describe('released versions do not change under their callers', () => {
  it('keeps every released version in spec/versions.json', () => {
    expect(released.filter((version) => !VERSIONS.includes(version))).toEqual([]);
  });

  it.each(released)('%s has no breaking change since its release', (version) => {
    const before = JSON.parse(readFileSync(join(releasedDir, `${version}.json`), 'utf8')) as object;
    const breaking = diffOpenApi(before, loadBundle(version)).changes.filter((c) => c.breaking);
    expect(
      breaking,
      `${version} is released; these changes break its callers:\n${describeBreaks(breaking)}\n` +
        'Revert them, or publish them as a new dated version.',
    ).toEqual([]);
  });
});
