import { VERSIONS } from '@dispute-api/spec/versions';
import { describe, expect, it } from 'vitest';
import { LIMIT_BYTES, measure } from '../scripts/size.mjs';

describe('bundle size', () => {
  for (const version of VERSIONS) {
    it(`keeps ${version}, openapi-fetch included, within ${LIMIT_BYTES} B min+gz`, async () => {
      const { minified, gzipped } = await measure(version);
      expect(minified).toBeGreaterThan(1_000);
      expect(gzipped).toBeLessThanOrEqual(LIMIT_BYTES);
    });
  }
});
