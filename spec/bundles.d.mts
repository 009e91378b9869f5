/** Every version's bundle without its prose (no `description` or `summary` strings), by version, newest first (dist/bundles.mjs, made by the build). */
export declare const BUNDLES: Readonly<Record<string, Record<string, unknown>>>;
