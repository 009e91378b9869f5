import { diffContent } from './content.js';
import type { SchemaReader } from './flatten.js';
import { compareText, isObject, own, sortedKeys, unionKeys, type JsonObject } from './json.js';
import type { Effect, RuleId } from './rules.js';
import { diffSchemas, type SchemaContext } from './schemas.js';

export function diffResponses(
  context: SchemaContext,
  operation: string,
  baseOperation: unknown,
  headOperation: unknown,
): void {
  const before = own(baseOperation, 'responses');
  const after = own(headOperation, 'responses');
  for (const status of unionKeys(before, after)) {
    if (status.startsWith('x-')) continue;
    const location = `response ${status}`;
    const b = context.base.refs.resolve(own(before, status));
    const h = context.head.refs.resolve(own(after, status));
    if (!isObject(b) && !isObject(h)) continue;
    if (!isObject(h)) {
      // Callers branch on success codes; losing an error code only removes a case they handled.
      const success = /^2(\d\d|XX)$/i.test(status);
      context.collector.add({
        id: 'response-status-removed',
        effect: success ? 'breaking' : 'compatible',
        direction: 'response',
        operation,
        location,
        message: `Response ${status} was removed.`,
      });
    } else if (!isObject(b)) {
      context.collector.add({
        id: 'response-status-added',
        effect: 'compatible',
        direction: 'response',
        operation,
        location,
        message: `Response ${status} was added.`,
      });
    } else {
      diffContent(context, operation, location, 'response', own(b, 'content'), own(h, 'content'));
      diffHeaders(context, operation, location, b, h);
    }
  }
}

function diffHeaders(
  context: SchemaContext,
  operation: string,
  label: string,
  base: JsonObject,
  head: JsonObject,
): void {
  const before = headers(context.base, own(base, 'headers'));
  const after = headers(context.head, own(head, 'headers'));
  const names = [...new Set([...before.keys(), ...after.keys()])].sort(compareText);
  for (const name of names) {
    const b = before.get(name);
    const h = after.get(name);
    const location = `${label} header ${(h ?? b)!.name}`;
    const add = (id: RuleId, effect: Effect, message: string, before?: unknown, after?: unknown) =>
      context.collector.add({
        id,
        effect,
        direction: 'response',
        operation,
        location,
        message,
        before,
        after,
      });
    if (h === undefined) {
      add('response-header-removed', 'breaking', `Header ${b!.name} is no longer returned.`);
    } else if (b === undefined) {
      add('response-header-added', 'compatible', `Header ${h.name} is now returned.`);
    } else {
      const wasRequired = own(b.header, 'required') === true;
      const isRequired = own(h.header, 'required') === true;
      if (wasRequired && !isRequired) {
        add('required-removed', 'widening', `Header ${h.name} is no longer always returned.`, true, false);
      } else if (isRequired && !wasRequired) {
        add('required-added', 'narrowing', `Header ${h.name} is now always returned.`, false, true);
      }
      const site = { operation, root: location, direction: 'response' } as const;
      diffSchemas(context, site, own(b.header, 'schema'), own(h.header, 'schema'));
    }
  }
}

/** Headers by lower-cased name (HTTP header names are case-insensitive), with the name as written. */
interface NamedHeader {
  name: string;
  header: unknown;
}

function headers(reader: SchemaReader, map: unknown): Map<string, NamedHeader> {
  const found = new Map<string, NamedHeader>();
  for (const name of sortedKeys(map)) {
    found.set(name.toLowerCase(), { name, header: reader.refs.resolve(own(map, name)) });
  }
  return found;
}
