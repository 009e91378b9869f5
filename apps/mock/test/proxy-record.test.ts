// Recording through the proxy, then replaying: the records the service's answers showed are written
// as own data (one per id, the latest answer's), personal data replaced by fakes that differ from
// the originals, are the same for the same value, and keep to the contract; a sandbox started with
// the file answers those records as the service did. Records that break the contract are left out.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { contractProblems } from '@dispute-api/spec/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import type { RunningMock } from '../src/index.js';
import { PERSONAL_MEMBERS } from '../src/core/proxy/scrub.js';
import { call, start } from './helpers/mock.js';
import { localServer } from '@dispute-api/test-support/http';

const NEW = '2025-04-01';
const OLD = '2024-03-18';
/** Reads whose answers show records, on both versions. */
const READS = [
  `/public/${NEW}/alerts?limit=100`,
  `/public/${NEW}/alerts/6601a7c3e4b0c1d2e3f40a11`,
  `/public/${NEW}/disputes/6602b1d4e4b0c1d2e3f41c33`,
  `/public/${NEW}/accounts/6604d3f6e4b0c1d2e3f43e55`,
  `/public/${NEW}/evidence/6605e4a7e4b0c1d2e3f44f66`,
  `/public/${NEW}/webhooks`,
  `/public/${OLD}/disputes`,
  `/public/${OLD}/webhooks`,
];
const dir = scratchDir('record');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let sandbox: RunningMock;
beforeAll(async () => {
  sandbox = await start({ evidenceDelayMs: 0 });
});
afterAll(() => sandbox?.close());

/** Records through a proxy in front of the sandbox, to `file`; returns the file's own data. */
async function record(file: string, recordRaw = false) {
  const proxy = await start({ proxy: sandbox.url, record: file, recordRaw });
  for (const path of READS) expect((await call(proxy, path)).status).toBe(200);
  await proxy.close();
  return JSON.parse(readFileSync(file, 'utf8'));
}

const withoutRequestId = ({ requestId: _, ...rest }: Record<string, unknown>) => rest;

/** Every value at a `holder.member` path of the scrub, with where it is, in a recorded value. */
function personal(value: unknown, holder = '', at = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => personal(v, holder, `${at}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([member, v]) =>
    PERSONAL_MEMBERS.includes(`${holder}.${member}`) && v !== null
      ? [[`${at}/${member}`, v] as [string, unknown]]
      : personal(v, member, `${at}/${member}`),
  );
}

describe('record, then replay', () => {
  let raw: any;
  let scrubbed: any;
  let replayRaw: RunningMock;
  let replay: RunningMock;
  beforeAll(async () => {
    raw = await record(join(dir, 'raw.json'), true);
    scrubbed = await record(join(dir, 'scrubbed.json'));
    replayRaw = await start({ fixtures: raw });
    replay = await start({ fixtures: scrubbed });
  });
  afterAll(async () => {
    await replayRaw?.close();
    await replay?.close();
  });

  it('keeps each record the answers showed, once per id, in the own data format', () => {
    const counts = (data: any) =>
      Object.fromEntries(
        Object.entries(data).map(([v, c]: [string, any]) => [
          v,
          Object.fromEntries(Object.entries(c).map(([k, l]: [string, any]) => [k, l.length])),
        ]),
      );
    // 100 alerts of the page (the single read is one of them), and the other reads' records.
    const expected = {
      [NEW]: { alerts: 100, disputes: 1, accounts: 1, evidence: 1, webhooks: 2 },
      [OLD]: { disputes: 53, webhooks: 2 },
    };
    expect(counts(raw)).toEqual(expected);
    expect(counts(scrubbed)).toEqual(expected);
  });

  it('replays the raw recording as the service answered, record for record', async () => {
    for (const path of READS) {
      const [service, replayed] = await Promise.all([call(sandbox, path), call(replayRaw, path)]);
      // The page of 100 is all the replay has, so its own total is 100; its records are the same.
      const records = (json: any) => (json.alerts ? json.alerts : withoutRequestId(json));
      expect(records(replayed.json), path).toEqual(records(service.json));
    }
  });

  it('replays the scrubbed recording as recorded, inside the contract', async () => {
    const alerts = scrubbed[NEW].alerts;
    const page = (await call(replay, `/public/${NEW}/alerts?limit=100`)).json;
    expect(page.alerts).toEqual(alerts);
    expect(contractProblems({ version: NEW, method: 'get', template: '/alerts' }, 200, page)).toEqual([]);
    const dispute = await call(replay, READS[2]!);
    expect(withoutRequestId(dispute.json)).toEqual(withoutRequestId(scrubbed[NEW].disputes[0]));
    const account = await call(replay, READS[3]!);
    expect(account.json.owner_name).toBe(scrubbed[NEW].accounts[0].owner_name);
  });

  it('replaces every personal value with a fake of its own, the same for the same value', () => {
    const original = personal(raw);
    const faked = new Map(personal(scrubbed));
    expect(original.length).toBeGreaterThan(100);
    const fakeOf = new Map<string, unknown>();
    for (const [at, value] of original) {
      const fake = faked.get(at);
      expect(fake, at).not.toEqual(value);
      const key = JSON.stringify(value);
      if (!fakeOf.has(key)) fakeOf.set(key, fake);
      // Names are one kind wherever they appear: a holder and a billing name of one person match.
      else if (!at.endsWith('/customer') && !at.endsWith('/shipping_address'))
        expect(fake, at).toEqual(fakeOf.get(key));
    }
    // Some people appear more than once in the seed, so the check above compared fakes.
    expect(fakeOf.size).toBeLessThan(original.length);
    const file = readFileSync(join(dir, 'scrubbed.json'), 'utf8');
    const leaked = original.filter(
      ([, v]) => typeof v === 'string' && v.length >= 5 && file.includes(JSON.stringify(v)),
    );
    expect(leaked).toEqual([]);
  });
});

describe('a record that breaks the contract', () => {
  it('is left out of the recording, and named', async () => {
    const good = { id: 'a1', status: 'alerted', outcome: null };
    const upstream = await localServer((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          alerts: [good, { id: 'a2', status: 'exploded' }],
          pagination: { totalCount: 2, offset: 0, limit: 25 },
          requestId: 'r1',
        }),
      );
    });
    const lines: string[] = [];
    const proxy = await start({ proxy: upstream.url, record: join(dir, 'partial.json') });
    try {
      await call(proxy, `/public/${NEW}/alerts`);
      const { data, leftOut } = await proxy.engine.recording!();
      expect(data).toEqual({ [NEW]: { alerts: [good] } });
      expect(leftOut).toEqual([
        expect.stringMatching(
          /^version 2025-04-01, collection alerts, field \/status: must be one of: alerted.*\(record a2, left out\)$/,
        ),
      ]);
      lines.push(...leftOut);
    } finally {
      await proxy.close();
      await upstream.close();
    }
    expect(JSON.parse(readFileSync(join(dir, 'partial.json'), 'utf8'))).toEqual({
      [NEW]: { alerts: [good] },
    });
  });
});
