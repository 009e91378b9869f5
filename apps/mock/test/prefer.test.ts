// The static mode (--static): Prism's Prefer header keeps working behind the engine: code=, example=,
// dynamic=, seed=.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { contractProblems } from '@dispute-api/spec/contract';
import { call, start } from './helpers/mock.js';

let mock: RunningMock;
beforeAll(async () => {
  mock = await start({ stateful: false });
});
afterAll(() => mock.close());

describe('Prefer', () => {
  it.each(['2025-04-01', '2024-03-18'])(
    'code=429 answers 429 with a Retry-After of whole seconds (%s)',
    async (v) => {
      const path = v === '2025-04-01' ? '/alerts' : '/webhooks';
      const r = await call(mock, `/public/${v}${path}`, { headers: { prefer: 'code=429' } });
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(contractProblems({ version: v, method: 'get', template: path }, r.status, r.text)).toEqual([]);
    },
  );

  it('code=500 answers 500 in the structured format, also on a POST', async () => {
    const r = await call(mock, `/public/2025-04-01/accounts`, {
      method: 'POST',
      headers: { prefer: 'code=500' },
      body: { owner_name: 'A', business_name: 'B', business_url: 'https://b.example', email: 'a@b.example' },
    });
    expect(r.status).toBe(500);
    expect(r.json.error).toMatchObject({ type: 'api_error', code: 'internal_error' });
  });

  it('a refused request stays refused whatever it prefers', async () => {
    expect(
      (await call(mock, `/public/2025-04-01/alerts`, { key: null, headers: { prefer: 'code=500' } })).status,
    ).toBe(403);
    expect(
      (await call(mock, `/public/2025-04-01/alerts?limit=0`, { headers: { prefer: 'code=500' } })).status,
    ).toBe(400);
  });

  it('example= picks a named example', async () => {
    const path = `/public/2025-04-01/evidence/6605e4a7e4b0c1d2e3f44f66`;
    expect((await call(mock, path)).json.status).toBe('in_progress');
    expect((await call(mock, path, { headers: { prefer: 'example=completed' } })).json.status).toBe(
      'completed',
    );
  });

  it('code= and example= combine (RFC 7240 list)', async () => {
    // The alert read's 401 has the alert error table's examples; the list's 401 codes are not shown.
    const r = await call(mock, `/public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11`, {
      headers: { prefer: 'code=401, example=missingCredentials' },
    });
    expect(r.status).toBe(401);
    expect(r.json.error.code).toBe('missing_credentials');
  });

  it('dynamic=true generates data instead of the example; seed= makes it repeat', async () => {
    const path = `/public/2025-04-01/alerts`;
    const fixed = (await call(mock, path)).json;
    const a = (await call(mock, path, { headers: { prefer: 'dynamic=true, seed=abc' } })).json;
    const b = (await call(mock, path, { headers: { prefer: 'dynamic=true, seed=abc' } })).json;
    const c = (await call(mock, path, { headers: { prefer: 'dynamic=true, seed=xyz' } })).json;
    expect(a.alerts).not.toEqual(fixed.alerts);
    expect(b.alerts).toEqual(a.alerts);
    expect(c.alerts).not.toEqual(a.alerts);
  });

  it('dynamic=true data is valid, holds no schema annotations, and pages consistently with limit and offset', async () => {
    const cases = [
      { version: '2025-04-01', template: '/alerts', query: '?limit=5&offset=10', list: 'alerts' },
      { version: '2025-04-01', template: '/disputes', query: '?limit=3&offset=2', list: 'disputes' },
      { version: '2025-04-01', template: '/disputes', query: '', list: 'disputes' },
      { version: '2024-03-18', template: '/disputes', query: '', list: 'data' },
    ];
    for (const c of cases) {
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
        const r = await call(mock, `/public/${c.version}${c.template}${c.query}`, {
          headers: { prefer: `dynamic=true, seed=${seed}` },
        });
        const label = `${c.version} ${c.template}${c.query} seed=${seed}: ${r.text.slice(0, 300)}`;
        expect(
          contractProblems({ version: c.version, method: 'get', template: c.template }, r.status, r.text),
          label,
        ).toEqual([]);
        expect(r.text, label).not.toMatch(/"x-unspecified"|"x-assumption"/);
        // Where the contract leaves a member open, the value is the spec example's, not an empty object.
        if (c.list === 'disputes')
          for (const d of r.json.disputes) expect(typeof d.created_at, label).toBe('string');
        const items = r.json[c.list] as unknown[];
        const limit = /limit=(\d+)/.exec(c.query)?.[1] ?? '25';
        const offset = Number(/offset=(\d+)/.exec(c.query)?.[1] ?? 0);
        expect(items.length, label).toBeLessThanOrEqual(Number(limit));
        const { pagination } = r.json;
        if (c.list === 'alerts')
          expect(pagination, label).toEqual({
            totalCount: offset + items.length,
            offset,
            limit: Number(limit),
          });
        if (c.list === 'disputes') {
          expect(pagination, label).toMatchObject({
            totalCount: offset * Number(limit) + items.length,
            offset,
            limit: Number(limit),
          });
          expect(pagination.totalPages, label).toBe(Math.ceil(pagination.totalCount / Number(limit)));
        }
        if (c.list === 'data')
          expect(r.json, label).toMatchObject({ totalCount: items.length, hasMore: false });
      }
    }
  });

  it('an example asked for under the wrong status is ignored, and the log names the status that has it', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const logger = {
      level: 'warn' as const,
      error: log,
      warn: log,
      info: () => {},
      debug: () => {},
      enabled: (l: string) => l !== 'info' && l !== 'debug',
    };
    const logged = await start({ stateful: false, logger });
    try {
      const r = await call(logged, `/public/2025-04-01/alerts`, {
        headers: { prefer: 'example=rateLimited' },
      });
      expect(r.status).toBe(200);
      await call(logged, `/public/2025-04-01/alerts`, { headers: { prefer: 'example=nowhere' } });
    } finally {
      await logged.close();
    }
    expect(lines).toEqual([
      expect.stringMatching(
        /example=rateLimited of listAlerts is documented under status 429, not the success answer; add code=429; ignored$/,
      ),
      expect.stringMatching(/example=nowhere names no example of listAlerts; ignored$/),
    ]);
  });

  it('a preference that cannot be honoured is ignored, so the answer stays documented', async () => {
    for (const prefer of ['code=418', 'code=abc', 'example=no-such-example', 'dynamic=maybe']) {
      const r = await call(mock, `/public/2025-04-01/health-check`, { headers: { prefer } });
      expect(r.status, prefer).toBe(200);
      expect(r.json, prefer).toBe('OK');
    }
  });
});

describe('--seed', () => {
  it('makes dynamic examples repeat across mock processes', async () => {
    const bodies = [];
    for (let i = 0; i < 2; i++) {
      const seeded = await start({ stateful: false, seed: '42' });
      try {
        bodies.push(
          (await call(seeded, `/public/2025-04-01/disputes`, { headers: { prefer: 'dynamic=true' } })).json
            .disputes,
        );
      } finally {
        await seeded.close();
      }
    }
    expect(bodies[1]).toEqual(bodies[0]);
  });
});
