// The proxy in front of a service that breaks the contract on purpose: a tiny node:http server that
// answers each route with a documented answer (the spec's example) broken in one way. Each break is
// reported once, at its pointer, and nothing else is; answers the contract leaves open pass.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/core/logger.js';
import { summaryTable } from '../src/core/proxy/violations.js';
import type { RunningMock } from '../src/index.js';
import { call, start } from './helpers/mock.js';
import { localServer, type LocalServer } from '@dispute-api/test-support/http';

const NEW = '2025-04-01';
const OLD = '2024-03-18';
let proxy: RunningMock;
let upstream: LocalServer;

/** The spec's first example of an operation's answer with that status, as a fresh copy. */
function example(version: string, operationId: string, status: number): any {
  const api = proxy.engine.versions.find((v) => v.version === version)!;
  const model = api.operations.find((op) => op.operationId === operationId)!.response(status)!;
  return structuredClone(model.examples.values().next().value);
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** One broken (or open) answer per route, keyed by `METHOD path`. */
const ROUTES: Record<string, (res: ServerResponse) => void> = {
  [`GET /public/${NEW}/alerts/a1`]: (res) =>
    json(res, 200, { ...example(NEW, 'getAlert', 200), outcome: 'exploded' }),
  [`GET /public/${NEW}/alerts`]: (res) => {
    const page = example(NEW, 'listAlerts', 200);
    page.pagination.totalPages = 6;
    json(res, 200, page);
  },
  [`GET /public/${NEW}/webhooks`]: (res) => {
    const { success: _, ...list } = example(NEW, 'listWebhooks', 200);
    json(res, 200, list);
  },
  [`GET /public/${NEW}/disputes`]: (res) => json(res, 418, example(NEW, 'listDisputes', 500)),
  [`GET /public/${NEW}/disputes/d1`]: (res) => json(res, 200, '{"id": "d1", oops'),
  [`GET /public/${NEW}/evidence/e1`]: (res) =>
    json(res, 429, example(NEW, 'getEvidence', 429), { 'retry-after': 'soon' }),
  [`GET /public/${NEW}/accounts/c1`]: (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html>maintenance</html>');
  },
  [`POST /public/${NEW}/alerts/a1/outcome`]: (res) => json(res, 202, { done: true }),
  // `hasMore` is open in this version (x-unspecified: its type), so only `data` breaks the contract.
  [`GET /public/${OLD}/disputes`]: (res) =>
    json(res, 200, { ...example(OLD, 'listDisputes', 200), hasMore: 'no', data: 'none' }),
  // Open places of the contract, answered in ways a service may: none of them is a violation.
  [`POST /public/${NEW}/webhooks`]: (res) => res.writeHead(201).end(),
  [`DELETE /public/${NEW}/webhooks/w1`]: (res) => json(res, 200, { anything: [1, 'two'] }),
  [`GET /public/${NEW}/health-check`]: (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(gzipSync('"OK"'));
  },
  [`GET /public/${NEW}/evidence/e2`]: (res) =>
    json(res, 429, example(NEW, 'getEvidence', 429), { 'retry-after': '2' }),
  // Content codings: one that does not undo, two in a row (undone last first), one the proxy lacks.
  [`GET /public/${NEW}/alerts/a2`]: (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(JSON.stringify(example(NEW, 'getAlert', 200)));
  },
  [`GET /public/${NEW}/alerts/a3`]: (res) => {
    const body = JSON.stringify({ ...example(NEW, 'getAlert', 200), outcome: 'exploded' });
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip, br' });
    res.end(brotliCompressSync(gzipSync(body)));
  },
  // A small answer that undoes into more than the proxy reads of one (16 MiB): a decompression bomb.
  [`GET /public/${NEW}/alerts/a5`]: (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(gzipSync(Buffer.alloc(17 * 1024 * 1024, ' ')));
  },
  [`GET /public/${NEW}/alerts/a4`]: (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'compress' });
    res.end('\x1f\x9d not undone here');
  },
  // An undocumented status in a coding the proxy lacks: the status breaks the contract, and the
  // body, which no status of the contract describes, is not counted as left unchecked.
  [`GET /public/${NEW}/alerts/a6`]: (res) => {
    res.writeHead(418, { 'content-type': 'application/json', 'content-encoding': 'compress' });
    res.end('\x1f\x9d not undone here');
  },
  // An empty answer labelled with a coding: nothing to undo (zlib would refuse an empty input).
  [`POST /public/${NEW}/alerts/a9/outcome`]: (res) =>
    res.writeHead(202, { 'content-encoding': 'gzip' }).end(),
};

beforeAll(async () => {
  upstream = await localServer((req, res) => {
    const route = ROUTES[`${req.method} ${req.url}`];
    if (route) route(res);
    else json(res, 599, { unexpected: req.url });
  });
  proxy = await start({ proxy: upstream.url });
});
afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
});

/** Calls through the proxy; returns the answer and the violations its journal entry shows. */
async function through(method: string, path: string, body?: object) {
  const answer = await call(proxy, path, { method, ...(body ? { body } : {}) });
  const [entry] = (await call(proxy, '/__mock/requests?limit=1')).json.requests;
  expect(entry.target).toBe(path);
  expect(answer.headers.get('x-dispute-api-violations')).toBe(String(entry.violations.length));
  return { answer, violations: entry.violations, notes: entry.notes };
}

/** Each broken route: method, path, the operation, and where and how the break is reported. */
const BREAKS: [string, string, string, string, string, RegExp][] = [
  [
    'GET',
    `/public/${NEW}/alerts/a1`,
    'getAlert',
    '/outcome',
    'schema',
    /^outcome must be one of: refunded, previously_refunded/,
  ],
  ['GET', `/public/${NEW}/alerts`, 'listAlerts', '/pagination/totalPages', 'schema', /must not be present/],
  ['GET', `/public/${NEW}/webhooks`, 'listWebhooks', '/success', 'schema', /^success is required$/],
  [
    'GET',
    `/public/${NEW}/disputes`,
    'listDisputes',
    ':status',
    'status',
    /^status 418 is not documented for GET \/disputes \(documented: 200, 400/,
  ],
  ['GET', `/public/${NEW}/disputes/d1`, 'getDispute', '', 'body', /^body is not valid JSON$/],
  [
    'GET',
    `/public/${NEW}/evidence/e1`,
    'getEvidence',
    'retry-after',
    'header',
    /^retry-after must be number$/,
  ],
  [
    'GET',
    `/public/${NEW}/accounts/c1`,
    'getAccount',
    'content-type',
    'content-type',
    /must be application\/json, got "text\/html"/,
  ],
  [
    'POST',
    `/public/${NEW}/alerts/a1/outcome`,
    'reportAlertOutcome',
    '',
    'body',
    /^status 202 is documented without a body/,
  ],
  ['GET', `/public/${OLD}/disputes`, 'listDisputes', '/data', 'schema', /^data must be array$/],
  [
    'GET',
    `/public/${NEW}/alerts/a2`,
    'getAlert',
    'content-encoding',
    'body',
    /^body does not decode as its content-encoding gzip says$/,
  ],
  ['GET', `/public/${NEW}/alerts/a3`, 'getAlert', '/outcome', 'schema', /^outcome must be one of/],
  ['GET', `/public/${NEW}/alerts/a6`, 'getAlert', ':status', 'status', /^status 418 is not documented/],
];
const bodyOf = (method: string) => (method === 'POST' ? { outcome: 'refunded' } : undefined);

describe('a service that breaks one rule per route', () => {
  it.each(BREAKS)(
    '%s %s (%s): reported at "%s", and nothing else',
    async (method, path, _, at, kind, message) => {
      const { answer, violations, notes } = await through(method, path, bodyOf(method));
      expect(answer.status).not.toBe(502);
      expect(violations).toEqual([{ in: 'response', at, kind, message: expect.stringMatching(message) }]);
      expect(notes).toBeUndefined();
    },
  );

  it.each([
    ['POST', `/public/${NEW}/webhooks`, { event: 'dispute.created', url: 'https://hooks.example/a' }],
    ['DELETE', `/public/${NEW}/webhooks/w1`, undefined],
    ['GET', `/public/${NEW}/health-check`, undefined],
    ['GET', `/public/${NEW}/evidence/e2`, undefined],
    ['POST', `/public/${NEW}/alerts/a9/outcome`, { outcome: 'refunded' }],
  ])('%s %s: an answer the contract leaves open, or keeps, is no violation', async (method, path, body) => {
    const { violations, notes } = await through(method, path, body);
    expect(violations).toEqual([]);
    expect(notes).toBeUndefined();
  });

  it('says so, in the journal, the tally and the log, when a content coding leaves an answer unchecked', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn', undefined, (line) => warnings.push(line));
    const logged = await start({ proxy: upstream.url, logger });
    try {
      const notes = {
        a4: 'answer body not checked: content-encoding compress is not one the proxy undoes',
        a5: 'answer body not checked: undone, its content-encoding gzip gives more than the proxy reads of an answer',
      };
      for (const [id, note] of Object.entries(notes)) {
        const answer = await call(logged, `/public/${NEW}/alerts/${id}`);
        expect([answer.status, answer.headers.get('x-dispute-api-violations')]).toEqual([200, '0']);
        const [entry] = (await call(logged, '/__mock/requests?limit=1')).json.requests;
        expect([entry.violations, entry.notes]).toEqual([[], [note]]);
      }
      const summary = (await call(logged, '/__mock/violations')).json;
      expect(summary).toMatchObject({ exchanges: 2, unchecked: 2 });
      // The table printed at the stop says it too.
      expect(summaryTable(summary)).toBe(
        '2 exchanges checked, 0 broke the contract, 0 violations, 2 answers left unchecked',
      );
      expect(warnings).toEqual(
        Object.entries(notes).map(([id, note]) => `[mock] warn  GET /public/${NEW}/alerts/${id}: ${note}`),
      );
    } finally {
      await logged.close();
    }
  });

  it('hands on the answer as the service sent it: status, headers and bytes', async () => {
    const r = await call(proxy, `/public/${NEW}/accounts/c1`, { socket: true });
    expect([r.status, r.headers.get('content-type'), r.text]).toEqual([
      200,
      'text/html',
      '<html>maintenance</html>',
    ]);
    // fetch undoes the gzip coding the service chose: the bytes arrived as they were sent.
    const health = await call(proxy, `/public/${NEW}/health-check`, { socket: true });
    expect([health.headers.get('content-encoding'), health.json]).toEqual(['gzip', 'OK']);
    const teapot = await call(proxy, `/public/${NEW}/disputes`, { socket: true });
    expect([teapot.status, teapot.json]).toEqual([418, example(NEW, 'listDisputes', 500)]);
  });

  it('sums the violations per operation and kind', async () => {
    await call(proxy, '/__mock/violations', { method: 'DELETE' });
    for (const [method, path] of BREAKS) await through(method, path, bodyOf(method));
    const summary = (await call(proxy, '/__mock/violations')).json;
    // One row per version, operation, side and kind: two breaks of one operation's schema add up.
    const counts = new Map<string, number>();
    for (const [, path, operationId, , kind] of BREAKS) {
      const key = `${path.split('/')[2]} ${operationId} response ${kind}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const rows = [...counts.keys()].sort().map((key) => {
      const [version, operationId, side, kind] = key.split(' ');
      return { version, operationId, in: side, kind, count: counts.get(key) };
    });
    expect(summary).toEqual({
      exchanges: BREAKS.length,
      unanswered: 0,
      failed: BREAKS.length,
      unchecked: 0,
      violations: BREAKS.length,
      headline: `${BREAKS.length} exchanges checked, ${BREAKS.length} broke the contract, ${BREAKS.length} violations`,
      rows,
      requestId: expect.any(String),
    });
  });

  it('has a control page in proxy mode whose journal rows show the violations', async () => {
    const page = await call(proxy, '/__mock/');
    expect(page.text).toContain('data-mode="proxy"');
    expect(page.text).toContain('dispute-api-mock · proxy');
    // The journal row (ui.ts's journalRow, shipped as source text) writes each violation.
    expect(page.text).toContain('entry.violations');
  });
});
