import { canonical, compareText, isObject, own, sortedKeys, unionKeys, type JsonObject } from './json.js';
import type { RefResolver } from '@dispute-api/openapi-model';
import type { Collector } from './report.js';
import type { RuleId } from './rules.js';
import type { OperationSides } from './parameters.js';

// What a caller has to send to satisfy a scheme. Descriptions and extensions only explain it.
const SCHEME_FIELDS = ['type', 'in', 'name', 'scheme', 'bearerFormat', 'flows', 'openIdConnectUrl'];

/** Security schemes by name: a scheme whose key, header or signature changes refuses old callers. */
export function diffSecuritySchemes(
  collector: Collector,
  refs: { base: RefResolver; head: RefResolver },
  base: unknown,
  head: unknown,
): void {
  const before = own(own(base, 'components'), 'securitySchemes');
  const after = own(own(head, 'components'), 'securitySchemes');
  for (const name of unionKeys(before, after)) {
    const b = refs.base.resolve(own(before, name));
    const h = refs.head.resolve(own(after, name));
    const location = `security scheme ${name}`;
    const add = (id: RuleId, message: string, beforeValue?: unknown, afterValue?: unknown) =>
      collector.add({
        id,
        effect: id === 'security-scheme-added' ? 'compatible' : 'breaking',
        direction: 'request',
        location,
        message,
        before: beforeValue,
        after: afterValue,
      });
    if (!isObject(h)) {
      if (isObject(b)) add('security-scheme-removed', `Security scheme ${name} was removed.`);
    } else if (!isObject(b)) {
      add('security-scheme-added', `Security scheme ${name} was added.`);
    } else {
      const [was, is] = [schemeShape(b), schemeShape(h)];
      if (canonical(was) !== canonical(is)) {
        add('security-scheme-changed', `Security scheme ${name} now takes different credentials.`, was, is);
      }
    }
  }
}

function schemeShape(scheme: JsonObject): JsonObject {
  const shape: JsonObject = {};
  for (const field of SCHEME_FIELDS) {
    const value = own(scheme, field);
    if (value === undefined) continue;
    // Header names and HTTP auth scheme names are case-insensitive on the wire.
    const folded = (field === 'name' && scheme.in === 'header') || field === 'scheme';
    shape[field] =
      folded && typeof value === 'string' ? value.toLowerCase() : field === 'flows' ? flowUrls(value) : value;
  }
  return shape;
}

// Where an OAuth flow gets and refreshes its tokens. Its scopes map each name to a description;
// the scopes an operation needs are compared with its requirements.
function flowUrls(flows: unknown): JsonObject {
  const urls: JsonObject = {};
  for (const flow of sortedKeys(flows)) {
    if (flow.startsWith('x-')) continue;
    const entry = own(flows, flow);
    urls[flow] = Object.fromEntries(
      ['authorizationUrl', 'tokenUrl', 'refreshUrl']
        .map((key) => [key, own(entry, key)])
        .filter(([, url]) => url !== undefined),
    );
  }
  return urls;
}

/**
 * The document's own security requirements, then each operation that sets its own on either
 * side (an operation that sets none inherits the document's, which are compared once).
 */
export function diffDocumentSecurity(collector: Collector, base: unknown, head: unknown): void {
  diffRequirements(collector, undefined, own(base, 'security'), own(head, 'security'));
}

export function diffOperationSecurity(
  collector: Collector,
  operation: string,
  documents: { base: unknown; head: unknown },
  base: OperationSides,
  head: OperationSides,
): void {
  const b = own(base.operation, 'security');
  const h = own(head.operation, 'security');
  if (b === undefined && h === undefined) return;
  diffRequirements(
    collector,
    operation,
    b ?? own(documents.base, 'security'),
    h ?? own(documents.head, 'security'),
  );
}

const ANONYMOUS = 'no credentials';

/**
 * A requirement list is a choice: a caller satisfies any one entry, and each entry names schemes
 * that must all be satisfied. An empty list, or an empty entry, lets a caller send no credentials.
 */
function alternatives(requirements: unknown): Map<string, Map<string, string[]>> {
  const found = new Map<string, Map<string, string[]>>();
  const list = Array.isArray(requirements) ? requirements : [];
  if (list.length === 0) found.set(ANONYMOUS, new Map());
  for (const entry of list) {
    const names = sortedKeys(entry);
    const scopes = new Map(names.map((name) => [name, scopesOf(own(entry, name))]));
    found.set(names.length === 0 ? ANONYMOUS : names.join(' + '), scopes);
  }
  return found;
}

function scopesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((scope): scope is string => typeof scope === 'string') : [];
}

function diffRequirements(
  collector: Collector,
  operation: string | undefined,
  base: unknown,
  head: unknown,
): void {
  const before = alternatives(base);
  const after = alternatives(head);
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort(compareText);
  const add = (id: RuleId, breaking: boolean, message: string, beforeValue?: unknown, afterValue?: unknown) =>
    collector.add({
      id,
      effect: breaking ? 'breaking' : 'compatible',
      direction: 'request',
      operation,
      location: 'security',
      message,
      before: beforeValue,
      after: afterValue,
    });
  for (const key of keys) {
    const b = before.get(key);
    const h = after.get(key);
    if (h === undefined) {
      // Callers that authenticate this way are refused from now on, unless anything goes now.
      const open = after.has(ANONYMOUS);
      add(
        'security-requirement-removed',
        !open,
        `Requests with ${key} are no longer ${open ? 'required' : 'accepted'}.`,
      );
    } else if (b === undefined) {
      add('security-requirement-added', false, `Requests with ${key} are now accepted.`);
    } else {
      for (const [scheme, scopes] of h) {
        const had = b.get(scheme) ?? [];
        const more = scopes.filter((scope) => !had.includes(scope));
        const fewer = had.filter((scope) => !scopes.includes(scope));
        if (more.length > 0) {
          add(
            'security-scopes-added',
            true,
            `${key} now needs scopes ${more.join(', ')} of ${scheme}.`,
            had,
            scopes,
          );
        } else if (fewer.length > 0) {
          add(
            'security-scopes-removed',
            false,
            `${key} no longer needs scopes ${fewer.join(', ')} of ${scheme}.`,
            had,
            scopes,
          );
        }
      }
    }
  }
}
