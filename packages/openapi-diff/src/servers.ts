import { canonical, isObject, own, sortedKeys, type JsonObject } from './json.js';
import type { OperationSides } from './parameters.js';
import type { Collector } from './report.js';

// Where no servers are given, OpenAPI says the API is served at '/'.
const DEFAULT_SERVERS = [{ url: '/' }];

interface Server {
  /** The URL template as compared: trailing slash dropped, the document's version as `{version}`. */
  key: string;
  url: string;
  variables: JsonObject;
}

/**
 * The document's servers, then those of each path or operation that sets its own on either side.
 * A server that is gone, or whose variables' defaults changed, sends callers' requests elsewhere.
 */
export function diffDocumentServers(collector: Collector, base: unknown, head: unknown): void {
  diffServers(collector, undefined, servers(base, own(base, 'servers')), servers(head, own(head, 'servers')));
}

export function diffOperationServers(
  collector: Collector,
  operation: string,
  documents: { base: unknown; head: unknown },
  base: OperationSides,
  head: OperationSides,
): void {
  const declared = (sides: OperationSides) =>
    own(sides.operation, 'servers') ?? own(sides.pathItem, 'servers');
  const [b, h] = [declared(base), declared(head)];
  if (b === undefined && h === undefined) return;
  const inherited = (document: unknown, list: unknown) => servers(document, list ?? own(document, 'servers'));
  diffServers(collector, operation, inherited(documents.base, b), inherited(documents.head, h));
}

/**
 * A path segment equal to the document's own `info.version` is the version the document
 * describes, not a base path: `/public/2024-03-18` and `/public/2025-04-01` are the same place
 * for two versions of one API, while `/public/...` becoming `/api/...` is a move.
 */
function servers(document: unknown, list: unknown): Server[] {
  const version = own(own(document, 'info'), 'version');
  const entries = Array.isArray(list) && list.length > 0 ? list : DEFAULT_SERVERS;
  return entries.filter(isObject).flatMap((entry) => {
    const url = own(entry, 'url');
    if (typeof url !== 'string') return [];
    const trimmed = url.length > 1 ? url.replace(/\/+$/, '') : url;
    const key =
      typeof version === 'string' && version !== ''
        ? trimmed
            .split('/')
            .map((segment) => (segment === version ? '{version}' : segment))
            .join('/')
        : trimmed;
    const variables = own(entry, 'variables');
    return [{ key, url, variables: isObject(variables) ? variables : {} }];
  });
}

function diffServers(
  collector: Collector,
  operation: string | undefined,
  base: Server[],
  head: Server[],
): void {
  const add = (
    id: 'server-added' | 'server-removed' | 'server-variable-changed',
    message: string,
    before?: unknown,
    after?: unknown,
  ) =>
    collector.add({
      id,
      effect: id === 'server-added' ? 'compatible' : 'breaking',
      direction: 'request',
      operation,
      location: 'servers',
      message,
      before,
      after,
    });
  for (const server of base) {
    const match = head.find((candidate) => candidate.key === server.key);
    if (match === undefined) {
      add('server-removed', `Server ${server.url} was removed.`, server.url);
      continue;
    }
    for (const name of sortedKeys(server.variables)) {
      const [was, is] = [
        own(own(server.variables, name), 'default'),
        own(own(match.variables, name), 'default'),
      ];
      if (canonical(was) !== canonical(is)) {
        add('server-variable-changed', `The default of server variable ${name} changed.`, was, is);
      }
    }
  }
  for (const server of head) {
    if (!base.some((candidate) => candidate.key === server.key)) {
      add('server-added', `Server ${server.url} was added.`, undefined, server.url);
    }
  }
}
