import { describe, expect, it } from 'vitest';
import { ENTRIES, LIMIT_BYTES, measure } from '../scripts/size.mjs';

describe('bundle size', () => {
  for (const version of ENTRIES) {
    it(`keeps ${version}, openapi-fetch included, within ${LIMIT_BYTES} B min+gz`, async () => {
      const { minified, gzipped } = await measure(version);
      expect(minified).toBeGreaterThan(1_000);
      expect(gzipped).toBeLessThanOrEqual(LIMIT_BYTES);
    });
  }
});
