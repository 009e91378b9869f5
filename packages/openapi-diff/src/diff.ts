import { SchemaReader } from './flatten.js';
import { isObject, own } from './json.js';
import { diffOperations } from './operations.js';
import { diffDocumentSecurity, diffSecuritySchemes } from './security.js';
import { diffDocumentServers } from './servers.js';
import { Collector } from './report.js';
import type { ApiInfo, ChangeReport } from './types.js';

/**
 * Compares two bundled OpenAPI 3.x documents (local `#/...` refs only) and classes every
 * change as breaking or not for the callers of the API described by `base`.
 */
export function diffOpenApi(base: object, head: object): ChangeReport {
  checkDocument(base, 'base');
  checkDocument(head, 'head');
  const collector = new Collector();
  const context = {
    base: new SchemaReader(base),
    head: new SchemaReader(head),
    collector,
  };
  diffDocumentServers(collector, base, head);
  diffDocumentSecurity(collector, base, head);
  diffSecuritySchemes(collector, { base: context.base.refs, head: context.head.refs }, base, head);
  diffOperations(context, base, head);
  const changes = collector.changes();
  const breaking = changes.filter((change) => change.breaking).length;
  return {
    base: info(base),
    head: info(head),
    summary: { breaking, nonBreaking: changes.length - breaking },
    changes,
  };
}

// Swagger 2.0 has the same shape in places, so it would diff into quiet nonsense rather than fail.
function checkDocument(document: unknown, side: string): void {
  if (!isObject(document)) throw new TypeError(`The ${side} document must be an object.`);
  const version = own(document, 'openapi');
  if (
    own(document, 'swagger') !== undefined ||
    (version !== undefined &&
      !/^3(\.|$)/.test(typeof version === 'string' || typeof version === 'number' ? `${version}` : ''))
  ) {
    throw new Error(
      `The ${side} document is not OpenAPI 3.x (found ${String(version ?? own(document, 'swagger'))}).`,
    );
  }
}

function info(document: object): ApiInfo {
  const block = own(document, 'info');
  const result: ApiInfo = {};
  const title = own(block, 'title');
  const version = own(block, 'version');
  if (typeof title === 'string') result.title = title;
  if (typeof version === 'string') result.version = version;
  return result;
}
