// JSON Pointers as OpenAPI writes them: URI fragments (`#/paths/~1disputes/get`).

/** Escapes one token of a pointer: `~` as `~0`, `/` as `~1`. */
export function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The fragment pointer to a place below `base` (`#` is the document itself). */
export function pointerTo(base: string, ...tokens: string[]): string {
  return [base, ...tokens.map(escapePointer)].join('/');
}

/** Splits a fragment pointer (`#/paths/~1disputes~1{id}/get`) into unescaped tokens; undefined when not local or malformed. */
export function parsePointer(ref: string): string[] | undefined {
  if (!ref.startsWith('#')) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}
