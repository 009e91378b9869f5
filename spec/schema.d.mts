import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import type { BundleValidators } from './validators.mjs';

export type JsonObject = Record<string, unknown>;
export type SchemaValidator = (schemaOrPointer: string | JsonObject, value: unknown) => ErrorObject[];

export function bundleAjv(bundle: JsonObject, options?: Options): Ajv2020;
export function anchorSchema<T>(node: T): T;
export function compilePointer(ajv: Ajv2020, pointer: string): ValidateFunction;
export function schemaValidator(bundle: JsonObject): SchemaValidator;

/** What a bundle's requests and records are checked against: parameter schemas by operation key, and schema pointers. */
export function validatorPlan(bundle: JsonObject): { params: Map<string, JsonObject>; schemas: string[] };
/** Ajv's options for each kind of validator of the plan. */
export declare const PLAN_OPTIONS: { readonly params: Options; readonly schemas: Options };
/** The validators of the plan, compiled at run time on first use: for bundles this package did not build. */
export function compileValidators(bundle: JsonObject): BundleValidators;
