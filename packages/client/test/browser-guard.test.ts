import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v2024 from '../src/versions/2024-03-18.js';
import { createClient } from '../src/versions/2025-04-01.js';
import { API_KEY } from './helpers.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser guard', () => {
  it('refuses to start with an API key in a browser', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    expect(() => createClient({ apiKey: API_KEY })).toThrow(/browser/);
    expect(() => v2024.createClient({ apiKey: API_KEY })).toThrow(/dangerouslyAllowBrowser/);
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
