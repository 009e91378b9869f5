// The probes of load balancers (core/control/probes.ts): `/__mock/live` and `/__mock/ready`, without a
// key, in the sandbox, the static mode and the proxy; ready asks the `readiness` probe and answers
// 503 while it fails or the mock drains; neither shows in the journal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/core/logger.js';
import { createMemoryStore } from '../src/core/store/memory-store.js';
import type { RunningMock } from '../src/index.js';
import { call, start } from './helpers/mock.js';
import { closedPortUrl } from './helpers/upstream.js';

describe('the probes in the sandbox', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await start();
  });
  afterAll(() => mock.close());

  it('answers live and ready without a key, over a socket, and not cached', async () => {
    for (const route of ['live', 'ready']) {
      const res = await call(mock, `/__mock/${route}`, { key: null, socket: true });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ [route]: true });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers HEAD with the status alone, and other methods 404', async () => {
    const head = await call(mock, '/__mock/ready', { key: null, socket: true, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect((await call(mock, '/__mock/live', { key: null, method: 'POST' })).status).toBe(404);
  });

  it('leaves them out of the request journal', async () => {
    await call(mock, '/__mock/requests', { method: 'DELETE' });
    await call(mock, '/__mock/live', { key: null });
    await call(mock, '/__mock/ready', { key: null });
    await call(mock, '/public/2025-04-01/health-check', { key: null });
    const { requests } = (await call(mock, '/__mock/requests')).json;
    expect(requests.map((r: { target: string }) => r.target)).toEqual(['/public/2025-04-01/health-check']);
  });
});

describe('readiness', () => {
  it('asks the readiness probe: 503 while it rejects, said once in the log, 200 once it resolves', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      (l) => lines.push(l),
      (l) => lines.push(l),
    );
    let failure: Error | undefined = new Error('store at db.internal:5432 refused the connection');
    const mock = await start({
      logger,
      readiness: () => (failure ? Promise.reject(failure) : Promise.resolve()),
    });
    try {
      const down = [await call(mock, '/__mock/ready', { key: null }), await call(mock, '/__mock/ready')];
      for (const res of down) {
        expect(res.status).toBe(503);
        expect(res.json).toMatchObject({ ready: false, reason: 'not ready: see the log' });
        // The probe's words name hosts: the log has them, the answer does not.
        expect(res.text).not.toContain('db.internal');
      }
      expect((await call(mock, '/__mock/live', { key: null })).status).toBe(200);
      failure = undefined;
      expect((await call(mock, '/__mock/ready', { key: null })).status).toBe(200);
      const said = lines.filter((l) => /not ready|ready again/.test(l));
      expect(said).toEqual([
        '[mock] warn  not ready: the readiness probe failed: store at db.internal:5432 refused the connection',
        '[mock] ready again',
      ]);
    } finally {
      await mock.close();
    }
  });

  it("asks the durable store's ping too", async () => {
    let down = true;
    const memory = createMemoryStore();
    const store = { ...memory, ping: () => (down ? Promise.reject(new Error('gone')) : memory.ping()) };
    const mock = await start({
      apiKeys: ['store-key-0001'],
      store: { store, spaceOf: (key: string) => key },
    });
    try {
      expect((await call(mock, '/__mock/ready', { key: null })).status).toBe(503);
      down = false;
      expect((await call(mock, '/__mock/ready', { key: null })).status).toBe(200);
    } finally {
      await mock.close();
    }
  });

  it('answers 503 when the probe does not answer in time', async () => {
    const mock = await start({ readiness: () => new Promise<void>(() => undefined) });
    try {
      const res = await call(mock, '/__mock/ready', { key: null });
      expect(res.status).toBe(503);
    } finally {
      await mock.close();
    }
  });

  it('answers 503 with the reason "draining" once the engine drains, and live stays 200', async () => {
    const mock = await start();
    try {
      mock.engine.drain();
      const res = await call(mock, '/__mock/ready', { key: null });
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ ready: false, reason: 'draining' });
      expect((await call(mock, '/__mock/live', { key: null })).status).toBe(200);
    } finally {
      await mock.close();
    }
  });
});

describe('the probes in the other modes', () => {
  it.each([
    ['the static mode', async () => start({ stateful: false })],
    ['the proxy', async () => start({ proxy: await closedPortUrl() })],
  ])('answer in %s', async (_mode, started) => {
    const mock = await started();
    try {
      for (const route of ['live', 'ready'])
        expect((await call(mock, `/__mock/${route}`, { key: null, socket: true })).status).toBe(200);
    } finally {
      await mock.close();
    }
  });
});
