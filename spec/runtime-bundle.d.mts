/** A copy of an OpenAPI node (a document, an operation, a schema…) without its prose. */
export declare function withoutProse<T>(node: T): T;
/** The length and a 53-bit hash of the bundle's JSON without prose, e.g. `57058:14zb4wfn5j3`. */
export function fingerprint(bundle: Record<string, unknown>): string;
/** How software names an operation, e.g. `get /alerts/{alertId}` (the key of its validators). */
export function operationKey(method: string, path: string): string;
