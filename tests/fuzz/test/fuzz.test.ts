// The fuzz property: for every mode, requests generated from the bundled spec for every operation
// of both versions, corrupted 0 to 3 times, each answered as the contract documents (oracle.ts),
// without a hang (wire.ts deadline) or a crash (the mock runs in this process: an uncaught error
// fails the run, and the mock must still answer afterwards). A failure prints fast-check's shrunk
// counterexample, its seed and path; FUZZ_SEED and FUZZ_PATH replay it, FUZZ_RUNS sets the count.
import { Agent } from 'node:http';
import { sign, startMock, VERSIONS, type RunningMock } from '@dispute-api/mock';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corrupt, corruption, type Corruption } from './corrupt.js';
import { DEV_KEY, idsIn, requestsOf } from './from-spec.js';
import { MODES } from './modes.js';
import { createOracle } from './oracle.js';
import { targetOf, type FuzzRequest } from './request.js';
import { FUZZ_SECRET, send } from './wire.js';

/** Requests per mode (about 3 s each on 2 cores); 2,000 by default, enough to reach every corruption kind many times over. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/**
 * The seed: FUZZ_SEED when given (a replay), a fixed one under CI (the same requests on every run,
 * so a red build is the code's doing), else a new one per local run, printed so it can be replayed.
 */
const CI_SEED = 20_250_401;
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI === 'true'
    ? CI_SEED
    : Math.floor(Math.random() * 2 ** 31);
console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
const replay = { seed: SEED, ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}) };

const judge = createOracle(VERSIONS);

/** 0 to 3 corruptions, most often one: a single fault reaches deepest before something refuses it. */
const CORRUPTIONS = fc.oneof(
  // Cross-shrinking lets a counterexample lose a corruption that plays no part in the failure.
  { withCrossShrink: true },
  { weight: 2, arbitrary: fc.constant([]) },
  { weight: 4, arbitrary: fc.array(corruption, { minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.array(corruption, { minLength: 2, maxLength: 3 }) },
) as fc.Arbitrary<Corruption[]>;

/** Ids of records the mock holds (the sandbox's seed), so that requests also reach existing ones. */
async function heldIds(mock: RunningMock): Promise<string[]> {
  const lists = ['/alerts?limit=100', '/disputes?limit=100', '/webhooks', '/accounts', '/evidence'];
  const answers = await Promise.all(
    lists.map(async (path) => {
      const signature = await sign(FUZZ_SECRET, 'GET', `/public/2025-04-01${path}`);
      const headers = { 'x-api-key': DEV_KEY, 'x-service-hmac-sha256': signature };
      return fetch(`${mock.baseUrls['2025-04-01']}${path}`, { headers }).then(
        (r) => r.json(),
        () => undefined,
      );
    }),
  );
  return idsIn(answers).slice(0, 200);
}

/** What was sent, without the body itself (which can be a megabyte): enough to read a failure. */
const describeSent = (r: FuzzRequest) =>
  `${r.method} ${targetOf(r).slice(0, 300)} headers=${JSON.stringify(r.headers.map(([n, v]) => [n, v.slice(0, 80)]))}`;

// The mock runs in this process, so an error that escapes it (a throw in a timer or a stream
// handler) would take a standalone mock down. It is caught here and fails the request that caused it.
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);
beforeAll(() => {
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
});
afterAll(() => {
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
});

describe.each(MODES)('mock, $name', (mode) => {
  let mock: RunningMock;
  let agent: Agent;
  let fuzzed: fc.Arbitrary<[FuzzRequest, Corruption[]]>;
  beforeAll(async () => {
    mock = await startMock({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      seed: '1',
      secretKey: FUZZ_SECRET,
      requireSignature: true,
      ...mode.options,
    });
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ids = await heldIds(mock);
    fuzzed = fc.tuple(fc.oneof(...VERSIONS.flatMap((v) => requestsOf(v, ids))), CORRUPTIONS);
  });
  afterAll(async () => {
    agent?.destroy();
    await mock?.close();
  });

  it(`answers ${RUNS} corrupted requests with documented statuses and bodies`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fuzzed, async ([base, corruptions]) => {
        const request = corrupt(base, corruptions);
        const answer = await send(mock.url, agent, request);
        if (answer.ok) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        // One turn of the event loop, for anything the request left scheduled to throw.
        await new Promise((resolve) => setImmediate(resolve));
        const problems = [
          ...judge(request, answer),
          ...crashes.splice(0).map((e) => `the mock crashed: ${String((e as Error)?.stack ?? e)}`),
        ];
        // The `__proto__` and `constructor.prototype` bodies must not reach Object.prototype.
        if ('polluted' in {}) problems.push('Object.prototype was polluted by a request body');
        if (problems.length > 0) throw new Error(`${describeSent(request)}\n  ${problems.join('\n  ')}`);
      }),
      { numRuns: RUNS, ...replay },
    );
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${mode.name}: ${sent} requests, statuses ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    // The generator reaches every stage of the pipeline: success, validation, key, routing and size.
    for (const status of [400, 403, 404, 413])
      expect(statuses.get(status), `no ${status} in ${sent} requests`).toBeGreaterThan(0);
    expect(
      [...statuses.keys()].some((s) => s >= 200 && s < 300),
      'no 2xx at all',
    ).toBe(true);
    // Still up: the health check answers after everything above.
    const health = await fetch(`${mock.baseUrls['2025-04-01']}/health-check`);
    expect(health.status).toBe(200);
  });
});
