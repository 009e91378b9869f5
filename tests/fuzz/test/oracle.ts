// What every answer must be, whatever was sent: a status the spec documents for the operation the
// request reached, with a body valid against the documented schema (contractProblems), no 5xx
// unless `Prefer: code=5xx` asked for it, and the body limit kept. The limit's 413 is the mock's
// own, documented in the sandbox guide and not in the contract: it is accepted for a body over the limit
// only, in the structured error format with code `payload_too_large`. Requests that reach no
// operation (unknown version, path or method) get the documented 404, and requests Node's parser
// rejects (an unknown method) the documented 400, both in the structured error format.
import { METHODS } from 'node:http';
import {
  contractProblems,
  loadBundle,
  operationsOf,
  schemaValidator,
  type OperationRef,
} from '@dispute-api/spec/contract';
import { MAX_BODY_BYTES as BODY_LIMIT } from '@dispute-api/mock';
import { bodyOf, headerOf, targetOf, type FuzzRequest } from './request.js';
import type { Answer } from './wire.js';

interface Route {
  ref: OperationRef;
  pattern: RegExp;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Path templates as the mock routes them: a parameter is one segment, possibly empty. */
function routesOf(version: string): Route[] {
  return operationsOf(version).map((ref) => {
    const source = ref.template
      .split('/')
      .map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]*' : escapeRegExp(s)))
      .join('/');
    return { ref, pattern: new RegExp(`^${source}$`) };
  });
}

export function createOracle(versions: readonly string[]) {
  const routes = new Map(versions.map((v) => [v, routesOf(v)]));
  const validate = schemaValidator(loadBundle(versions[0]));

  /** The structured error format, as every version documents it. */
  function structuredError(status: number, expected: number, text: string, code?: string): string[] {
    if (status !== expected) return [`expected ${expected}, got ${status}`];
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      return [`the ${status} body is not JSON: ${text.slice(0, 200)}`];
    }
    const errors = validate('#/components/schemas/StructuredError', body).map(
      (e) => `${e.instancePath || '/'} ${e.message}`,
    );
    if (code !== undefined && body?.error?.code !== code)
      errors.push(`error.code is ${String(body?.error?.code)}, expected ${code}`);
    return errors;
  }

  /** The operations of the request's method (or, with `anyMethod`, of every method) whose template matches its path; none means a 404. */
  function reached(request: FuzzRequest, anyMethod = false): OperationRef[] {
    const target = targetOf(request);
    const q = target.indexOf('?');
    const pathname = q < 0 ? target : target.slice(0, q);
    if (!pathname.startsWith('/public/')) return [];
    const slash = pathname.indexOf('/', '/public/'.length);
    const version = pathname.slice('/public/'.length, slash < 0 ? undefined : slash);
    const path = slash < 0 ? '' : pathname.slice(slash);
    const method = request.method.toLowerCase();
    return (routes.get(version) ?? [])
      .filter((r) => (anyMethod || r.ref.method === method) && r.pattern.test(path))
      .map((r) => r.ref);
  }

  /** Problems with one answer; empty when it is what the contract allows. */
  return function judge(request: FuzzRequest, answer: Answer): string[] {
    if (!answer.ok) return [answer.error];
    const { status, text } = answer;
    const preferred = headerOf(request, 'prefer').flatMap((v) =>
      [...v.matchAll(/code\s*=\s*"?(\d{3})/gi)].map((m) => Number(m[1])),
    );
    const problems: string[] = [];
    if (status >= 500 && !preferred.includes(status))
      problems.push(`${status} without Prefer: code=${status}: ${text.slice(0, 300)}`);

    // An OPTIONS without Origin on a path the mock serves is taken for a preflight a test DOM
    // (happy-dom) stripped of its Origin: the mock's own 204, with no body (apps/mock core/cors.ts),
    // answered before anything reads the body, so the body limit does not apply to it.
    if (
      request.method === 'OPTIONS' &&
      headerOf(request, 'origin').length === 0 &&
      reached(request, true).length > 0
    )
      return status === 204 && text === ''
        ? problems
        : [
            ...problems,
            `OPTIONS without Origin on a served path answered ${status}, expected the preflight's 204`,
          ];
    // The body limit holds in both directions: nothing over it is accepted, nothing under it refused.
    const size = bodyOf(request)?.length ?? 0;
    if (status === 413 && size <= BODY_LIMIT)
      problems.push(`413 for a body of ${size} bytes, within the ${BODY_LIMIT}-byte limit`);
    if (status >= 200 && status < 300 && size > BODY_LIMIT)
      problems.push(`${status} for a body of ${size} bytes, over the ${BODY_LIMIT}-byte limit`);
    // The mock's exception to the contract; whatever route the request took, the 413 comes first.
    if (status === 413 && request.method !== 'HEAD')
      return [...problems, ...structuredError(status, 413, text, 'payload_too_large')];

    // Node's parser refuses an unknown method, and bytes past ASCII in the target, before the mock
    // sees the request: those get the structured 400 of a malformed request.
    if (!METHODS.includes(request.method) || /[^\x21-\x7e]/.test(targetOf(request))) {
      if (request.method !== 'HEAD') return [...problems, ...structuredError(status, 400, text)];
      return status === 400 ? problems : [...problems, `HEAD answered ${status}, expected 400`];
    }
    // HEAD answers carry no body by HTTP's rules, and the API has no HEAD operation.
    if (request.method === 'HEAD')
      return status === 404 ? problems : [...problems, `HEAD answered ${status}, expected 404`];
    const refs = reached(request);
    // Routing comes before the key and the body, so a request that reaches nothing is always a 404.
    if (refs.length === 0) return [...problems, ...structuredError(status, 404, text, 'resource_not_found')];
    const perOperation = refs.map((ref) => contractProblems(ref, status, text));
    if (perOperation.some((p) => p.length === 0)) return problems;
    return [
      ...problems,
      ...perOperation[0].map((p) => `${refs[0].method.toUpperCase()} ${refs[0].template}: ${p}`),
    ];
  };
}
