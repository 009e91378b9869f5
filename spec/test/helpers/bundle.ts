import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
export const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Looks up a local JSON pointer such as `#/components/examples/Won`. */
export function resolvePointer(doc: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#')) throw new Error(`not a local $ref: ${ref}`);
  let node: Json | undefined = doc;
  for (const part of ref.slice(1).split('/').filter(Boolean).map(unescape)) {
    node = Array.isArray(node) ? node[Number(part)] : isObject(node) ? node[part] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}
