export interface RefResolver {
  /** The node a local ref names (`#/components/schemas/X`), or undefined when it is external, malformed or dangling. */
  lookup(ref: string): unknown;
  /** Follows a chain of references to the node it ends on; undefined when it dangles or only points at itself. */
  resolve(node: unknown): unknown;
}
export function parsePointer(ref: string): string[] | undefined;
export function refResolver(root: object): RefResolver;
export function derefStrict(root: object, node: unknown): unknown;
