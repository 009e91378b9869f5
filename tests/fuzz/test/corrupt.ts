// Corruptions of a well-formed request, as printable data (so a shrunk counterexample reads as
// "set member 2 to 70,000 × 'x'", not as the 70 kB itself), and how each one is applied. The kinds
// of bad input here: wrong types, out-of-bounds values, unknown and missing members,
// over-long strings, malformed and truncated JSON, wrong content types, duplicate and oversized
// headers, odd methods, percent-encoded and `..` path segments, and Unicode edge cases.
import fc from 'fast-check';
import { MAX_BODY_BYTES as BODY_LIMIT } from '@dispute-api/mock';
import { headerSafe, percentEncode, type FuzzRequest } from './request.js';
import { anyJson } from './schema-arbitrary.js';
import { unicodeText } from './unicode.js';

/** A value to put in a JSON body; repeats and nesting are expanded only when the body is built. */
export type Value = { json: unknown } | { repeat: string; times: number } | { nest: number };

export type Corruption =
  | { kind: 'set-member'; at: number; value: Value }
  | { kind: 'drop-member'; at: number }
  | { kind: 'add-member'; at: number; name: string; value: Value }
  | { kind: 'truncate-body'; keep: number }
  | { kind: 'raw-body'; text: string }
  | { kind: 'bytes-body'; hex: string }
  | { kind: 'oversize-body'; extra: number }
  | { kind: 'header'; mode: 'add' | 'replace' | 'drop'; name: string; value: string }
  | { kind: 'method'; value: string }
  | { kind: 'segment'; mode: 'replace' | 'insert'; at: number; value: string }
  | { kind: 'query'; pair: string }
  | { kind: 'signature'; mode: FuzzRequest['signature'] };

const repeat = (min: number, max: number) =>
  fc.record({
    repeat: fc.constantFrom('x', 'é', '\uD83D\uDCA9', '\u0000', '%'),
    times: fc.integer({ min, max }),
  });

const value: fc.Arbitrary<Value> = fc.oneof(
  { weight: 4, arbitrary: anyJson.map((json) => ({ json })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<unknown>(
        -1,
        0,
        1.5,
        2 ** 53 + 2,
        1e308,
        -1e308,
        '',
        ' ',
        null,
        true,
        [],
        {},
        '0',
        '-1',
        'NaN',
        'null',
      )
      .map((json) => ({ json })),
  },
  { weight: 2, arbitrary: unicodeText.map((json) => ({ json })) },
  // Far over every documented maxLength (128 at most) and over the 1 MiB body limit at the top.
  { weight: 1, arbitrary: repeat(129, 1_200_000) },
  { weight: 1, arbitrary: fc.record({ nest: fc.integer({ min: 2, max: 20_000 }) }) },
);

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '"',
  'nul',
  'NaN',
  '-',
  '1e999999',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '<xml/>',
  'a=1&b=2',
  '{"outcome":"refunded"',
];
const BYTES = [
  'c0ae',
  'ff',
  'eda080',
  '7b22613a22ff227d',
  'efbbbf7b7d',
  'fffe7b00',
  '00',
  '7b2261223a2200227d',
];
const CONTENT_TYPES = [
  '',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/merge-patch+json',
  'application/problem+json',
  'application/jsonx',
  'json',
  '*/*',
  ';',
];
const HEADER_NAMES = [
  'x-api-key',
  'content-type',
  'prefer',
  'accept',
  'x-service-hmac-sha256',
  'accept-encoding',
  'origin',
  'x-forwarded-for',
  'cookie',
  'authorization',
  'expect',
  'upgrade',
  'x-http-method-override',
  'range',
];
const PREFER = [
  'code=abc',
  'code=',
  'code=99999',
  'example=nope',
  'dynamic=true',
  'dynamic=maybe',
  'seed=',
  'code=200, code=500',
  'code=404;example=x',
];
// Methods Node's parser accepts, plus ones it rejects before any handler runs (BREW, FOO-BAR).
const METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'M-SEARCH',
  'NOTIFY',
  'QUERY',
  'BREW',
  'FOO-BAR',
];
const SEGMENTS = [
  '..',
  '.',
  '',
  '%2e%2e',
  '%2E',
  '%2f',
  '%2F..%2F',
  '%00',
  '%ZZ',
  '%',
  '%C0%AE%C0%AE',
  '%252e%252e',
  ';x=1',
  '~',
  '%20',
  '+',
  '*',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  '%ED%A0%80',
  '\u00ff',
  '\u00e9t\u00e9',
  'public',
  '2025-04-01',
  '2024-03-18',
  '__mock',
];
const QUERY = [
  'limit=abc',
  'limit=1e3',
  'limit=-1',
  'limit=',
  'limit=101',
  'limit=0',
  'limit=1.5',
  'limit=0x10',
  'limit=%20',
  'offset=-5',
  'offset=99999999999999999999',
  'limit=1&limit=2',
  'limit[]=1',
  'a[b]=c',
  '%ZZ',
  '&&=&',
  '=',
  'x-api-key=local-dev-key',
];

const headerValue = fc.oneof(
  { weight: 3, arbitrary: unicodeText.map(headerSafe) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'local-dev-key',
      'wrong-key',
      ' local-dev-key ',
      'LOCAL-DEV-KEY',
      '',
      '100-continue',
      'websocket',
      ...PREFER,
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 599 }).map((code) => `code=${code}`) },
  // Large, but under Node's 16 KiB header block, so the request still reaches the mock's pipeline.
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 8_000 }).map((n) => 'a'.repeat(n)) },
);

export const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('set-member' as const), at: fc.nat(), value }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop-member' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add-member' as const),
      at: fc.nat(),
      name: fc.oneof(fc.string(), unicodeText),
      value,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('truncate-body' as const), keep: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('raw-body' as const),
      text: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string(), unicodeText),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bytes-body' as const),
      hex: fc.oneof(
        fc.constantFrom(...BYTES),
        fc.uint8Array({ maxLength: 48 }).map((b) => Buffer.from(b).toString('hex')),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('oversize-body' as const),
      extra: fc.integer({ min: 1, max: 65_536 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('header' as const),
      mode: fc.constant('replace' as const),
      name: fc.constant('content-type'),
      value: fc.constantFrom(...CONTENT_TYPES),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('header' as const),
      mode: fc.constantFrom('add' as const, 'replace' as const, 'drop' as const),
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...HEADER_NAMES) },
        { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/) },
      ),
      value: headerValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('method' as const), value: fc.constantFrom(...METHODS) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('segment' as const),
      mode: fc.constantFrom('replace' as const, 'insert' as const),
      at: fc.nat(),
      value: fc.oneof(
        fc.constantFrom(...SEGMENTS),
        unicodeText.map(percentEncode),
        fc.integer({ min: 200, max: 4_000 }).map((n) => 'a'.repeat(n)),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('query' as const),
      pair: fc.oneof(
        fc.constantFrom(...QUERY),
        unicodeText.map((t) => `limit=${percentEncode(t)}`),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('signature' as const),
      mode: fc.constantFrom('missing' as const, 'garbled' as const, 'twice' as const),
    }),
  },
);

const NEST_MARK = 'NEST~~';

function expand(v: Value): unknown {
  if ('json' in v) return v.json;
  if ('repeat' in v) return v.repeat.repeat(v.times);
  return `${NEST_MARK}${v.nest}`;
}

type Path = (string | number)[];
const isContainer = (v: unknown): v is Record<string | number, unknown> =>
  v !== null && typeof v === 'object';
const getAt = (root: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), root);

/** Paths of every member and item of a JSON value, the root excluded; undefined past depth 64. */
function memberPaths(node: unknown, prefix: Path = [], out: Path[] = []): Path[] | undefined {
  if (prefix.length > 64) return undefined;
  if (isContainer(node)) {
    for (const [k, v] of Object.entries(node)) {
      const path = [...prefix, Array.isArray(node) ? Number(k) : k];
      out.push(path);
      if (!memberPaths(v, path, out)) return undefined;
    }
  }
  return out;
}

/** One change to the parsed body; a body that is no longer JSON (already corrupted) is left alone. */
function editBody(body: string | undefined, c: Extract<Corruption, { at: number }>): string | undefined {
  let root: unknown;
  try {
    root = JSON.parse(body ?? '{}');
  } catch {
    return body;
  }
  if (!isContainer(root)) root = { value: root };
  const paths = memberPaths(root);
  // A body already nested thousands deep (an earlier corruption) stays as it is.
  if (!paths) return body;
  if (c.kind === 'add-member') {
    const objects = [[], ...paths].filter((p) => {
      const t = getAt(root, p);
      return isContainer(t) && !Array.isArray(t);
    });
    // A body of arrays only has no object to add a member to.
    if (objects.length === 0) return body;
    (getAt(root, objects[c.at % objects.length]) as Record<string, unknown>)[c.name] = expand(c.value);
  } else if (paths.length === 0) {
    if (c.kind === 'set-member') (root as Record<string, unknown>).value = expand(c.value);
  } else {
    const path = paths[c.at % paths.length];
    const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown>;
    const key = path.at(-1)!;
    if (c.kind === 'set-member') parent[key] = expand(c.value);
    else if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  }
  // Deep nesting is written as text: JSON.stringify would overflow the stack before the mock does.
  return JSON.stringify(root).replace(
    /"NEST~~(\d+)"/g,
    (_m, n: string) => '['.repeat(Number(n)) + ']'.repeat(Number(n)),
  );
}

export function corrupt(base: FuzzRequest, corruptions: readonly Corruption[]): FuzzRequest {
  const r: FuzzRequest = {
    ...base,
    segments: [...base.segments],
    query: [...base.query],
    headers: base.headers.map(([n, v]) => [n, v]),
  };
  for (const c of corruptions) {
    switch (c.kind) {
      case 'set-member':
      case 'drop-member':
      case 'add-member':
        r.body = editBody(r.body, c);
        break;
      case 'truncate-body':
        if (r.body !== undefined) r.body = r.body.slice(0, c.keep % (r.body.length + 1));
        break;
      case 'raw-body':
        r.body = c.text;
        delete r.bodyHex;
        break;
      case 'bytes-body':
        r.bodyHex = c.hex;
        break;
      case 'oversize-body':
        r.padTo = BODY_LIMIT + c.extra;
        break;
      case 'header':
        if (c.mode !== 'add') r.headers = r.headers.filter(([n]) => n !== c.name);
        if (c.mode !== 'drop') r.headers.push([c.name, c.value]);
        break;
      case 'method':
        r.method = c.value;
        break;
      case 'segment': {
        const at = c.at % (r.segments.length + (c.mode === 'insert' ? 1 : 0));
        r.segments.splice(at, c.mode === 'replace' ? 1 : 0, c.value);
        break;
      }
      case 'query':
        r.query.push(c.pair);
        break;
      case 'signature':
        r.signature = c.mode;
        break;
    }
  }
  return r;
}
