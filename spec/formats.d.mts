import type { Format } from 'ajv';

/** ajv-formats' full set and OpenAPI's numeric formats, by name. */
export declare const FORMATS: Readonly<Record<string, Format>>;
