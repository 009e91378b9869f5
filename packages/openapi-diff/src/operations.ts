import { isObject, own, sortedKeys } from './json.js';
import { diffParameters, type OperationSides } from './parameters.js';
import { compareOperations } from './report.js';
import { diffRequestBody } from './request-body.js';
import { diffResponses } from './responses.js';
import type { SchemaContext } from './schemas.js';
import type { SchemaReader } from './flatten.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Operations of a document keyed 'GET /path', with paths compared as written. */
export function listOperations(reader: SchemaReader, document: unknown): Map<string, OperationSides> {
  const found = new Map<string, OperationSides>();
  const paths = own(document, 'paths');
  for (const path of sortedKeys(paths)) {
    if (path.startsWith('x-')) continue;
    const pathItem = reader.refs.resolve(own(paths, path));
    if (!isObject(pathItem)) continue;
    for (const method of METHODS) {
      const operation = own(pathItem, method);
      if (isObject(operation)) found.set(`${method.toUpperCase()} ${path}`, { pathItem, operation });
    }
  }
  return found;
}

export function diffOperations(context: SchemaContext, baseDocument: unknown, headDocument: unknown): void {
  const before = listOperations(context.base, baseDocument);
  const after = listOperations(context.head, headDocument);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort(compareOperations);
  for (const operation of keys) {
    const b = before.get(operation);
    const h = after.get(operation);
    const common = { direction: 'request', operation, location: operation } as const;
    if (h === undefined) {
      const message = `Operation ${operation} was removed.`;
      context.collector.add({ ...common, id: 'operation-removed', effect: 'breaking', message });
    } else if (b === undefined) {
      const message = `Operation ${operation} was added.`;
      context.collector.add({ ...common, id: 'operation-added', effect: 'compatible', message });
    } else {
      diffOperation(context, operation, b, h);
    }
  }
}

function diffOperation(context: SchemaContext, operation: string, base: OperationSides, head: OperationSides): void {
  diffParameters(context, operation, base, head);
  diffRequestBody(context, operation, base.operation, head.operation);
  diffResponses(context, operation, base.operation, head.operation);
}

