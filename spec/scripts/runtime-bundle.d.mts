/** A copy of an OpenAPI node (a document, an operation, a schema…) without its prose. */
export declare function withoutProse<T>(node: T): T;
