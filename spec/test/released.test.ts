import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffOpenApi, type Change } from '@dispute-api/openapi-diff';
import { describe, expect, it } from 'vitest';
import { bundledVersions, loadBundle, specDir } from './helpers/bundle.js';

const releasedDir = join(specDir, 'released');
const released = existsSync(releasedDir)
  ? readdirSync(releasedDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''))
  : [];

const describeBreaks = (changes: Change[]) =>
  changes.map((c) => `  - ${c.operation ?? ''} ${c.location}: ${c.message} [${c.id}]`).join('\n');

describe('published versions do not change under their callers', () => {
  it('records every built version as released', () => {
    expect(released.sort()).toEqual(bundledVersions());
  });

  it.each(released)('%s has no breaking change since its release', (version) => {
    const before = JSON.parse(readFileSync(join(releasedDir, `${version}.json`), 'utf8'));
    const breaking = diffOpenApi(before, loadBundle(version)).changes.filter((c) => c.breaking);
    expect(
      breaking,
      `${version} is published; these changes break its callers:\n${describeBreaks(breaking)}\n` +
        'Revert them, or publish them as a new dated version.',
    ).toEqual([]);
  });
});
