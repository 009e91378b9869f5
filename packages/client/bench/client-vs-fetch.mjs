#!/usr/bin/env node
// Times N `GET /disputes?offset=0&limit=25` calls through the client against the same N calls through
// raw fetch, on a local node:http server whose answer, a full first page, passes the spec's schema.
// The two are interleaved pair by pair in one run, so drift of the machine hits both alike. On a
// 2-core VM, GC pauses of a few ms fall on single calls and decide much of a total: hence 20,000
// calls each, a warm-up that lets both paths reach optimised code, and a random order in each pair.
// Needs `pnpm build`.
//   BENCH_N=20000 node bench/client-vs-fetch.mjs
// Last line, exactly: `client vs raw fetch: X.XX× time` (client total / raw fetch total).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { contractProblems, loadBundle } from '@dispute-api/spec/contract';
import { createClient, listDisputes } from '../dist/versions/2025-04-01.js';

const N = Math.min(Math.max(Number.parseInt(process.env.BENCH_N ?? '20000', 10) || 20_000, 100), 200_000);
const WARM_UP = 2_000;
const API_KEY = 'bench-key';
const LIMIT = 25;

// The answer to `?offset=0&limit=25` when there are more disputes than a page holds: 25 disputes
// (the spec's example dispute under 25 ids) and a pagination of 53 disputes at page 0, as the
// sandbox seeds them.
const example = loadBundle('2025-04-01').components.examples.DisputePage.value;
const TOTAL = 53;
const firstPage = {
  disputes: Array.from({ length: LIMIT }, (_, i) => ({
    ...example.disputes[0],
    id: `${example.disputes[0].id}_${i}`,
  })),
  pagination: { totalCount: TOTAL, offset: 0, limit: LIMIT, totalPages: Math.ceil(TOTAL / LIMIT) },
  requestId: example.requestId ?? 'req_bench',
};
const problems = contractProblems(
  { version: '2025-04-01', method: 'get', template: '/disputes' },
  200,
  firstPage,
);
if (problems.length > 0)
  throw new Error(`the benchmark page does not match the spec: ${problems.join('; ')}`);
const page = JSON.stringify(firstPage);

const server = createServer((request, response) => {
  const ok =
    request.url?.startsWith('/public/2025-04-01/disputes?') && request.headers['x-api-key'] === API_KEY;
  response.writeHead(ok ? 200 : 404, {
    'content-type': 'application/json',
    'content-length': ok ? Buffer.byteLength(page) : 2,
  });
  response.end(ok ? page : '{}');
});
server.keepAliveTimeout = 60_000;
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const client = createClient({ apiKey: API_KEY, baseUrl: base });
const url = `${base}/public/2025-04-01/disputes?offset=0&limit=${LIMIT}`;

const viaClient = () => listDisputes(client, { offset: 0, limit: LIMIT });
const viaFetch = async () => {
  const response = await fetch(url, { headers: { 'x-api-key': API_KEY } });
  if (!response.ok) throw new Error(`raw fetch: HTTP ${response.status}`);
  return response.json();
};

// Which of each pair goes first, drawn at random: GC pauses come after a fixed amount of allocation,
// so with a fixed order they can fall on the same side of the pair many times running and tilt the
// totals (seen here: 173 against 127 pauses in one run). Random order makes each pause a coin toss.
const clientFirst = randomBytes(N).map((byte) => byte & 1);
// Preallocated, so the harness itself allocates nothing while it times.
const samples = { client: new Float64Array(N), raw: new Float64Array(N) };

async function time(call, into, i) {
  const start = process.hrtime.bigint();
  await call();
  const ns = Number(process.hrtime.bigint() - start);
  into[i] = ns;
  return ns;
}

// Shown next to the totals: on a busy machine, a few stalls dominate a total, not a median.
const median = (values) => values.sort()[values.length >> 1];

try {
  // Both paths must do the same work, or the ratio means nothing.
  if (!isDeepStrictEqual(await viaClient(), await viaFetch()))
    throw new Error('client and raw fetch answers differ');
  for (let i = 0; i < WARM_UP; i += 1) {
    await viaClient();
    await viaFetch();
  }
  let clientNs = 0;
  let rawNs = 0;
  for (let i = 0; i < N; i += 1) {
    if (clientFirst[i] === 1) {
      clientNs += await time(viaClient, samples.client, i);
      rawNs += await time(viaFetch, samples.raw, i);
    } else {
      rawNs += await time(viaFetch, samples.raw, i);
      clientNs += await time(viaClient, samples.client, i);
    }
  }
  const perCall = (ns, values) =>
    `mean ${(ns / N / 1000).toFixed(1)} µs, median ${(median(values) / 1000).toFixed(1)} µs`;
  process.stdout.write(`GET /disputes, ${N} calls each after ${WARM_UP} warm-up calls, interleaved\n`);
  process.stdout.write(
    `client:    ${(clientNs / 1e6).toFixed(1)} ms total, ${perCall(clientNs, samples.client)}\n`,
  );
  process.stdout.write(`raw fetch: ${(rawNs / 1e6).toFixed(1)} ms total, ${perCall(rawNs, samples.raw)}\n`);
  process.stdout.write(`client vs raw fetch: ${(clientNs / rawNs).toFixed(2)}× time\n`);
} finally {
  server.closeAllConnections();
  server.close();
}
