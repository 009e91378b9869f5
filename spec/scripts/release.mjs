// Records the bundle of a dated version as released: test/released.test.ts then refuses any
// breaking change to it. Run after `pnpm build`: node scripts/release.mjs 2025-04-01
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, fail, specDir } from './common.mjs';

const version = process.argv[2];
if (!/^\d{4}-\d{2}-\d{2}$/.test(version ?? '')) fail('usage: node scripts/release.mjs <YYYY-MM-DD>');
const bundle = join(distDir, `${version}.json`);
if (!existsSync(bundle)) fail(`${bundle} does not exist; run the build first`);
mkdirSync(join(specDir, 'released'), { recursive: true });
copyFileSync(bundle, join(specDir, 'released', `${version}.json`));
console.log(`released ${version}`);
