import type { Format } from 'ajv';

/** ajv-formats' full set and OpenAPI's numeric formats, by name. */
export declare const FORMATS: Readonly<Record<string, Format>>;

/** ajv-formats' full `date-time` (RFC 3339), checked in one pass: the `date-time` of `FORMATS`. */
export declare function isDateTime(text: string): boolean;
