/**
 * GENERATED FILE, DO NOT EDIT.
 * Types of the 2024-03-18 bundle (@dispute-api/spec, spec/dist/2024-03-18.json), written by
 * openapi-typescript 7.13.0 through packages/client/scripts/generate.mjs.
 * After a spec change run `pnpm --filter @dispute-api/client generate`; `lint` fails while this is stale.
 */
export {};
