import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, Options, ValidateFunction } from 'ajv';

export type JsonObject = Record<string, unknown>;
export type SchemaValidator = (schemaOrPointer: string | JsonObject, value: unknown) => ErrorObject[];

export function bundleAjv(bundle: JsonObject, options?: Options): Ajv2020;
export function anchorSchema<T>(node: T): T;
export function compilePointer(ajv: Ajv2020, pointer: string): ValidateFunction;
export function schemaValidator(bundle: JsonObject): SchemaValidator;
