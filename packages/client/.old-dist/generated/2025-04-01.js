/**
 * GENERATED FILE, DO NOT EDIT.
 * Types of the 2025-04-01 bundle (@dispute-api/spec, spec/dist/2025-04-01.json), written by
 * openapi-typescript 7.13.0 through packages/client/scripts/generate.mjs.
 * After a spec change run `pnpm --filter @dispute-api/client generate`; `lint` fails while this is stale.
 */
export {};
