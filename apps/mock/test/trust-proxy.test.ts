// `--trust-proxy` (`trustProxy`): the access log's client address and protocol come from the
// X-Forwarded-For and X-Forwarded-Proto of the proxy in front (the address it added, the last one),
// and without it those headers are ignored, since anyone can send them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/core/logger.js';
import { parseCliArgs } from '../src/node/args.js';
import type { RunningMock } from '../src/index.js';
import { call, start } from './helpers/mock.js';

const FORWARDED = {
  // What the client claimed, then what the load balancer saw and added.
  'x-forwarded-for': '203.0.113.9, 198.51.100.7',
  'x-forwarded-proto': 'https',
};

/** A mock whose JSON access lines are kept; `logged()` is the last one. */
async function logging(trustProxy: boolean) {
  const lines: Record<string, unknown>[] = [];
  const keep = (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>);
  const mock = await start({ trustProxy, logger: createLogger('info', keep, keep, 'json') });
  return { mock, logged: () => lines.filter((l) => l.method !== undefined).at(-1)! };
}

describe.each([
  [true, { client: '198.51.100.7', protocol: 'https' }],
  [false, { client: '127.0.0.1', protocol: 'http' }],
])('with trustProxy %s', (trustProxy, expected) => {
  let mock: RunningMock;
  let logged: () => Record<string, unknown>;
  beforeAll(async () => {
    ({ mock, logged } = await logging(trustProxy));
  });
  afterAll(() => mock.close());

  it(`logs the client as ${expected.client} over ${expected.protocol}`, async () => {
    await call(mock, '/public/2025-04-01/health-check', { key: null, socket: true, headers: FORWARDED });
    expect(logged()).toMatchObject(expected);
  });

  it('logs the peer when no header was forwarded', async () => {
    await call(mock, '/public/2025-04-01/health-check', { key: null, socket: true });
    expect(logged()).toMatchObject({ client: '127.0.0.1', protocol: 'http' });
  });
});

it('--trust-proxy sets trustProxy; without it, it is off', () => {
  expect(parseCliArgs(['--trust-proxy']).trustProxy).toBe(true);
  expect(parseCliArgs([]).trustProxy).toBeUndefined();
});
