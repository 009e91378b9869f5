import { mergeParameters } from '@dispute-api/openapi-model';
import type { SchemaReader } from './flatten.js';
import { compareText, isObject, own, type JsonObject } from './json.js';
import type { Effect, RuleId } from './rules.js';
import { diffSchemas, type SchemaContext } from './schemas.js';

export interface OperationSides {
  pathItem: JsonObject;
  operation: JsonObject;
}

/**
 * Parameters of one operation by identity `in:name` (merged by the model package: path-level ones
 * overridden by its own). A renamed path variable is filed under its new name, so that it compares
 * with itself.
 */
function collectParameters(
  reader: SchemaReader,
  sides: OperationSides,
  renames: ReadonlyMap<string, string> = new Map(),
): Map<string, JsonObject> {
  const found = new Map<string, JsonObject>();
  const merged = mergeParameters(reader.document, sides.pathItem, sides.operation, { lenient: true });
  for (const parameter of merged) {
    const name = parameter.name as string;
    const place = parameter.in as string;
    // HTTP header names are case-insensitive; everything else is matched exactly.
    const identity =
      place === 'header' ? name.toLowerCase() : place === 'path' ? (renames.get(name) ?? name) : name;
    found.set(`${place}:${identity}`, parameter);
  }
  return found;
}

export function diffParameters(
  context: SchemaContext,
  operation: string,
  base: OperationSides,
  head: OperationSides,
  renames: ReadonlyMap<string, string>,
): void {
  const before = collectParameters(context.base, base, renames);
  const after = collectParameters(context.head, head);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort(compareText);
  for (const key of keys) {
    const b = before.get(key);
    const h = after.get(key);
    const parameter = (h ?? b)!;
    const location = `${String(parameter.in)} parameter ${String(parameter.name)}`;
    const add = (id: RuleId, effect: Effect, message: string, beforeValue?: unknown, afterValue?: unknown) =>
      context.collector.add({
        id,
        effect,
        direction: 'request',
        operation,
        location,
        message,
        before: beforeValue,
        after: afterValue,
      });
    if (b === undefined) {
      const required = isRequired(h!);
      // A new required parameter is missing from every request written before it existed.
      const message = `${required ? 'Required' : 'Optional'} ${location} was added.`;
      add('parameter-added', required ? 'narrowing' : 'compatible', message);
    } else if (h === undefined) {
      add('parameter-removed', 'breaking', `${capitalise(location)} was removed.`);
    } else {
      if (isRequired(h) && !isRequired(b)) {
        add('required-added', 'narrowing', `${capitalise(location)} is now required.`, false, true);
      } else if (isRequired(b) && !isRequired(h)) {
        add('required-removed', 'widening', `${capitalise(location)} is no longer required.`, true, false);
      }
      diffSchemas(context, { operation, root: location, direction: 'request' }, schemaOf(b), schemaOf(h));
    }
  }
}

// Path parameters are always required, whatever the document says.
function isRequired(parameter: JsonObject): boolean {
  return parameter.required === true || parameter.in === 'path';
}

/** A parameter's schema, or that of its single `content` entry (the other way to give one). */
function schemaOf(parameter: JsonObject): unknown {
  if (Object.hasOwn(parameter, 'schema')) return parameter.schema;
  const content = own(parameter, 'content');
  const first = isObject(content) ? Object.keys(content).sort(compareText)[0] : undefined;
  return first === undefined ? undefined : own(own(content, first), 'schema');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
