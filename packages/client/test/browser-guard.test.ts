import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../src/versions/2025-04-01.js';
import { API_KEY } from './helpers.js';
import { ENTRIES } from './versions.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser guard', () => {
  it('refuses to start with an API key in a browser', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    expect(() => createClient({ apiKey: API_KEY })).toThrow(/browser/);
    for (const [version, entry] of ENTRIES) {
      expect(() => entry.createClient({ apiKey: API_KEY }), version).toThrow(/dangerouslyAllowBrowser/);
    }
  });

  it('starts in a browser with the explicit opt-in', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    expect(() => createClient({ apiKey: API_KEY, dangerouslyAllowBrowser: true })).not.toThrow();
  });

  it('starts where there is no document: Node, workers, Deno, Bun, edge runtimes', () => {
    expect(() => createClient({ apiKey: API_KEY })).not.toThrow();
    vi.stubGlobal('window', {});
    expect(() => createClient({ apiKey: API_KEY })).not.toThrow();
  });
});
