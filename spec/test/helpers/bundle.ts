import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { refResolver } from '@dispute-api/spec/refs';

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

export function loadBundle(version: string): JsonObject {
  return JSON.parse(readFileSync(join(distDir, `${version}.json`), 'utf8')) as JsonObject;
}

export const isObject = (v: unknown): v is JsonObject =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

export const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Looks up a local JSON pointer such as `#/components/examples/Won`. */
export function resolvePointer(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#')) throw new Error(`not a local $ref: ${ref}`);
  return refResolver(doc).lookup(ref) as Json | undefined;
}
