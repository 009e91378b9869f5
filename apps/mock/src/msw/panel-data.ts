// What the sandbox handle hands its control panel besides its calls: the operations and statuses
// the scenario form offers, made from the engine's own model of the versions. So the panel entry
// carries neither the bundles nor their validators, and builds no second model of them.
import type { CatalogueVersion } from '../core/control/catalogue.js';

/**
 * The handle's key for the panel's data. A symbol, so that it stays out of `Object.keys`, JSON and
 * the documented members; from the global registry, so that a panel from another copy of the
 * package (another chunk, a second install) still finds it.
 */
export const CONTROL_CATALOGUE: unique symbol = Symbol.for('@dispute-api/mock/msw control catalogue');

/** What `createSandbox` returns carries it: a call that makes the catalogue, when a panel first opens. */
export interface PanelData {
  readonly [CONTROL_CATALOGUE]: () => readonly CatalogueVersion[];
}
