// Step: routing. Only `/public/<version>/...` belongs to the API; the version's router finds the
// operation (404 for an unknown version, path or method, the spec's NotFound).
import { notFound } from '../errors.js';
import type { VersionApi } from '../versions.js';
import type { Step } from './step.js';

/** Where the API's paths start; everything else is the mock's own or unknown. */
export const PUBLIC_PREFIX = '/public/';

/** `/public/<version><path>` split; undefined outside `/public/`. */
function splitPublic(pathname: string): { version: string; path: string } | undefined {
  if (!pathname.startsWith(PUBLIC_PREFIX)) return undefined;
  const slash = pathname.indexOf('/', PUBLIC_PREFIX.length);
  return slash < 0
    ? { version: pathname.slice(PUBLIC_PREFIX.length), path: '' }
    : { version: pathname.slice(PUBLIC_PREFIX.length, slash), path: pathname.slice(slash) };
}

/** Whether `pathname` is a path of a served version, whatever the method: what a preflight asks. */
export function publicPathCheck(versions: readonly VersionApi[]): (pathname: string) => boolean {
  const byVersion = new Map(versions.map((v) => [v.version, v]));
  return (pathname) => {
    const at = splitPublic(pathname);
    const api = at && byVersion.get(at.version);
    return at !== undefined && api !== undefined && api.route('OPTIONS', at.path).kind !== 'no-path';
  };
}

export function routeStep(versions: readonly VersionApi[]): Step {
  const byVersion = new Map(versions.map((v) => [v.version, v]));
  const served = versions.map((v) => v.version).join(', ');
  return (x) => {
    const { pathname } = x;
    const { method } = x.request;
    const at = splitPublic(pathname);
    if (!at) throw notFound(`No such resource: ${method} ${pathname}`);
    const { version, path } = at;
    const api = byVersion.get(version);
    if (!api) throw notFound(`No such API version: "${version}" (served: ${served})`);
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
