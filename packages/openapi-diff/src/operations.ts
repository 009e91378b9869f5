import { pathOperations } from '@dispute-api/openapi-model';
import { compareText } from './json.js';
import { diffParameters, type OperationSides } from './parameters.js';
import { compareOperations } from './report.js';
import { diffRequestBody } from './request-body.js';
import { diffResponses } from './responses.js';
import type { SchemaContext } from './schemas.js';
import type { SchemaReader } from './flatten.js';
import { diffOperationSecurity } from './security.js';
import { diffOperationServers } from './servers.js';

const TEMPLATE_VARIABLE = /\{[^}]*\}/g;

export interface ListedOperation extends OperationSides {
  /** 'GET /disputes/{disputeId}': upper-case method and the path as written. */
  name: string;
  /** Names of the path's template variables, in order. */
  variables: string[];
}

/**
 * Operations of a document keyed by method and path with its template variables unnamed
 * ('GET /disputes/{}'): the URLs a caller sends do not depend on what the variables are called.
 */
export function listOperations(reader: SchemaReader): Map<string, ListedOperation> {
  const found = new Map<string, ListedOperation>();
  const listed = pathOperations(reader.document, { lenient: true });
  // By path, so that which of two clashing paths keeps the shared key does not depend on their order.
  listed.sort((a, b) => compareText(a.path, b.path));
  for (const { path, method, pathItem, operation } of listed) {
    const variables = [...path.matchAll(TEMPLATE_VARIABLE)].map((match) => match[0].slice(1, -1));
    const shape = path.replace(TEMPLATE_VARIABLE, '{}');
    const name = `${method.toUpperCase()} ${path}`;
    // Two paths differing only in variable names are invalid OpenAPI; keep both apart by name.
    const key = found.has(`${method} ${shape}`) ? name : `${method} ${shape}`;
    found.set(key, { name, variables, pathItem, operation });
  }
  return found;
}

export function diffOperations(context: SchemaContext, baseDocument: unknown, headDocument: unknown): void {
  const before = listOperations(context.base);
  const after = listOperations(context.head);
  const pairs = [...new Set([...before.keys(), ...after.keys()])].map(
    (key) => [before.get(key), after.get(key)] as const,
  );
  const name = ([b, h]: (typeof pairs)[number]) => (h ?? b)!.name;
  pairs.sort((x, y) => compareOperations(name(x), name(y)));
  const documents = { base: baseDocument, head: headDocument };
  for (const [b, h] of pairs) {
    if (h === undefined) {
      const operation = b!.name;
      const message = `Operation ${operation} was removed.`;
      context.collector.add({
        id: 'operation-removed',
        effect: 'breaking',
        direction: 'request',
        operation,
        location: operation,
        message,
      });
    } else if (b === undefined) {
      const operation = h.name;
      const message = `Operation ${operation} was added.`;
      context.collector.add({
        id: 'operation-added',
        effect: 'compatible',
        direction: 'request',
        operation,
        location: operation,
        message,
      });
    } else {
      const renames = renamedVariables(context, h.name, b, h);
      diffParameters(context, h.name, b, h, renames);
      diffRequestBody(context, h.name, b.operation, h.operation);
      diffResponses(context, h.name, b.operation, h.operation);
      diffOperationSecurity(context.collector, h.name, documents, b, h);
      diffOperationServers(context.collector, h.name, documents, b, h);
    }
  }
}

/** Reports each path variable whose name changed, and returns the renames (old name to new). */
function renamedVariables(
  context: SchemaContext,
  operation: string,
  base: ListedOperation,
  head: ListedOperation,
): Map<string, string> {
  const renames = new Map<string, string>();
  base.variables.forEach((was, index) => {
    const is = head.variables[index];
    if (is === undefined || is === was) return;
    renames.set(was, is);
    context.collector.add({
      id: 'path-parameter-renamed',
      effect: 'compatible',
      direction: 'request',
      operation,
      location: `path parameter ${is}`,
      message: `Path parameter ${was} was renamed to ${is}; the URL is the same.`,
      before: was,
      after: is,
    });
  });
  return renames;
}
