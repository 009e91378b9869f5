// A random sequence of API calls over several keys, sent to a reference sandbox and, alternately, to
// the sandboxes under test, whose answers must be the reference's (request ids aside). The calls
// are drawn from a fixed seed as the run goes: those that name a record take an id the reference
// has answered with, so that writes, reads, deletes and evidence that completes all meet records
// created during the run. The clock is the run's own and moves only when a call says so.
import { expect } from 'vitest';
import type { RunningMock } from '../../src/index.js';
import { createRandom } from '../../src/core/sandbox/prng.js';
import { call } from './mock.js';

export interface Request {
  key: string;
  method: string;
  path: string;
  body?: object;
}

export interface Reply {
  status: number;
  json: unknown;
}

export type Send = (request: Request) => Promise<Reply>;

/** The sandbox's own seeded generator, drawing what a sequence needs: an index below `n`, an item. */
function random(seed: number) {
  const draw = createRandom(seed);
  return { int: (n: number) => draw.int(0, n - 1), pick: <T>(items: readonly T[]): T => draw.pick(items) };
}

/** A sandbox in this process, as a sequence sends to it. */
export const senderOf =
  (mock: RunningMock): Send =>
  async ({ key, method, path, body }) => {
    const answer = await call(mock, path, { key, method, ...(body ? { body } : {}) });
    return { status: answer.status, json: answer.json as unknown };
  };

const V = '/public/2025-04-01';
const OLD = '/public/2024-03-18';
const SEEDED_ALERT = '6601a7c3e4b0c1d2e3f40a11';
const SEEDED_DISPUTE = '6602b1d4e4b0c1d2e3f41c33';
const ACCOUNT = '6604d3f6e4b0c1d2e3f43e55';
const OUTCOMES = [
  'refunded',
  'previously_refunded',
  'duplicate',
  'decline',
  'error',
  'transaction_not_found',
];

type Ids = Record<'alert' | 'dispute' | 'webhook' | 'oldWebhook' | 'account' | 'evidence', string[]>;
type Draw = ReturnType<typeof random>;

/** The calls a sequence draws from; each gives a request from the ids created so far. */
const CALLS: ((r: Draw, ids: Ids) => Omit<Request, 'key'>)[] = [
  (r) => ({ method: 'GET', path: `${V}/alerts?offset=${r.int(140)}&limit=${1 + r.int(30)}` }),
  (r, ids) => ({ method: 'GET', path: `${V}/alerts/${r.pick(ids.alert)}` }),
  (r, ids) => ({
    method: 'POST',
    path: `${V}/alerts/${r.pick(ids.alert)}/outcome`,
    body: { outcome: r.pick(OUTCOMES) },
  }),
  (r) => ({ method: 'GET', path: `${V}/disputes?offset=${r.int(3)}&limit=${1 + r.int(30)}` }),
  (r, ids) => ({ method: 'GET', path: `${V}/disputes/${r.pick(ids.dispute)}` }),
  (r, ids) => ({
    method: 'PATCH',
    path: `${V}/disputes/${r.pick(ids.dispute)}`,
    body: r.int(2)
      ? { order: { customer: { name: `c${r.int(99)}` } } }
      : { transaction: { amount: r.int(500) } },
  }),
  (r) => ({
    method: 'POST',
    path: `${V}/platform/disputes`,
    body: {
      source_id: `dp_${r.int(1000)}`,
      account_id: ACCOUNT,
      created_at: '2025-07-01T10:00:00Z',
      reason: 'fraud',
      due_by: '2025-07-15T23:59:59Z',
      amount: 1 + r.int(900),
      currency: 'EUR',
      status: 'needs_response',
    },
  }),
  (r) => ({
    method: 'POST',
    path: `${V}/webhooks`,
    body: { event: 'alerts.updated', url: `https://merchant.example/hooks/${r.int(1000)}` },
  }),
  () => ({ method: 'GET', path: `${V}/webhooks` }),
  (r, ids) => ({ method: 'DELETE', path: `${V}/webhooks/${r.pick(ids.webhook)}` }),
  (r) => ({
    method: 'POST',
    path: `${V}/accounts`,
    body: {
      owner_name: `Owner ${r.int(99)}`,
      business_name: 'Shop',
      business_url: 'https://shop.example',
      email: 'owner@shop.example',
    },
  }),
  (r, ids) => ({ method: 'GET', path: `${V}/accounts/${r.pick(ids.account)}` }),
  (r, ids) => ({
    method: 'POST',
    path: `${V}/evidence`,
    body: { account_id: ACCOUNT, dispute: { dispute_id: r.pick(ids.dispute) } },
  }),
  (r, ids) => ({ method: 'GET', path: `${V}/evidence/${r.pick(ids.evidence)}` }),
  (r) => ({
    method: 'POST',
    path: `${OLD}/webhooks`,
    body: { event: 'dispute.created', url: `https://merchant.example/old/${r.int(1000)}` },
  }),
  () => ({ method: 'GET', path: `${OLD}/webhooks` }),
  (r, ids) => ({ method: 'DELETE', path: `${OLD}/webhooks/${r.pick(ids.oldWebhook)}` }),
  () => ({ method: 'GET', path: `${OLD}/disputes?limit=5` }),
];

/** What an answer created, by kind, from its path. */
function remember(ids: Ids, request: Omit<Request, 'key'>, reply: Reply): void {
  const id = (reply.json as { id?: unknown } | undefined)?.id;
  if (request.method !== 'POST' || reply.status >= 300 || typeof id !== 'string') return;
  const kind = request.path.startsWith(OLD)
    ? 'oldWebhook'
    : (
        {
          '/platform/disputes': 'dispute',
          '/webhooks': 'webhook',
          '/accounts': 'account',
          '/evidence': 'evidence',
        } as const
      )[request.path.slice(V.length)];
  if (kind) ids[kind].push(id);
}

/** The answer without what differs by request: request ids. */
export function comparable(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(comparable);
  if (json === null || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json)
      .filter(([name]) => name !== 'requestId' && name !== 'request_id')
      .map(([name, value]) => [name, comparable(value)]),
  );
}

export interface SequenceRun {
  seed: number;
  steps: number;
  keys: readonly string[];
  reference: Send;
  /** The sandboxes under test, sent to in turn. */
  subjects: readonly Send[];
  /** Moves the clock of every sandbox by `ms`: drawn now and then, so that evidence completes. */
  tick: (ms: number) => void;
}

/** Runs the sequence; fails at the first answer that differs from the reference's. */
export async function runSequence(run: SequenceRun): Promise<{ writes: number }> {
  const r = random(run.seed);
  const idsByKey = new Map(
    run.keys.map((key) => [
      key,
      {
        alert: [SEEDED_ALERT],
        dispute: [SEEDED_DISPUTE],
        webhook: [],
        oldWebhook: [],
        account: [ACCOUNT],
        evidence: [],
      },
    ]),
  );
  let writes = 0;
  for (let step = 0; step < run.steps; step++) {
    if (r.int(20) === 0) run.tick(1000);
    const key = r.pick(run.keys);
    const ids = idsByKey.get(key)!;
    const drawn = r.pick(CALLS);
    const request = drawn(r, ids);
    // A call that needs a record of a kind the key has not created yet is drawn again next step.
    if (request.path.includes('/undefined')) continue;
    const expected = await run.reference({ key, ...request });
    const got = await run.subjects[step % run.subjects.length]!({ key, ...request });
    const where = `step ${step} (seed ${run.seed}): ${request.method} ${request.path}`;
    expect({ where, status: got.status, json: comparable(got.json) }).toEqual({
      where,
      status: expected.status,
      json: comparable(expected.json),
    });
    if (request.method !== 'GET') writes++;
    remember(ids, request, expected);
  }
  return { writes };
}
