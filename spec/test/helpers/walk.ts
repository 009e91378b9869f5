import { apiModel, refResolver } from '@dispute-api/openapi-model';
import { isObject, type Json, type JsonObject } from './bundle.js';

/** Follows `$ref`s until a schema object without one. */
export function deref(bundle: JsonObject, node: Json | undefined): JsonObject {
  const current = refResolver(bundle).resolve(node);
  if (!isObject(current)) throw new Error(`not an object: ${JSON.stringify(node)}`);
  return current;
}

/** The branches of a schema that are not `{type: 'null'}`: oneOf/anyOf members, or the schema itself. */
function nonNullBranches(bundle: JsonObject, schema: JsonObject): JsonObject[] {
  const branches = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (!branches) return [schema];
  return branches.map((b) => deref(bundle, b)).filter((b) => b.type !== 'null');
}

/** A property of a schema, looking through allOf parts and nullable oneOf wrappers. */
export function property(bundle: JsonObject, schema: JsonObject, name: string): JsonObject {
  const parts = [schema, ...((schema.allOf as Json[] | undefined) ?? []).map((p) => deref(bundle, p))];
  for (const part of parts) {
    const props = part.properties;
    if (isObject(props) && name in props) return deref(bundle, props[name]);
  }
  throw new Error(`no property ${name}`);
}

/** Walks a dotted path of property names from a component schema. */
export function schemaAt(bundle: JsonObject, path: string): JsonObject {
  const [root, ...names] = path.split('.');
  let schema = deref(bundle, { $ref: `#/components/schemas/${root}` });
  for (const name of names) {
    const prop = property(bundle, schema, name);
    const [single] = nonNullBranches(bundle, prop);
    schema = name === names.at(-1) ? prop : (single ?? prop);
  }
  return schema;
}

/** Allowed non-null values of an enum schema, looking through a nullable wrapper. */
export function enumValues(bundle: JsonObject, schema: JsonObject): Json[] {
  const values = nonNullBranches(bundle, schema).flatMap((b) => (b.enum as Json[] | undefined) ?? []);
  return values.filter((v) => v !== null);
}

/** Whether null is accepted, by `type` list, enum or a `{type: 'null'}` branch. */
export function acceptsNull(bundle: JsonObject, schema: JsonObject): boolean {
  const types = ([] as Json[]).concat(schema.type ?? []);
  const branches = ((schema.oneOf ?? schema.anyOf) as Json[] | undefined) ?? [];
  return types.includes('null') || branches.some((b) => deref(bundle, b).type === 'null');
}

export const requiredOf = (schema: JsonObject): string[] => [...((schema.required as string[]) ?? [])].sort();

/** Every `(METHOD path)` pair of the bundle. */
export function operations(bundle: JsonObject): string[] {
  return apiModel(bundle).operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
}

export function operation(bundle: JsonObject, method: string, path: string): JsonObject {
  const found = apiModel(bundle).operation(method, path);
  if (found === undefined) throw new Error(`no operation ${method} ${path}`);
  return found.object as JsonObject;
}
