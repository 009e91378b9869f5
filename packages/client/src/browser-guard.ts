/**
 * Key material must not appear in client-side code, where any visitor can read it (the guide Getting
 * started, "Keys", in apps/docs/guides/getting-started.md), so a client holding a key refuses to start in a browser unless the caller opts in by
 * name. Workers, Deno, Bun and edge runtimes have no `document`, so they pass.
 */
export function assertNotBrowser(dangerouslyAllowBrowser: boolean | undefined): void {
  if (dangerouslyAllowBrowser === true) return;
  const scope = globalThis as { window?: unknown; document?: unknown };
  if (typeof scope.window !== 'undefined' && typeof scope.document !== 'undefined') {
    throw new Error(
      'createClient: refusing to run with an API key in a browser, where any visitor could read the key. ' +
        'Call the API from your server instead, or pass `dangerouslyAllowBrowser: true` if the key is ' +
        'meant to be public (for example a test key against the local mock).',
    );
  }
}
