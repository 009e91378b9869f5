// Prism's `Prefer` header (`code=`, `example=`, `dynamic=`, `seed=`), parsed by the front because
// Prism's own parser lives in its HTTP server, which is not used. Prism refuses a malformed value
// with 422 problem+json, a status no operation documents. Here, as RFC 7240 allows, a preference
// that cannot be honoured is ignored instead (and logged), so every answer stays documented.
import type { Preferences } from './types.js';

export interface ParsedPrefer {
  prefer: Preferences;
  /** Why preferences were dropped, for the log, e.g. `code=abc is not a three-digit status`. */
  ignored: string[];
}

const NONE: ParsedPrefer = { prefer: {}, ignored: [] };

/** Preferences of one `Prefer` header; unknown ones (e.g. `return=minimal`) are skipped silently. */
export function parsePrefer(header: string | string[] | undefined): ParsedPrefer {
  if (header === undefined) return NONE;
  const text = Array.isArray(header) ? header.join(',') : header;
  const prefer: Preferences = {};
  const ignored: string[] = [];
  // RFC 7240 separates preferences with commas; Prism's docs also show `;`. Accept both.
  for (const part of text.split(/[,;]/)) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    switch (key) {
      case 'code':
        if (/^\d{3}$/.test(value)) prefer.code = Number(value);
        else ignored.push(`code=${value} is not a three-digit status`);
        break;
      case 'example':
        if (value !== '') prefer.example = value;
        else ignored.push('example= names no example');
        break;
      case 'dynamic':
        if (value === 'true' || value === 'false') prefer.dynamic = value === 'true';
        else ignored.push(`dynamic=${value} is neither true nor false`);
        break;
      case 'seed':
        if (value !== '') prefer.seed = value;
        else ignored.push('seed= is empty');
        break;
    }
  }
  return { prefer, ignored };
}
