/** Every version's JSON bundle, by version, newest first (dist/bundles.mjs, made by the build). */
export declare const BUNDLES: Readonly<Record<string, Record<string, unknown>>>;
