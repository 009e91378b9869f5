/**
 * The reference says key material must not appear in client-side code, so a client holding a key
 * refuses to start in a browser unless the caller opts in by name. Workers, Deno, Bun and edge
 * runtimes have no `document`, so they pass.
 */
export declare function assertNotBrowser(dangerouslyAllowBrowser: boolean | undefined): void;
