import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObject as isJsonObject, refResolver } from '@dispute-api/openapi-model';
import { loadBundle as load } from '@dispute-api/spec/load';

export { escapePointer } from '@dispute-api/openapi-model';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const specDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = join(specDir, 'dist');

/** Versions that have a JSON bundle in dist/, oldest first. */
export function bundledVersions(): string[] {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}\.json$/.test(f))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/** A version's bundle, read once (shared by the tests: none changes it). */
export const loadBundle = (version: string) => load(version) as JsonObject;

/** The model package's guard, typed for the JSON values of these tests. */
export const isObject = isJsonObject as (v: unknown) => v is JsonObject;

/** Looks up a local JSON pointer such as `#/components/examples/Won`. */
export function resolvePointer(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#')) throw new Error(`not a local $ref: ${ref}`);
  return refResolver(doc).lookup(ref) as Json | undefined;
}
