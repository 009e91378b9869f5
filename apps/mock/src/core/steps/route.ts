// Step: routing. Only `/public/<version>/...` belongs to the API; the version's router finds the
// operation (404 for an unknown version, path or method, the spec's NotFound).
import { notFound } from '../errors.js';
import type { VersionApi } from '../versions.js';
import type { Step } from './step.js';

/** Where the API's paths start; everything else is the mock's own or unknown. */
export const PUBLIC_PREFIX = '/public/';

export function routeStep(versions: readonly VersionApi[]): Step {
  const byVersion = new Map(versions.map((v) => [v.version, v]));
  const served = versions.map((v) => v.version).join(', ');
  return (x) => {
    const { pathname } = x;
    const { method } = x.request;
    if (!pathname.startsWith(PUBLIC_PREFIX)) throw notFound(`No such resource: ${method} ${pathname}`);
    const slash = pathname.indexOf('/', PUBLIC_PREFIX.length);
    const version =
      slash < 0 ? pathname.slice(PUBLIC_PREFIX.length) : pathname.slice(PUBLIC_PREFIX.length, slash);
    const api = byVersion.get(version);
    if (!api) throw notFound(`No such API version: "${version}" (served: ${served})`);
    const path = slash < 0 ? '' : pathname.slice(slash);
    // Known before the operation is: the proxy forwards a path its version's contract lacks.
    x.api = api;
    x.path = path;
    const route = api.route(method, path);
    if (route.kind === 'no-path') throw notFound(`No such resource: ${method} ${pathname}`);
    if (route.kind === 'no-method') {
      const methods = route.methods.join(', ').toUpperCase();
      throw notFound(`No such operation: ${method} ${api.basePath}${route.template} (it has ${methods})`);
    }
    x.operation = route.operation;
    x.rawParams = route.rawParams;
    return undefined;
  };
}
