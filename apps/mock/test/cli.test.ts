// The `dispute-api-mock` command as a user runs it (the built dist/cli.js, in a child process).
import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundle, operationOf, resolveRef } from '@dispute-api/spec/contract';
import { VERSIONS } from '@dispute-api/spec/versions';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { stopGroup } from '@dispute-api/test-support/processes';
import { mockOrigin, stopOnFirstLine } from '@dispute-api/test-support/server-process';
import { sign } from '../src/index.js';
import { CLI, run, start } from './helpers/cli.js';

/** Sends a request head that never ends; resolves with what came back and when the socket closed. */
function trickle(port: number): Promise<{ text: string; elapsedMs: number }> {
  return new Promise((res, rej) => {
    const started = Date.now();
    let text = '';
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /public/2025-04-01/alerts HTTP/1.1\r\nhost: x\r\n'),
    );
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', rej);
    socket.on('close', () => res({ text, elapsedMs: Date.now() - started }));
  });
}

/** The base URL of 2025-04-01 in the lines the command prints once it listens. */
const currentBase = (stdout: string) => {
  const origin = mockOrigin(stdout);
  return origin === undefined ? undefined : `${origin}/public/2025-04-01`;
};

describe('starting', () => {
  it('takes its header timeout from --headers-timeout-ms', async () => {
    let answer: { text: string; elapsedMs: number } | undefined;
    const r = await run(
      ['--port', '0', '--log-level', 'warn', '--headers-timeout-ms', '400'],
      async (out) => {
        const port = /127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
        if (port === undefined) return false;
        answer = await trickle(Number(port));
        return true;
      },
    );
    expect(r.code).toBe(0);
    expect(answer!.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer!.text).toContain('"code":"request_timeout"');
    // Not before the 400 ms given (Node checks at a quarter of it, at least every 50 ms), and not
    // the default 10 s: the bound is that default, so a loaded machine cannot fail it.
    expect(answer!.elapsedMs).toBeGreaterThanOrEqual(350);
    expect(answer!.elapsedMs).toBeLessThan(10_000);
  });

  it('prints one line per version with its base URL and the key, and serves there', async () => {
    let answered = 0;
    const r = await run(['--port', '0', '--log-level', 'warn'], async (out) => {
      const urls = [...out.matchAll(/at (http:\/\/127\.0\.0\.1:\d+\/public\/[\d-]+) /g)].map((m) => m[1]!);
      if (urls.length < VERSIONS.length) return false;
      for (const url of urls) if ((await fetch(`${url}/health-check`)).status === 200) answered++;
      return true;
    });
    for (const version of VERSIONS) {
      expect(r.stdout).toMatch(
        new RegExp(
          `^dispute-api-mock: ${version} at http://127\\.0\\.0\\.1:\\d+/public/${version} \\(x-api-key: local-dev-key\\)$`,
          'm',
        ),
      );
    }
    expect(answered).toBe(VERSIONS.length);
    expect(r.code).toBe(0);
  });

  it('starts the sandbox by default, with --seed and --evidence-delay-ms, and says how to reset it', async () => {
    let page: { alerts: unknown[]; pagination: { totalCount: number } } | undefined;
    let evidence: string[] = [];
    const r = await run(
      ['--port', '0', '--log-level', 'warn', '--seed', '3', '--evidence-delay-ms', '0'],
      async (out) => {
        const url = currentBase(out);
        if (!url || !/__mock\/reset/.test(out)) return false;
        const headers = { 'x-api-key': 'local-dev-key', 'content-type': 'application/json' };
        page = (await (await fetch(`${url}/alerts?limit=3`, { headers })).json()) as typeof page;
        const body = JSON.stringify({ account_id: 'a', dispute: { dispute_id: '6602b1d4e4b0c1d2e3f41c33' } });
        const created = (await (
          await fetch(`${url}/evidence`, { method: 'POST', headers, body })
        ).json()) as { id: string; status: string };
        const read = (await (await fetch(`${url}/evidence/${created.id}`, { headers })).json()) as {
          status: string;
        };
        evidence = [created.status, read.status];
        return true;
      },
    );
    expect(r.stdout).toMatch(
      /^dispute-api-mock: sandbox; POST http:\/\/127\.0\.0\.1:\d+\/__mock\/reset restores the seeded data; control page at http:\/\/127\.0\.0\.1:\d+\/__mock\/$/m,
    );
    expect(page?.alerts).toHaveLength(3);
    expect(page?.pagination.totalCount).toBe(137);
    expect(evidence).toEqual(['in_progress', 'completed']);
  });

  it('serves metrics on --metrics-port and says where', async () => {
    let status = 0;
    const r = await run(['--port', '0', '--log-level', 'warn', '--metrics-port', '0'], async (out) => {
      const url = /^dispute-api-mock: metrics at (http:\/\/127\.0\.0\.1:\d+\/metrics)$/m.exec(out)?.[1];
      if (url === undefined) return false;
      status = (await fetch(url)).status;
      return true;
    });
    expect(r.code).toBe(0);
    expect(status).toBe(200);
  });

  it('--stateful serves the sandbox (an alias of the default)', async () => {
    let page: { pagination: { offset: number } } | undefined;
    let unknownAlert = 0;
    const r = await run(['--port', '0', '--log-level', 'warn', '--stateful'], async (out) => {
      const url = currentBase(out);
      if (!url) return false;
      const headers = { 'x-api-key': 'local-dev-key' };
      page = (await (await fetch(`${url}/alerts`, { headers })).json()) as typeof page;
      unknownAlert = (await fetch(`${url}/alerts/ffffffffffffffffffffffff`, { headers })).status;
      return true;
    });
    expect(r.code).toBe(0);
    // The sandbox pages from 0 and knows its records.
    expect(page?.pagination.offset).toBe(0);
    expect(unknownAlert).toBe(404);
    expect(r.stdout).toMatch(/__mock\/reset restores/);
  });
});

// The offset of the spec's example page of GET /alerts, which the static mode answers.
const examplePage = () => {
  const bundle = loadBundle('2025-04-01');
  const media = (
    resolveRef(
      bundle,
      operationOf({ version: '2025-04-01', method: 'get', template: '/alerts' }).responses,
    ) as any
  )['200'].content['application/json'];
  return (resolveRef(bundle, Object.values(media.examples)[0]) as any).value.pagination.offset as number;
};

// Prism's first start is the slow part of `--static`, so these tests share one server, started
// with a key, a secret and signing required, and logging at debug level.
describe('--static', () => {
  const secrets = ['team-key-0001', 'secret-0002', 'deadbeef'.repeat(8)] as const;
  let cli: ReturnType<typeof start>;
  let url = '';
  beforeAll(async () => {
    cli = start([
      '--static',
      '--port',
      '0',
      '--log-level',
      'debug',
      '--api-key',
      secrets[0],
      '--secret-key',
      secrets[1],
      '--require-signature',
    ]);
    url = await new Promise<string>((res, rej) => {
      cli.child.stdout!.on('data', () => {
        const found = currentBase(cli.out.stdout);
        if (found) res(found);
      });
      void cli.exited.then((r) => rej(new Error(`the CLI exited ${r.code} before serving:\n${r.stderr}`)));
    });
  });
  afterAll(() => stopGroup(cli.child));

  /** A request signed as the server requires. */
  async function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    const signature = await sign(secrets[1], method, new URL(`${url}${path}`).pathname, body);
    return fetch(`${url}${path}`, {
      method,
      headers: { 'x-api-key': secrets[0], 'x-service-hmac-sha256': signature, ...headers },
      ...(body === undefined ? {} : { body }),
    });
  }

  it("serves the spec's examples", async () => {
    const page = (await (await send('GET', '/alerts')).json()) as { pagination: { offset: number } };
    expect(page.pagination.offset).toBe(examplePage());
    // The examples answer any id.
    expect((await send('GET', '/alerts/ffffffffffffffffffffffff')).status).toBe(200);
    expect(cli.out.stdout).not.toMatch(/__mock\/reset restores/);
  });

  it("words the engine's warnings about options with its own flags", async () => {
    const r = await run(['--port', '0', '--log-level', 'warn', '--secret-key', 'dev-secret'], (out) =>
      out.includes('control page at'),
    );
    expect(r.stderr).toContain(
      '--secret-key without --require-signature has no effect: signatures are not checked',
    );
    expect(r.stderr).not.toContain('secretKey');
  });

  it("never prints keys, secrets or signatures it was given, even at debug level, Prism's lines included", async () => {
    await fetch(`${url}/alerts`, {
      headers: { 'x-api-key': secrets[0], 'x-service-hmac-sha256': secrets[2] },
    });
    await fetch(`${url}/alerts`, { headers: { 'x-api-key': 'wrong-key-0003' } });
    // A valid request with key material in its body reaches Prism, whose debug log shows bodies.
    const body = JSON.stringify({ event: secrets[1], url: `https://app.example/${secrets[0]}` });
    expect((await send('POST', '/webhooks', { 'content-type': 'application/json' }, body)).status).toBe(200);
    // Prism's own lines went through the mock's logger, the request body among them.
    await expect.poll(() => cli.out.stdout).toMatch(/\[mock\] debug prism .*< Body: /);
    expect(cli.out.stdout).toMatch(/refused: x-api-key is not an accepted key/);
    expect(cli.out.stdout).toMatch(/refused: x-service-hmac-sha256 does not match/);
    for (const secret of [...secrets, 'wrong-key-0003'])
      expect(cli.out.stdout + cli.out.stderr).not.toContain(secret);
  });

  it('stops cleanly on SIGTERM', async () => {
    cli.child.kill('SIGTERM');
    expect((await cli.exited).code).toBe(0);
  });
});

describe('stopping', () => {
  it('stops with 0 when stopped the moment it says where it listens', async () => {
    // Its handlers are in place before those lines (a reader may stop it on seeing them).
    for (let i = 0; i < 10; i++)
      expect(await stopOnFirstLine(CLI, ['--port', '0'])).toEqual({ code: 0, signal: null });
  });
});

describe('failing to start', () => {
  let blocker: Server;
  let port: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    port = (blocker.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => blocker.close(() => r())));

  it('exits 1 with a clear message when the port is taken', async () => {
    const r = await run(['--port', String(port)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`));
  });

  it('exits 1 with a clear message when the metrics port is taken', async () => {
    const r = await run(['--port', '0', '--metrics-port', String(port)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use; choose another with --metrics-port`),
    );
  });

  it('exits 1 with a clear message when a bundle is missing', async () => {
    const empty = scratchDir('mock-no-bundles');
    const r = await run(['--port', '0', '--spec-dir', empty]);
    expect(r.code).toBe(1);
    // The first listed version it looks for, whichever that is.
    expect(r.stderr).toMatch(
      /the bundle of version (\d{4}-\d{2}-\d{2}) is missing: \S*\/\1\.json \(run `pnpm build` first\)/,
    );
  });

  it.each([
    [['--port', '70000'], /--port must be an integer from 0 to 65535, got "70000"/],
    [['--port', 'http'], /--port must be an integer/],
    [['--log-level', 'loud'], /--log-level must be one of silent, error, warn, info, debug/],
    [['--require-signature'], /--require-signature needs --secret-key/],
    [['--seed', 'x1'], /--seed must be a non-negative integer/],
    [['--api-key', ''], /--api-key must not be empty/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['--static', '--stateful'], /--static and --stateful exclude each other/],
    [['--static', '--isolate-keys'], /--isolate-keys applies to the sandbox, not to the static mode/],
    [['--static', '--fixtures', 'own.json'], /--fixtures applies to the sandbox, not to the static mode/],
    [['--cors-origin', '*'], /--cors-origin must be an origin such as https:\/\/app\.example/],
    [['--cors-origin', 'https://app.example/path'], /--cors-origin must be an origin/],
    [['--stateful', '--evidence-delay-ms=-1'], /--evidence-delay-ms must be a non-negative integer/],
    [
      ['--stateful', '--evidence-delay-ms', '1.5'],
      /--evidence-delay-ms must be a non-negative integer of milliseconds, got 1.5/,
    ],
    [['--evidence-delay-ms', 'soon'], /--evidence-delay-ms must be a number, got "soon"/],
    [
      ['--headers-timeout-ms', '0'],
      /--headers-timeout-ms must be a positive integer of milliseconds, got "0"/,
    ],
    [
      ['--request-timeout-ms', '2s'],
      /--request-timeout-ms must be a positive integer of milliseconds, got "2s"/,
    ],
    [['--drain-timeout', 'soon'], /--drain-timeout must be a duration from 1 ms to 24 days/],
    [['--rate-limit', 'lots'], /--rate-limit must be a whole number from 1, got "lots"/],
    [['--rate-burst', '0'], /--rate-burst must be a whole number from 1, got "0"/],
    [
      ['--proxy', 'https://service.example', '--rate-limit', '5'],
      /--rate-limit does not apply to --proxy: the service limits its callers/,
    ],
    [['--log-format', 'xml'], /--log-format must be one of text, json, got "xml"/],
    [['--metrics-port', 'x'], /--metrics-port must be an integer from 0 to 65535, got "x"/],
    [['--port', '9100', '--metrics-port', '9100'], /--metrics-port must differ from --port \(9100\)/],
  ])('exits 1 on bad arguments: %j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/Usage: dispute-api-mock/);
  });
});
