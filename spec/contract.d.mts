import type { SchemaValidator } from './schema.mjs';

export type { SchemaValidator };

export type JsonObject = Record<string, unknown>;
export interface OperationRef {
  version: string;
  method: string;
  template: string;
}

export function loadBundle(version: string, dir?: string): JsonObject;
export function resolveRef(bundle: JsonObject, value: unknown): unknown;
export function schemaValidator(bundle: JsonObject): SchemaValidator;
export function operationsOf(version: string): (OperationRef & { operationId: string })[];
export function operationOf(ref: OperationRef): JsonObject;
export function responseKey(op: JsonObject, status: number): string | undefined;
export function contractProblems(ref: OperationRef, status: number, body: unknown): string[];
export function exampleBody(ref: OperationRef): unknown;
