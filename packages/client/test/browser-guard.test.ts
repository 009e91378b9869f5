import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../src/versions/2025-04-01.js';
import { API_KEY, BASE_URL } from './helpers.js';
import { ENTRIES } from './versions.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser guard', () => {
  it('refuses to start with an API key in a browser', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    expect(() => createClient({ apiKey: API_KEY, baseUrl: BASE_URL })).toThrow(/browser/);
    for (const [version, entry] of ENTRIES) {
      expect(() => entry.createClient({ apiKey: API_KEY, baseUrl: BASE_URL }), version).toThrow(
        /dangerouslyAllowBrowser/,
      );
    }
  });

  it('starts in a browser with the explicit opt-in', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    expect(() =>
      createClient({ apiKey: API_KEY, baseUrl: BASE_URL, dangerouslyAllowBrowser: true }),
    ).not.toThrow();
  });

  it('starts where there is no document: Node, workers, Deno, Bun, edge runtimes', () => {
    expect(() => createClient({ apiKey: API_KEY, baseUrl: BASE_URL })).not.toThrow();
    vi.stubGlobal('window', {});
    expect(() => createClient({ apiKey: API_KEY, baseUrl: BASE_URL })).not.toThrow();
  });
});
