// The graceful stop (node/drain.ts, `RunningMock.close()`): readiness answers 503 at once, no new
// connection is accepted, idle kept-alive ones close, requests in flight get their answers (within
// the drain timeout; after it their connections close), then `onClose` runs. The command does the
// same on SIGTERM and exits 0.
import { connect } from 'node:net';
import { mockOrigin } from '@dispute-api/test-support/server-process';
import { describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { start as startCli } from './helpers/cli.js';
import { call, KEY, start } from './helpers/mock.js';

/** Whether a new connection to the port is refused (the server stopped listening). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** A kept-alive connection that has had its answer and sits idle; resolves `closed` when the server ends it. */
function idleConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  const answered = new Promise<void>((resolve) => {
    socket.once('connect', () => socket.write('GET /__mock/live HTTP/1.1\r\nhost: mock\r\n\r\n'));
    socket.once('data', () => resolve());
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  return { answered, closed };
}

/** A scenario that delays the next `times` reads of the alerts list. */
const delayAlerts = (mock: RunningMock, delayMs: number, times: number) =>
  call(mock, '/__mock/scenarios', {
    method: 'POST',
    body: { version: '2025-04-01', operationId: 'listAlerts', delayMs, times },
  });

const listAlerts = (base: string) =>
  fetch(`${base}/public/2025-04-01/alerts?limit=1`, { headers: { 'x-api-key': KEY } });

describe('close()', () => {
  it('answers readiness 503, refuses new connections and closes idle ones, lets requests in flight finish, then calls onClose', async () => {
    const held: (() => void)[] = [];
    const events: string[] = [];
    const mock = await start({
      sleep: () => new Promise<void>((resolve) => held.push(resolve)),
      onClose: () => void events.push('onClose'),
    });
    await delayAlerts(mock, 1_000, 2);
    const answers = [listAlerts(mock.url), listAlerts(mock.url)];
    await expect.poll(() => held.length).toBe(2);
    const idle = idleConnection(mock.port);
    await idle.answered;

    const closing = mock.close().then(() => events.push('closed'));
    expect(mock.close()).toBe(mock.close());
    const ready = await call(mock, '/__mock/ready', { key: null });
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ ready: false, reason: 'draining' });
    await expect.poll(() => refused(mock.port)).toBe(true);
    await idle.closed;
    expect(events).toEqual([]);

    for (const release of held) release();
    expect((await Promise.all(answers)).map((res) => res.status)).toEqual([200, 200]);
    await closing;
    expect(events).toEqual(['onClose', 'closed']);
  });

  it('closes the connections of requests still in flight after the drain timeout', async () => {
    let held = 0;
    const mock = await start({ sleep: () => new Promise<void>(() => void held++), drainTimeoutMs: 50 });
    await delayAlerts(mock, 1_000, 1);
    const answer = listAlerts(mock.url);
    await expect.poll(() => held).toBe(1);
    await mock.close();
    await expect(answer).rejects.toThrow();
  });

  it('refuses a drain timeout that is not a whole number of milliseconds', async () => {
    await expect(start({ drainTimeoutMs: 1.5 })).rejects.toThrow(
      'drainTimeoutMs must be an integer of milliseconds from 0 to 24 days, got 1.5',
    );
  });
});

describe('the command on SIGTERM', () => {
  it('answers every request in flight, refuses new connections and exits 0', async () => {
    const cli = startCli(['--port', '0', '--log-level', 'warn', '--drain-timeout', '60s']);
    await expect.poll(() => mockOrigin(cli.out.stdout), { timeout: 60_000, interval: 50 }).toBeDefined();
    const origin = mockOrigin(cli.out.stdout)!;
    const port = Number(new URL(origin).port);
    const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
    const body = JSON.stringify({
      version: '2025-04-01',
      operationId: 'listAlerts',
      delayMs: 5_000,
      times: 3,
    });
    expect((await fetch(`${origin}/__mock/scenarios`, { method: 'POST', headers, body })).status).toBe(201);
    const answers = [listAlerts(origin), listAlerts(origin), listAlerts(origin)];
    // Each request takes the scenario once, as it starts its delay: once none is left, all three wait.
    const scenarios = async () =>
      ((await (await fetch(`${origin}/__mock/scenarios`, { headers })).json()) as { scenarios: unknown[] })
        .scenarios.length;
    await expect.poll(scenarios, { timeout: 60_000, interval: 20 }).toBe(0);

    cli.child.kill('SIGTERM');
    await expect.poll(() => refused(port), { timeout: 60_000, interval: 20 }).toBe(true);
    expect((await Promise.all(answers)).map((res) => res.status)).toEqual([200, 200, 200]);
    const exit = await cli.exited;
    expect(exit.code).toBe(0);
    expect(exit.stderr).toBe('');
  });
});
