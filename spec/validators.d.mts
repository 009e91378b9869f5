import type { ErrorObject, ValidateFunction } from 'ajv';

export type { ErrorObject, ValidateFunction };

/** The validators of one bundle, by what they check. */
export interface BundleValidators {
  /**
   * An operation's query and header parameters as one object `{query, header}` (header names in
   * lower case), coerced from text to their types in place; undefined when it has none.
   */
  params(method: string, path: string): ValidateFunction | undefined;
  /** A JSON request body, a read's 200 answer, or a named schema they use, by pointer. */
  schema(pointer: string): ValidateFunction | undefined;
}

/** The generated validators of a bundle this package ships (with or without its prose), else undefined. */
export function generatedValidators(bundle: Record<string, unknown>): BundleValidators | undefined;
