// The registry of sandbox shapes, and which one a version has: the first whose `detect` accepts the
// version's bundle. So a version added by `pnpm version:add` as a copy has the shape of the version
// it copies, wherever it stands in the list of versions; a version that fits no shape stops the
// sandbox's start with a line naming what each shape looks for.
import { StartupError } from '../errors.js';
import type { VersionApi } from '../versions.js';
import { flatDisputes } from './flat-disputes/index.js';
import { pagedDisputes } from './paged-disputes/index.js';
import type { AnyShape } from './shape.js';

export const SHAPES: readonly AnyShape[] = [pagedDisputes, flatDisputes];

/**
 * The shape whose newest version generates the seed: its contract names every resource (alerts,
 * disputes, accounts, evidence), with the examples and enumerations the seed is drawn from.
 */
export const SEEDING_SHAPE: AnyShape = pagedDisputes;

export function shapeOf(version: VersionApi): AnyShape {
  const shape = SHAPES.find((s) => s.detect(version.document));
  if (shape) return shape;
  const shapes = SHAPES.map((s) => `${s.name} (${s.shows})`).join(', ');
  throw new StartupError(`version ${version.version} fits no sandbox shape; the shapes: ${shapes}`);
}
