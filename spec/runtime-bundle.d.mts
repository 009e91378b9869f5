/** A copy of an OpenAPI node (a document, an operation, a schema…) without its prose. */
export declare function withoutProse<T>(node: T): T;
/** The length and a 53-bit hash of the bundle's JSON without prose, e.g. `57058:14zb4wfn5j3`. */
export function fingerprint(bundle: Record<string, unknown>): string;
